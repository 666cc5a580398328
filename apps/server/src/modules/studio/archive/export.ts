import fs from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  COURSE_ARCHIVE_FORMAT,
  COURSE_ARCHIVE_MANIFEST,
  COURSE_ARCHIVE_VERSION,
  type CourseArchive,
  type MaterialType,
} from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import { ZipFile } from 'yazl';
import { materialPath } from '../../courses/assets.js';
import { loadStudioCourse } from '../read.js';

/** Where an archive entry's bytes come from: an object in storage, or a demo file on disk. */
type Source = { entry: string; storageKey: string } | { entry: string; diskFile: string };

const extOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** The manifest and the files of a course, read in a few queries. */
async function describe(app: FastifyInstance, courseId: string) {
  const { db } = app.ctx;
  const [course, row, videos, materials] = await Promise.all([
    loadStudioCourse(db, courseId),
    db.selectFrom('courses').select('cover_key').where('id', '=', courseId).executeTakeFirstOrThrow(),
    db
      .selectFrom('course_lessons as l')
      .innerJoin('course_modules as m', 'm.id', 'l.module_id')
      .select(['l.id', 'l.video_key'])
      .where('m.course_id', '=', courseId)
      .where('l.video_key', 'is not', null)
      .execute(),
    db
      .selectFrom('course_materials as cm')
      .leftJoin('course_modules as m', 'm.id', 'cm.module_id')
      .select(['cm.title', 'cm.type', 'cm.file_name', 'cm.storage_key', 'm.position as module_position'])
      .where('cm.course_id', '=', courseId)
      .orderBy('cm.position')
      .execute(),
  ]);
  const sources: Source[] = [];
  const videoKeys = new Map(videos.map((v) => [v.id, v.video_key as string]));
  let cover: string | null = null;
  if (row.cover_key) {
    cover = `files/cover.${extOf(row.cover_key)}`;
    sources.push({ entry: cover, storageKey: row.cover_key });
  }
  const manifest: CourseArchive = {
    format: COURSE_ARCHIVE_FORMAT,
    version: COURSE_ARCHIVE_VERSION,
    exportedAt: new Date().toISOString(),
    course: {
      title: course.title,
      summary: course.summary,
      description: course.description,
      category: course.category,
      levels: course.levels,
      durationWeeks: course.durationWeeks,
      learningPoints: course.learningPoints,
      instructor: course.instructor,
      schedule: course.schedule,
      prerequisites: course.prerequisites,
    },
    cover,
    modules: course.modules.map((m) => ({
      title: m.title,
      description: m.description,
      lessons: m.lessons.map((l) => {
        const key = videoKeys.get(l.id);
        const video = key ? `files/lesson-${m.position}-${l.position}.${extOf(key)}` : null;
        if (key && video) sources.push({ entry: video, storageKey: key });
        return { kind: l.kind, title: l.title, durationMinutes: l.durationMinutes, body: l.body, video };
      }),
      quiz: m.quiz && {
        passingScore: m.quiz.passingScore,
        questions: m.quiz.questions.map((q) => ({
          kind: q.kind,
          prompt: q.prompt,
          options: q.options.map((o) => ({ label: o.label, correct: o.correct })),
        })),
      },
    })),
    materials: materials.map((mat, index) => {
      const file = `files/material-${index + 1}.${extOf(mat.file_name)}`;
      sources.push(
        mat.storage_key
          ? { entry: file, storageKey: mat.storage_key }
          : { entry: file, diskFile: materialPath(mat.file_name) },
      );
      return {
        title: mat.title,
        type: mat.type as MaterialType,
        fileName: mat.file_name.slice(mat.file_name.lastIndexOf('/') + 1),
        module: mat.module_position ?? null,
        file,
      };
    }),
  };
  return { course, manifest, sources };
}

/** A file name for the download: the course's slug. */
export async function archiveName(app: FastifyInstance, courseId: string) {
  const row = await app.ctx.db
    .selectFrom('courses')
    .select('slug')
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
  return `${row.slug}.storyloom-course.zip`;
}

/**
 * Streams the course as a zip to `out`: course.json, then each file read one at a time from
 * storage or disk (never all open at once, never held in memory). Media is stored uncompressed.
 */
export async function writeCourseArchive(app: FastifyInstance, courseId: string, out: Writable): Promise<void> {
  const { manifest, sources } = await describe(app, courseId);
  const zip = new ZipFile();
  // A file that cannot be read ends the download rather than the process.
  zip.on('error', (err: Error) => (zip.outputStream as Readable).destroy(err));
  const mtime = new Date(manifest.exportedAt);
  zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), COURSE_ARCHIVE_MANIFEST, { mtime });
  for (const source of sources) {
    zip.addReadStreamLazy(source.entry, { mtime, compress: false }, (cb) => {
      if ('diskFile' in source) {
        cb(null, fs.createReadStream(source.diskFile));
        return;
      }
      app.storage.open(source.storageKey).then(
        (opened) => cb(opened ? null : new Error(`missing object ${source.storageKey}`), opened?.body as Readable),
        (err: Error) => cb(err, undefined as unknown as Readable),
      );
    });
  }
  zip.end();
  await pipeline(zip.outputStream, out);
}
