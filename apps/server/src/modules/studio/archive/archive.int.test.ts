import path from 'node:path';
import { archiveErrors, type StudioCourse, studioMediaErrors } from '@storyloom/domain';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { type Member, newMember } from '../../../test/community.js';
import { uniqueText } from '../../../test/random-text.js';
import { studioCourseInput, studioLessonInput, studioQuizInput } from '../../../test/studio.js';
import { lessonMp4 } from '../../../test/studio-media.js';
import { filesUnder, multipartBody } from '../../../test/uploads.js';

let t: TestApp;
let author: Member;
let importer: Member;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  author = await newMember(t, 'Archive Author');
  importer = await newMember(t, 'Archive Importer');
  await t.app.ctx.db
    .updateTable('user')
    .set({ role: 'instructor' })
    .where('id', 'in', [author.id, importer.id])
    .execute();
  for (const m of [author, importer]) t.app.ctx.sessions.forgetUser(m.id);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const base = '/api/studio/courses';
const uploads = () => path.join(t.config.dataDir, 'uploads');

function ok(res: LightMyRequestResponse, status = 200): StudioCourse {
  expect(res.statusCode, res.body).toBe(status);
  return json<StudioCourse>(res);
}

function send(member: Member, url: string, bytes: Buffer, filename: string, contentType: string, fields = {}) {
  const body = multipartBody({ filename, contentType, bytes }, fields);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: member.cookie },
  });
}

/** A course with everything an archive carries: text and video lessons, a quiz, a cover and a material. */
async function richCourse() {
  let course = ok(await author.call('POST', base, studioCourseInput(uniqueText('Archive course ', 8))), 201);
  for (const title of ['Opening', 'Middle']) {
    course = ok(
      await author.call('POST', `${base}/${course.id}/modules`, { title, description: `${title} part` }),
      201,
    );
  }
  const [first, second] = course.modules.map((m) => m.id);
  ok(await author.call('POST', `${base}/${course.id}/modules/${first}/lessons`, studioLessonInput('Read first')), 201);
  course = ok(
    await author.call('POST', `${base}/${course.id}/modules/${second}/lessons`, {
      kind: 'video',
      title: 'Watch this',
      durationMinutes: 2,
      body: 'Notes under the player',
    }),
    201,
  );
  const videoLesson = course.modules[1]?.lessons[0]?.id;
  ok(
    await send(
      author,
      `${base}/${course.id}/modules/${second}/lessons/${videoLesson}/video`,
      lessonMp4(61),
      'clip.mp4',
      'video/mp4',
    ),
  );
  ok(await author.call('PUT', `${base}/${course.id}/modules/${first}/quiz`, studioQuizInput(80)));
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  ok(await send(author, `${base}/${course.id}/cover`, png, 'cover.png', 'image/png'));
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  return ok(
    await send(author, `${base}/${course.id}/materials`, pdf, 'Worksheet.pdf', 'application/pdf', {
      title: 'Worksheet',
      type: 'pdf',
      moduleId: first,
    }),
    201,
  );
}

