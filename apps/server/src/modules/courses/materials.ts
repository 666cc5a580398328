import fs from 'node:fs';
import { courseErrors, MATERIAL_TYPES, type Material, type MaterialType, type Recording } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import { paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
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

/** The file of one material of this course, ready to stream as a download. */
export async function openMaterial(db: Kysely<Database>, viewerId: string, slug: string, materialId: string) {
  const row = await db
    .selectFrom('course_materials as cm')
    .innerJoin('courses as c', 'c.id', 'cm.course_id')
    .select(['cm.type', 'cm.file_name'])
    .where('c.slug', '=', slug)
    .where('cm.id', '=', materialId)
    .where(readableBy(viewerId))
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'material_not_found', courseErrors.materialNotFound);
  const file = materialPath(row.file_name);
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new AppError(404, 'material_not_found', courseErrors.materialNotFound);
  return {
    fileName: row.file_name,
    contentType: MATERIAL_CONTENT_TYPES[asMaterialType(row.type)],
    size: stat.size,
    stream: () => fs.createReadStream(file),
  };
}
