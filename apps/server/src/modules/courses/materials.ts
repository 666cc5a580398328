import fs from 'node:fs';
import { courseErrors, MATERIAL_TYPES, type Material, type MaterialType, type Recording } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import { paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import type { Storage } from '../../storage/types.js';
import { asciiFileName, attachmentDisposition } from '../uploads/disposition.js';
import { MATERIAL_CONTENT_TYPES, materialPath } from './assets.js';
import { courseIdBySlug, readableBy } from './summaries.js';

type Page = { page: number; pageSize: number };

export function materialUrl(slug: string, materialId: string): string {
  return `/api/courses/${slug}/materials/${materialId}/download`;
}

function asMaterialType(type: string): MaterialType {
  return (MATERIAL_TYPES as readonly string[]).includes(type) ? (type as MaterialType) : 'pdf';
}

/** Rows of course_materials joined to their module, shaped for the API. */
export function selectMaterials(db: Kysely<Database>) {
  return db
    .selectFrom('course_materials as cm')
    .leftJoin('course_modules as m', 'm.id', 'cm.module_id')
    .select(['cm.id', 'cm.title', 'cm.type', 'cm.size_bytes', 'm.title as module_title']);
}

export function toMaterial(
  slug: string,
  r: { id: string; title: string; type: string; size_bytes: number; module_title: string | null },
): Material {
  return {
    id: r.id,
    title: r.title,
    type: asMaterialType(r.type),
    sizeBytes: r.size_bytes,
    url: materialUrl(slug, r.id),
    moduleTitle: r.module_title,
  };
}

export async function listMaterials(db: Kysely<Database>, viewerId: string, slug: string, { page, pageSize }: Page) {
  const courseId = await courseIdBySlug(db, slug, viewerId);
  return paginate(
    selectMaterials(db).where('cm.course_id', '=', courseId).orderBy('cm.position'),
    db
      .selectFrom('course_materials')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('course_id', '=', courseId),
    { page, pageSize },
    (r) => toMaterial(slug, r),
  );
}

export async function listRecordings(db: Kysely<Database>, viewerId: string, slug: string, { page, pageSize }: Page) {
  const courseId = await courseIdBySlug(db, slug, viewerId);
  return paginate(
    db
      .selectFrom('course_recordings')
      .select(['id', 'title', 'recorded_at', 'duration_minutes', 'video_url'])
      .where('course_id', '=', courseId)
      .orderBy('recorded_at', 'desc'),
    db
      .selectFrom('course_recordings')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('course_id', '=', courseId),
    { page, pageSize },
    (r): Recording => ({
      id: r.id,
      title: r.title,
      recordedAt: new Date(r.recorded_at).toISOString(),
      durationMinutes: r.duration_minutes,
      url: r.video_url,
    }),
  );
}

/**
 * The file of one material of this course, ready to stream as a download: a seeded file from
 * assets/materials, or an uploaded one (issue 17) from `storage` (without it, an uploaded material
 * answers 404). `disposition` is the whole Content-Disposition value (RFC 6266, with `filename*`
 * for a name beyond ASCII); `fileName` is its ASCII fallback, safe inside quotes.
 */
export async function openMaterial(
  db: Kysely<Database>,
  viewerId: string,
  slug: string,
  materialId: string,
  storage: Storage,
) {
  const row = await db
    .selectFrom('course_materials as cm')
    .innerJoin('courses as c', 'c.id', 'cm.course_id')
    .select(['cm.type', 'cm.file_name', 'cm.storage_key'])
    .where('c.slug', '=', slug)
    .where('cm.id', '=', materialId)
    .where(readableBy(viewerId))
    .executeTakeFirst();
  const missing = () => new AppError(404, 'material_not_found', courseErrors.materialNotFound);
  if (!row) throw missing();
  const names = { fileName: asciiFileName(row.file_name), disposition: attachmentDisposition(row.file_name) };
  const contentType = MATERIAL_CONTENT_TYPES[asMaterialType(row.type)];
  if (row.storage_key) {
    const opened = await storage.open(row.storage_key);
    if (!opened) throw missing();
    return { ...names, contentType, size: opened.size, stream: () => opened.body };
  }
  const file = materialPath(row.file_name);
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) throw missing();
  return { ...names, contentType, size: stat.size, stream: () => fs.createReadStream(file) };
}