async function exportOf(course: StudioCourse) {
  const res = await author.call('GET', `${base}/${course.id}/export`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toContain(`${course.slug}.storyloom-course.zip`);
  return res.rawPayload;
}

/** The structure a learner would get, without what belongs to one copy (ids, urls, dates, owner). */
function structure(course: StudioCourse) {
  return {
    input: {
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
    hasCover: course.coverUrl !== null,
    modules: course.modules.map((m) => ({
      title: m.title,
      description: m.description,
      position: m.position,
      lessons: m.lessons.map((l) => ({
        kind: l.kind,
        title: l.title,
        body: l.body,
        durationMinutes: l.durationMinutes,
        position: l.position,
        video: l.video && {
          contentType: l.video.contentType,
          sizeBytes: l.video.sizeBytes,
          durationSeconds: l.video.durationSeconds,
        },
      })),
      quiz: m.quiz && {
        passingScore: m.quiz.passingScore,
        questions: m.quiz.questions.map((q) => ({
          kind: q.kind,
          prompt: q.prompt,
          options: q.options.map((o) => ({ label: o.label, correct: o.correct })),
        })),
      },
    })),
    materials: course.materials.map((m) => ({
      title: m.title,
      type: m.type,
      fileName: m.fileName,
      sizeBytes: m.sizeBytes,
      module: course.modules.find((x) => x.id === m.moduleId)?.position ?? null,
    })),
    missing: course.missing,
  };
}

function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(Buffer.from(bytes), name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

const importZip = (member: Member, bytes: Buffer) =>
  send(member, `${base}/import`, bytes, 'course.zip', 'application/zip');

describe('export then import', () => {
  it('reproduces the course as a new draft of the importer’s, with new ids and its own copies of the files', async () => {
    const original = await richCourse();
    const archive = await exportOf(original);
    const copy = ok(await importZip(importer, archive), 201);

    expect(structure(copy)).toEqual(structure(original));
    expect(copy.status).toBe('draft');
    expect(copy.id).not.toBe(original.id);
    expect(copy.slug).not.toBe(original.slug);
    const originalIds = JSON.stringify(original.modules);
    for (const m of copy.modules) {
      expect(originalIds).not.toContain(m.id);
      for (const l of m.lessons) expect(originalIds).not.toContain(l.id);
    }
    expect(copy.coverUrl).not.toBe(original.coverUrl);
    expect(copy.modules[1]?.lessons[0]?.video?.url).not.toBe(original.modules[1]?.lessons[0]?.video?.url);
    // The importer owns it; the author does not see it.
    expect((await author.call('GET', `${base}/${copy.id}`)).statusCode).toBe(404);
    // The copy publishes as the original would.
    expect(ok(await importer.call('PUT', `${base}/${copy.id}/status`, { status: 'published' })).status).toBe(
      'published',
    );
  });
});

describe('a bad archive', () => {
  async function refused(bytes: Buffer, message: string) {
    const courses = await t.app.ctx.db.selectFrom('courses').select('id').execute();
    const files = filesUnder(uploads()).length;
    const res = await importZip(importer, bytes);
    expect(res.statusCode, res.body).toBe(422);
    expect(json<{ error: { code: string; message: string } }>(res).error).toEqual({ code: 'invalid_archive', message });
    expect(await t.app.ctx.db.selectFrom('courses').select('id').execute()).toHaveLength(courses.length);
    expect(filesUnder(uploads())).toHaveLength(files);
  }

  it('is refused with what is wrong, and leaves nothing behind', async () => {
    const good = await exportOf(await richCourse());
    await refused(Buffer.from('not a zip at all'), archiveErrors.notZip);
    await refused(await zipOf({ 'readme.txt': 'hello' }), archiveErrors.noManifest);
    await refused(await zipOf({ 'course.json': '{ nope' }), archiveErrors.badJson);
    await refused(
      await zipOf({ 'course.json': JSON.stringify({ format: 'storyloom-course', version: 2 }) }),
      archiveErrors.badManifest('version', 'Invalid input: expected 1'),
    );

    // The good archive with its video swapped for bytes that are no video: the cover is checked
    // and stored first, then the video fails, and the stored cover is deleted again.
    const yauzl = await import('yauzl');
    const entries = await new Promise<Record<string, Buffer>>((resolve, reject) => {
      const out: Record<string, Buffer> = {};
      yauzl.fromBuffer(good, { lazyEntries: true }, (err, zip) => {
        if (err) return reject(err);
        zip.on('entry', (entry) => {
          zip.openReadStream(entry, (e, s) => {
            if (e) return reject(e);
            const chunks: Buffer[] = [];
            s.on('data', (c: Buffer) => chunks.push(c));
            s.on('end', () => {
              out[entry.fileName] = Buffer.concat(chunks);
              zip.readEntry();
            });
          });
        });
        zip.on('end', () => resolve(out));
        zip.readEntry();
      });
    });
    const manifest = JSON.parse(entries['course.json']?.toString() ?? '{}');
    const videoName = manifest.modules[1].lessons[0].video as string;
    const { [videoName]: _video, ...withoutVideo } = entries;
    await refused(await zipOf(withoutVideo), archiveErrors.missingFile(videoName));
    await refused(
      await zipOf({ ...entries, [videoName]: Buffer.from('this is no video') }),
      archiveErrors.badFile(videoName, studioMediaErrors.videoType),
    );
  });
});
