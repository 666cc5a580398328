import fsp from 'node:fs/promises';
import {
  type MaterialType,
  STUDIO_MEDIA_LIMITS,
  type StudioMaterial,
  studioErrors,
  studioMaterialFieldsSchema,
  studioMediaErrors,
} from '@storyloom/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { makeKey } from '../../storage/keys.js';
import { MATERIAL_CONTENT_TYPES } from '../courses/assets.js';
import { safeFileName } from '../uploads/disposition.js';
import { spoolUpload } from '../uploads/spool.js';
import type { OwnedCourse } from './access.js';
import { touchCourse } from './courses.js';
import { deleteQuietly, storeFile, uploadTempDir } from './media-common.js';

const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];

/**
 * Whether the bytes are what the type label says (decision 1720): a PDF by its `%PDF-` magic, a
 * DOCX as a zip container whose parts make it a Word document, a ZIP as any zip container.
 */
export async function matchesType(file: string, type: MaterialType): Promise<boolean> {
  const detected = await fileTypeFromFile(file);
  if (type === 'pdf') return detected?.mime === MATERIAL_CONTENT_TYPES.pdf;
  if (type === 'docx') return detected?.mime === MATERIAL_CONTENT_TYPES.docx;
  const handle = await fsp.open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return ZIP_MAGIC.some((magic) => magic.equals(head));
  } finally {
    await handle.close();
  }
}

/** The course's materials as the studio lists them, in order. */
export async function loadStudioMaterials(db: Kysely<Database>, courseId: string): Promise<StudioMaterial[]> {
  const rows = await db
    .selectFrom('course_materials')
    .select(['id', 'title', 'type', 'file_name', 'size_bytes', 'module_id'])
    .where('course_id', '=', courseId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type as MaterialType,
    fileName: r.file_name,
    sizeBytes: r.size_bytes,
    moduleId: r.module_id,
  }));
}

/**
 * A material upload: the file and its fields (title, type, optional module) streamed in at most
 * 20 MB, its content checked against its type label, stored under a server-made key, listed last.
 * Learners download it through the course's material route, as an attachment.
 */
export async function addMaterial(app: FastifyInstance, request: FastifyRequest, course: OwnedCourse) {
  const { db } = app.ctx;
  const spooled = await spoolUpload(request, {
    dir: uploadTempDir(app),
    maxBytes: STUDIO_MEDIA_LIMITS.materialBytes,
    fieldNames: ['title', 'type', 'moduleId'],
    text: { tooLarge: studioMediaErrors.materialTooLarge, missing: studioMediaErrors.chooseFile },
  });
  let key: string | null = null;
  try {
    const parsed = studioMaterialFieldsSchema.safeParse(spooled.fields);
    if (!parsed.success) {
      throw new AppError(400, 'validation_failed', parsed.error.issues[0]?.message ?? studioMediaErrors.chooseFile);
    }
    const { title, type, moduleId } = parsed.data;
    if (!(await matchesType(spooled.path, type))) {
      throw new AppError(415, 'invalid_file_type', studioMediaErrors.materialMismatch);
    }
    key = makeKey('materials', course.id, type);
    await storeFile(app, key, spooled.path, MATERIAL_CONTENT_TYPES[type]);
    const stored = key;
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('courses').select('id').where('id', '=', course.id).forUpdate().execute();
      if (moduleId) {
        const module = await trx
          .selectFrom('course_modules')
          .select('id')
          .where('id', '=', moduleId)
          .where('course_id', '=', course.id)
          .executeTakeFirst();
        if (!module) throw new AppError(404, 'module_not_found', studioErrors.moduleNotFound);
      }
      const { n } = await trx
        .selectFrom('course_materials')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('course_id', '=', course.id)
        .executeTakeFirstOrThrow();
      if (Number(n) >= STUDIO_MEDIA_LIMITS.materials) {
        throw new AppError(409, 'conflict', studioMediaErrors.tooManyMaterials);
      }
      await trx
        .insertInto('course_materials')
        .values({
          course_id: course.id,
          module_id: moduleId ?? null,
          title,
          type,
          file_name: safeFileName(spooled.filename, title, type, STUDIO_MEDIA_LIMITS.materialFileName),
          size_bytes: spooled.size,
          storage_key: stored,
          position: sql<number>`(select coalesce(max(position), 0) + 1 from course_materials where course_id = ${course.id})`,
        })
        .execute();
      await touchCourse(trx, course.id);
    });
    key = null;
  } finally {
    await deleteQuietly(app, key);
    await spooled.discard();
  }
}

/** Removes a material of this course; an uploaded one's file is deleted with it. */
export async function deleteMaterial(app: FastifyInstance, course: OwnedCourse, materialId: string) {
  const removed = await app.ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('courses').select('id').where('id', '=', course.id).forUpdate().execute();
    const row = await trx
      .deleteFrom('course_materials')
      .where('id', '=', materialId)
      .where('course_id', '=', course.id)
      .returning('storage_key')
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'material_not_found', studioMediaErrors.materialNotFound);
    await touchCourse(trx, course.id);
    return row.storage_key;
  });
  await deleteQuietly(app, removed);
}
