import fs from 'node:fs';
import path from 'node:path';
import {
  type CourseSummary,
  type Material,
  type Page,
  STUDIO_MEDIA_LIMITS,
  type StudioCourse,
} from '@storyloom/domain';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember } from '../../test/community.js';
import { uniqueText } from '../../test/random-text.js';
import { studioCourseInput, studioLessonInput } from '../../test/studio.js';
import { docxBytes, pdfBytes, zipBytes } from '../../test/studio-media.js';
import { corruptJpeg, filesUnder, jpegWithGps, multipartBody } from '../../test/uploads.js';

// Course covers and materials in the studio (issue 17, decision 1720).

let t: TestApp;
let author: Member;
let rival: Member;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  author = await newMember(t, 'Materials Author');
  rival = await newMember(t, 'Materials Rival');
  await t.app.ctx.db.updateTable('user').set({ role: 'instructor' }).where('id', 'in', [author.id, rival.id]).execute();
  for (const m of [author, rival]) t.app.ctx.sessions.forgetUser(m.id);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const base = '/api/studio/courses';
const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
const storedPath = (url: string) => path.join(uploadsDir(), url.replace(/^\/uploads\//, '').split('?')[0] as string);
const errorCode = (res: LightMyRequestResponse) => json<{ error: { code: string } }>(res).error.code;

function expectCourse(res: LightMyRequestResponse, status = 200): StudioCourse {
  expect(res.statusCode, res.body).toBe(status);
  return json<StudioCourse>(res);
}

async function newCourse(title = uniqueText('Materials course ', 6)) {
  return expectCourse(await author.call('POST', base, studioCourseInput(title)), 201);
}

function send(
  member: Member,
  url: string,
  file: Parameters<typeof multipartBody>[0],
  fields: Record<string, string> = {},
) {
  const body = multipartBody(file, fields);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: member.cookie },
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();

describe('the course cover', () => {
  it('is re-encoded to a 1280×720 WebP without metadata, replaced (old file deleted) and removed', async () => {
    const course = await newCourse();
    const url = `${base}/${course.id}/cover`;
    const first = expectCourse(
      await send(author, url, { filename: 'cover.jpg', contentType: 'image/jpeg', bytes: await jpegWithGps(900, 900) }),
    );
    expect(first.coverUrl).toMatch(/^\/uploads\/covers\/.+\.webp$/);
    const meta = await sharp(fs.readFileSync(storedPath(first.coverUrl as string))).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      STUDIO_MEDIA_LIMITS.coverWidth,
      STUDIO_MEDIA_LIMITS.coverHeight,
      undefined,
    ]);
    const served = await t.app.inject({ method: 'GET', url: first.coverUrl as string });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);

    const second = expectCourse(
      await send(author, url, { filename: 'wide.png', contentType: 'image/png', bytes: await png(400, 100) }),
    );
    expect(second.coverUrl).not.toBe(first.coverUrl);
    expect(fs.existsSync(storedPath(first.coverUrl as string))).toBe(false);
    const removed = expectCourse(await author.call('DELETE', url));
    expect(removed.coverUrl).toBeNull();
    expect(fs.existsSync(storedPath(second.coverUrl as string))).toBe(false);
  });

  it('refuses what is not an image (415) or does not decode (400)', async () => {
    const course = await newCourse();
    const url = `${base}/${course.id}/cover`;
    const text = await send(author, url, {
      filename: 'x.png',
      contentType: 'image/png',
      bytes: Buffer.from('not an image'),
    });
    expect([text.statusCode, errorCode(text)]).toEqual([415, 'invalid_file_type']);
    const broken = await send(author, url, { filename: 'x.jpg', contentType: 'image/jpeg', bytes: corruptJpeg() });
    expect([broken.statusCode, errorCode(broken)]).toEqual([400, 'image_error']);
    expect(filesUnder(path.join(uploadsDir(), 'covers')).filter((f) => f.includes(course.id))).toEqual([]);
  });

  it('shows in the catalogue once the course is published', async () => {
    const title = uniqueText('Covered course ', 6);
    const course = await newCourse(title);
    const withModule = expectCourse(
      await author.call('POST', `${base}/${course.id}/modules`, { title: 'One', description: '' }),
      201,
    );
    const moduleId = withModule.modules[0]?.id as string;
    expectCourse(
      await author.call('POST', `${base}/${course.id}/modules/${moduleId}/lessons`, studioLessonInput('Read')),
      201,
    );
    const covered = expectCourse(
      await send(author, `${base}/${course.id}/cover`, {
        filename: 'c.png',
        contentType: 'image/png',
        bytes: await png(64, 36),
      }),
    );
    expectCourse(await author.call('PUT', `${base}/${course.id}/status`, { status: 'published' }));
    const res = await rival.call('GET', `/api/courses?search=${encodeURIComponent(title)}`);
    const found = json<Page<CourseSummary>>(res).items.find((c) => c.id === course.id);
    expect(found?.coverUrl).toBe(covered.coverUrl);
  });
});

