import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { type ModuleView, type StudioCourse, studioMediaErrors, studioMissing } from '@storyloom/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember } from '../../test/community.js';
import { studioCourseInput } from '../../test/studio.js';
import { lessonMp4, lessonWebm } from '../../test/studio-media.js';
import { filesUnder, multipartBody } from '../../test/uploads.js';
import { appleMeta, box, ftyp, ISO6709, mvhdOf, webmTags, webmWith, xyzAtom } from '../../test/video.js';

// Video lessons (issue 17, decision 1720): streamed uploads, checks on the file, duration, ranges.

const LIMIT_MB = 24;
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
let t: TestApp;
let author: Member;
let rival: Member;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000', LESSON_VIDEO_MAX_SIZE: `${LIMIT_MB}MB` });
  author = await newMember(t, 'Video Author');
  rival = await newMember(t, 'Video Rival');
  await t.app.ctx.db.updateTable('user').set({ role: 'instructor' }).where('id', 'in', [author.id, rival.id]).execute();
  for (const m of [author, rival]) t.app.ctx.sessions.forgetUser(m.id);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
const tempDir = () => path.join(t.config.dataDir, 'tmp', 'uploads');
const lessonFiles = () => filesUnder(path.join(uploadsDir(), 'lessons'));

function expectCourse(res: LightMyRequestResponse, status = 200): StudioCourse {
  expect(res.statusCode, res.body).toBe(status);
  return json<StudioCourse>(res);
}

/** A draft with one module holding one video lesson: its ids and its video URL. */
async function videoLesson(owner = author) {
  const base = '/api/studio/courses';
  const course = expectCourse(await owner.call('POST', base, studioCourseInput('Video course')), 201);
  const withModule = expectCourse(
    await owner.call('POST', `${base}/${course.id}/modules`, { title: 'Watch', description: '' }),
    201,
  );
  const moduleId = withModule.modules[0]?.id as string;
  const lessons = `${base}/${course.id}/modules/${moduleId}/lessons`;
  const input = { kind: 'video', title: 'First clip', durationMinutes: 3, body: '' };
  const withLesson = expectCourse(await owner.call('POST', lessons, input), 201);
  const lessonId = withLesson.modules[0]?.lessons[0]?.id as string;
  return { course, courseId: course.id, moduleId, lessonId, url: `${lessons}/${lessonId}/video` };
}

function upload(member: Member, url: string, bytes: Buffer, filename = 'clip.mp4', contentType = 'video/mp4') {
  const body = multipartBody({ filename, contentType, bytes });
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: member.cookie },
  });
}