describe('course materials', () => {
  it('stores a PDF under its type, lists it, and serves it as an attachment named as sent (RFC 6266)', async () => {
    const course = await newCourse();
    const bytes = pdfBytes();
    const name = 'Plan d’écriture.pdf';
    const added = expectCourse(
      await send(
        author,
        `${base}/${course.id}/materials`,
        { filename: name, contentType: 'application/pdf', bytes },
        {
          title: 'Writing plan',
          type: 'pdf',
        },
      ),
      201,
    );
    const material = added.materials[0];
    expect(material).toMatchObject({
      title: 'Writing plan',
      type: 'pdf',
      fileName: name,
      sizeBytes: bytes.length,
      moduleId: null,
    });

    // The learners' list (the author previews the draft) points at the download route.
    const list = json<Page<Material>>(await author.call('GET', `/api/courses/${course.slug}/materials`));
    expect(list.items.map((m) => [m.id, m.url])).toEqual([
      [material?.id, `/api/courses/${course.slug}/materials/${material?.id}/download`],
    ]);
    // Downloaded through the learners' route, as they would.
    const download = await author.call('GET', `/api/courses/${course.slug}/materials/${material?.id}/download`);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Plan d_ecriture.pdf"; filename*=UTF-8''${encodeURIComponent(name).replace(/'/g, '%27')}`,
    );
    expect(download.rawPayload.equals(bytes)).toBe(true);
    // Never served under /uploads: only the download route, as an attachment.
    const key = filesUnder(path.join(uploadsDir(), 'materials')).find((f) => f.includes(course.id)) as string;
    const direct = await t.app.inject({ method: 'GET', url: `/uploads/materials/${path.basename(key)}` });
    expect(direct.statusCode).toBe(404);
  });

  it('takes a DOCX and a ZIP for a module, and refuses bytes that are not what the type says', async () => {
    const course = await newCourse();
    const withModule = expectCourse(
      await author.call('POST', `${base}/${course.id}/modules`, { title: 'Kit', description: '' }),
      201,
    );
    const moduleId = withModule.modules[0]?.id as string;
    const url = `${base}/${course.id}/materials`;
    const docx = await docxBytes();
    const zip = await zipBytes([['notes.txt', 'Story notes']]);
    const upload = (bytes: Buffer, filename: string, type: string, extra: Record<string, string> = {}) =>
      send(
        author,
        url,
        { filename, contentType: 'application/octet-stream', bytes },
        { title: filename, type, ...extra },
      );
    expectCourse(await upload(docx, 'template.docx', 'docx', { moduleId }), 201);
    const both = expectCourse(await upload(zip, 'kit', 'zip'), 201);
    expect(both.materials.map((m) => [m.type, m.fileName, m.moduleId])).toEqual([
      ['docx', 'template.docx', moduleId],
      ['zip', 'kit.zip', null],
    ]);
    const view = await author.call('GET', `/api/courses/${course.slug}/modules/1`);
    expect(json<{ module: { materials: Material[] } }>(view).module.materials.map((m) => m.type)).toEqual(['docx']);

    const before = filesUnder(uploadsDir());
    for (const [bytes, type] of [
      [pdfBytes(), 'docx'],
      [zip, 'docx'],
      [docx, 'pdf'],
      [pdfBytes(), 'zip'],
    ] as const) {
      const res = await upload(bytes, 'wrong', type);
      expect([res.statusCode, errorCode(res)], type).toEqual([415, 'invalid_file_type']);
    }
    const unknownModule = await upload(pdfBytes(), 'x.pdf', 'pdf', { moduleId: rival.id });
    expect(unknownModule.statusCode).toBe(404);
    const noTitle = await upload(pdfBytes(), 'x.pdf', 'pdf', { title: ' ' });
    expect([noTitle.statusCode, errorCode(noTitle)]).toEqual([400, 'validation_failed']);
    const extra = await upload(pdfBytes(), 'x.pdf', 'pdf', { note: 'hi' });
    expect([extra.statusCode, errorCode(extra)]).toEqual([400, 'unexpected_field']);
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(STUDIO_MEDIA_LIMITS.materialBytes)]);
    const tooBig = await upload(big, 'big.pdf', 'pdf');
    expect([tooBig.statusCode, errorCode(tooBig)]).toEqual([413, 'file_too_large']);
    expect(filesUnder(uploadsDir())).toEqual(before);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('deletes a material with its file', async () => {
    const course = await newCourse();
    const added = expectCourse(
      await send(
        author,
        `${base}/${course.id}/materials`,
        { filename: 'a.pdf', contentType: 'application/pdf', bytes: pdfBytes() },
        {
          title: 'A',
          type: 'pdf',
        },
      ),
      201,
    );
    const files = () => filesUnder(path.join(uploadsDir(), 'materials')).filter((f) => f.includes(course.id));
    expect(files()).toHaveLength(1);
    const removed = expectCourse(
      await author.call('DELETE', `${base}/${course.id}/materials/${added.materials[0]?.id}`),
    );
    expect(removed.materials).toEqual([]);
    expect(files()).toEqual([]);
    expect((await author.call('DELETE', `${base}/${course.id}/materials/${added.materials[0]?.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('another instructor', () => {
  it('gets 404 from every upload route of a course that is not theirs, and nothing is stored or removed', async () => {
    const course = await newCourse();
    const withCover = expectCourse(
      await send(author, `${base}/${course.id}/cover`, {
        filename: 'c.png',
        contentType: 'image/png',
        bytes: await png(32, 18),
      }),
    );
    const withMaterial = expectCourse(
      await send(
        author,
        `${base}/${course.id}/materials`,
        { filename: 'a.pdf', contentType: 'application/pdf', bytes: pdfBytes() },
        {
          title: 'A',
          type: 'pdf',
        },
      ),
      201,
    );
    const before = filesUnder(uploadsDir());
    const attempts = [
      await send(rival, `${base}/${course.id}/cover`, {
        filename: 'c.png',
        contentType: 'image/png',
        bytes: await png(32, 18),
      }),
      await rival.call('DELETE', `${base}/${course.id}/cover`),
      await send(
        rival,
        `${base}/${course.id}/materials`,
        { filename: 'a.pdf', contentType: 'application/pdf', bytes: pdfBytes() },
        {
          title: 'Mine',
          type: 'pdf',
        },
      ),
      await rival.call('DELETE', `${base}/${course.id}/materials/${withMaterial.materials[0]?.id}`),
    ];
    expect(attempts.map((r) => [r.statusCode, errorCode(r)])).toEqual(Array(4).fill([404, 'course_not_found']));
    expect(filesUnder(uploadsDir())).toEqual(before);
    const after = expectCourse(await author.call('GET', `${base}/${course.id}`));
    expect([after.coverUrl, after.materials]).toEqual([withCover.coverUrl, withMaterial.materials]);
  });
});