const lessonOf = (course: StudioCourse) => course.modules[0]?.lessons[0];
const stored = (url: string) => fs.readFileSync(path.join(uploadsDir(), url.replace(/^\/uploads\//, '')));

describe('uploading a video lesson', () => {
  it('stores an MP4 with the duration read from its mvhd, and shows it to the module viewer', async () => {
    const lesson = await videoLesson();
    const bytes = lessonMp4(95.5);
    const course = expectCourse(await upload(author, lesson.url, bytes));
    const video = lessonOf(course)?.video;
    expect(video).toMatchObject({ contentType: 'video/mp4', sizeBytes: bytes.length, durationSeconds: 95.5 });
    expect(lessonOf(course)?.durationMinutes).toBe(Math.ceil(95.5 / 60));
    expect(stored(video?.url as string).equals(bytes)).toBe(true);
    expect(course.missing).toEqual([]);
    // The author previews the draft through the learners' module viewer.
    const view = await author.call('GET', `/api/courses/${course.slug}/modules/1`);
    expect(view.statusCode, view.body).toBe(200);
    const viewed = json<ModuleView>(view).module.lessons[0];
    expect(viewed).toMatchObject({ kind: 'video', videoUrl: video?.url, durationSeconds: 95.5 });
    expect(fs.readdirSync(tempDir())).toEqual([]);
  });

  it('stores a WebM with its Info Duration', async () => {
    const lesson = await videoLesson();
    const course = expectCourse(await upload(author, lesson.url, lessonWebm(42.25), 'clip.webm', 'video/webm'));
    expect(lessonOf(course)?.video).toMatchObject({ contentType: 'video/webm', durationSeconds: 42.25 });
    expect(lessonOf(course)?.video?.url).toMatch(/^\/uploads\/lessons\/.+\.webm$/);
  });

  it('blanks an MP4’s location metadata in the stored file, keeping its size', async () => {
    const lesson = await videoLesson();
    const bytes = Buffer.concat([
      ftyp(),
      box(
        'moov',
        mvhdOf(600, 6000),
        box('udta', xyzAtom()),
        appleMeta([['com.apple.quicktime.location.ISO6709', ISO6709]]),
      ),
      box('mdat', Buffer.alloc(256, 0x11)),
    ]);
    const course = expectCourse(await upload(author, lesson.url, bytes));
    const kept = stored(lessonOf(course)?.video?.url as string);
    expect(kept.length).toBe(bytes.length);
    expect(kept.includes(ISO6709, 0, 'latin1')).toBe(false);
    expect(kept.includes('com.apple.quicktime', 0, 'latin1')).toBe(false);
    expect(lessonOf(course)?.video?.durationSeconds).toBe(10);
  });

  it('refuses a WebM with a location tag, a file that is no video, a text lesson and a missing file, storing nothing', async () => {
    const lesson = await videoLesson();
    const before = lessonFiles();
    const located = webmWith({ duration: 1000, extra: [webmTags('LOCATION', ISO6709)] });
    const res = await upload(author, lesson.url, located, 'clip.webm', 'video/webm');
    expect([res.statusCode, json<{ error: { code: string } }>(res).error.code]).toEqual([400, 'video_location']);
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]);
    const wrong = await upload(author, lesson.url, png, 'clip.mp4');
    expect([wrong.statusCode, json<{ error: { code: string } }>(wrong).error.code]).toEqual([415, 'invalid_file_type']);
    const textLesson = await author.call('POST', lesson.url.replace(/\/lessons\/.*$/, '/lessons'), {
      kind: 'text',
      title: 'Reading',
      durationMinutes: 2,
      body: 'Words',
    });
    const textId = expectCourse(textLesson, 201).modules[0]?.lessons[1]?.id as string;
    const onText = await upload(author, lesson.url.replace(lesson.lessonId, textId), lessonMp4());
    expect([onText.statusCode, json<{ error: { code: string } }>(onText).error.code]).toEqual([
      409,
      'lesson_not_video',
    ]);
    const none = await t.app.inject({
      method: 'POST',
      url: lesson.url,
      payload: {},
      headers: { cookie: author.cookie },
    });
    expect(none.statusCode).toBe(415);
    expect(lessonFiles()).toEqual(before);
    expect(fs.readdirSync(tempDir())).toEqual([]);
  });

  it('replaces a video (the old file is deleted), and removing it makes the lesson incomplete again', async () => {
    const lesson = await videoLesson();
    const first = lessonOf(expectCourse(await upload(author, lesson.url, lessonMp4(30))))?.video?.url as string;
    const second = lessonOf(expectCourse(await upload(author, lesson.url, lessonMp4(61))))?.video;
    expect(second?.durationSeconds).toBe(61);
    expect(second?.url).not.toBe(first);
    expect(fs.existsSync(path.join(uploadsDir(), first.replace('/uploads/', '')))).toBe(false);
    const removed = expectCourse(await author.call('DELETE', lesson.url));
    expect(lessonOf(removed)?.video).toBeNull();
    expect(fs.existsSync(path.join(uploadsDir(), String(second?.url).replace('/uploads/', '')))).toBe(false);
    expect(removed.missing).toEqual([studioMissing.noVideo(1, 'First clip')]);
    const publish = await author.call('PUT', `/api/studio/courses/${lesson.courseId}/status`, { status: 'published' });
    expect(publish.statusCode).toBe(422);
  });

  it('deletes a video when its lesson turns into a text lesson, when the lesson goes, and with a deleted draft', async () => {
    const base = '/api/studio/courses';
    const mine = (courseId: string) => lessonFiles().filter((f) => f.includes(courseId));

    const switched = await videoLesson();
    expectCourse(await upload(author, switched.url, lessonMp4(20)));
    expect(mine(switched.courseId)).toHaveLength(1);
    const lessonUrl = `${base}/${switched.courseId}/modules/${switched.moduleId}/lessons/${switched.lessonId}`;
    const asText = expectCourse(
      await author.call('PUT', lessonUrl, { kind: 'text', title: 'Now a reading', durationMinutes: 3, body: 'Read.' }),
    );
    expect(lessonOf(asText)?.video).toBeNull();
    expect(mine(switched.courseId)).toEqual([]);

    const removed = await videoLesson();
    expectCourse(await upload(author, removed.url, lessonMp4(20)));
    const removedUrl = `${base}/${removed.courseId}/modules/${removed.moduleId}/lessons/${removed.lessonId}`;
    expectCourse(await author.call('DELETE', removedUrl));
    expect(mine(removed.courseId)).toEqual([]);

    const draft = await videoLesson();
    expectCourse(await upload(author, draft.url, lessonMp4(20)));
    expect((await author.call('DELETE', `${base}/${draft.courseId}`)).statusCode).toBe(204);
    expect(mine(draft.courseId)).toEqual([]);
  });

  it('answers another instructor 404 on a course that is not theirs, before reading the file', async () => {
    const lesson = await videoLesson();
    const before = lessonFiles();
    expect((await upload(rival, lesson.url, lessonMp4())).statusCode).toBe(404);
    expect((await rival.call('DELETE', lesson.url)).statusCode).toBe(404);
    expect(lessonFiles()).toEqual(before);
  });
});

/** Sends a multipart upload of `total` bytes (an MP4 header, then zeros) as a stream, without holding it. */
async function streamUpload(url: string, total: number, { declareLength }: { declareLength: boolean }) {
  const boundary = '----storyloomstream';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const movie = Buffer.concat([ftyp(), box('moov', mvhdOf(1000, 120_000))]);
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(total - movie.length);
  mdatHeader.write('mdat', 4, 'latin1');
  const chunk = { length: 64 * 1024 };
  const headers: Record<string, string | number> = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    cookie: author.cookie,
  };
  if (declareLength) headers['content-length'] = head.length + total + tail.length;
  // The body is made as it is read, a chunk at a time, so the test holds none of it either; it
  // goes in without a socket, so a server that stops reading at the limit is not a reset race.
  let answered = false;
  async function* body() {
    yield head;
    yield movie;
    yield mdatHeader;
    for (let sent = movie.length + 8; sent < total && !answered; sent += chunk.length) {
      // A fresh buffer each time, as a socket would give: a server keeping the chunks would show.
      yield Buffer.alloc(Math.min(chunk.length, total - sent));
      // A pause each MiB lets the sampler look at the server mid-upload.
      if (sent % (1024 * 1024) < chunk.length) await new Promise((r) => setTimeout(r, 25));
    }
    yield tail;
  }
  // What the process holds, not what it has let go of: buffers still reachable after a full GC,
  // sampled while the upload is under way (a full GC takes a while: samples never overlap).
  const held = () => {
    gc();
    return process.memoryUsage().arrayBuffers;
  };
  const baseline = held();
  let peak = 0;
  let samples = 0;
  let sampling = true;
  const sample = () => {
    if (!sampling) return;
    peak = Math.max(peak, held() - baseline);
    samples += 1;
    setTimeout(sample, 20);
  };
  setTimeout(sample, 20);
  try {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: headers as Record<string, string>,
      payload: Readable.from(body(), { objectMode: false }),
    });
    answered = true;
    return { status: res.statusCode, body: res.body, peakMb: peak / 1024 / 1024, samples };
  } finally {
    sampling = false;
  }
}

describe('a large video', () => {
  it('is refused with 413 when its declared length is over the limit, before it is read', async () => {
    const lesson = await videoLesson();
    const res = await streamUpload(lesson.url, (LIMIT_MB + 8) * 1024 * 1024, { declareLength: true });
    expect(res.status, res.body).toBe(413);
    expect(
      json<{ error: { code: string; message: string } }>({ body: res.body } as LightMyRequestResponse).error,
    ).toEqual({
      code: 'file_too_large',
      message: studioMediaErrors.videoTooLarge(`${LIMIT_MB} MB`),
    });
  });

  it('is refused with 413 at the limit when streamed without a length, never held and never stored', async () => {
    const lesson = await videoLesson();
    const before = lessonFiles();
    const res = await streamUpload(lesson.url, 3 * LIMIT_MB * 1024 * 1024, { declareLength: false });
    expect(res.status, res.body).toBe(413);
    expect(res.samples).toBeGreaterThan(10);
    expect(res.peakMb).toBeLessThan(8);
    expect(lessonFiles()).toEqual(before);
    expect(fs.readdirSync(tempDir())).toEqual([]);
  });

  it('under the limit is streamed to storage without the process holding it', async () => {
    const lesson = await videoLesson();
    const size = (LIMIT_MB - 4) * 1024 * 1024;
    const res = await streamUpload(lesson.url, size, { declareLength: false });
    expect(res.status, res.body).toBe(200);
    expect(res.samples).toBeGreaterThan(10);
    expect(res.peakMb).toBeLessThan(8);
    const video = json<StudioCourse>({ body: res.body } as LightMyRequestResponse).modules[0]?.lessons[0]?.video;
    expect(video).toMatchObject({ sizeBytes: size, durationSeconds: 120 });
    expect(fs.statSync(path.join(uploadsDir(), String(video?.url).replace('/uploads/', ''))).size).toBe(size);
  });
});

describe('range requests on /uploads', () => {
  let url = '';
  let bytes: Buffer;

  beforeAll(async () => {
    const lesson = await videoLesson();
    // Media bytes that differ at every offset, so a wrong range cannot pass by chance.
    bytes = Buffer.concat([
      ftyp(),
      box('moov', mvhdOf(1000, 5000)),
      box('mdat', Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) % 256))),
    ]);
    url = lessonOf(expectCourse(await upload(author, lesson.url, bytes)))?.video?.url as string;
  });

  const get = (range?: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: range ? { range } : {} });

  it('answers the whole file with Accept-Ranges when no range is asked', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 206 with the bytes of a span, an open end and a suffix', async () => {
    const size = bytes.length;
    const cases: Array<[string, number, number]> = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-1999', 1000, 1999],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      ['bytes=-300', size - 300, size - 1],
      [`bytes=100-${size * 2}`, 100, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(range);
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(res.headers['content-length']), range).toBe(end - start + 1);
      expect(res.rawPayload.equals(bytes.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers 416 with the size for a range past the end, and the whole file for several ranges', async () => {
    const res = await get(`bytes=${bytes.length}-`);
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(json<{ error: { code: string } }>(res).error.code).toBe('range_not_satisfiable');
    expect((await get('bytes=-0')).statusCode).toBe(416);
    const several = await get('bytes=0-9,20-29');
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(bytes.length);
  });

  it('answers HEAD with the headers of the range and no body', async () => {
    const res = await get('bytes=10-19', 'HEAD');
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 10-19/${bytes.length}`);
    expect(res.headers['content-length']).toBe('10');
    expect(res.body).toBe('');
    const whole = await get(undefined, 'HEAD');
    expect([whole.statusCode, whole.headers['content-length'], whole.body]).toEqual([200, String(bytes.length), '']);
  });
});
