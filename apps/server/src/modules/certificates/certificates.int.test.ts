import {
  type Achievement,
  type LeaderboardPage,
  type MyCertificate,
  type Page,
  POINTS,
  type PublicCertificate,
  type StudioCourse,
} from '@storyloom/domain';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { bornYearsAgo, signUpChild } from '../../test/children.js';
import { guestCall, type Member, newMember } from '../../test/community.js';
import { uniqueText } from '../../test/random-text.js';
import { studioCourseInput, studioLessonInput } from '../../test/studio.js';
import { certificateDate } from './pdf.js';
import { issueCertificate } from './service.js';

let t: TestApp;
let admin: Member;
let author: Member;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  admin = await newMember(t, 'Certificate Admin');
  await t.app.ctx.db.updateTable('user').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  t.app.ctx.sessions.forgetUser(admin.id);
  author = await newMember(t, 'Certificate Author');
  const granted = await admin.call('PUT', `/api/admin/users/${author.id}/role`, { role: 'instructor' });
  expect(granted.statusCode, granted.body).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function ok<T>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return json<T>(res);
}

/** A published course of two modules with a lesson each, made through the studio's routes. */
async function publishedCourse(title = uniqueText('Certified course ', 8)): Promise<StudioCourse> {
  const base = '/api/studio/courses';
  const input = studioCourseInput(title, {
    instructor: { name: uniqueText('Rosa Instructor ', 6), title: 'Author', bio: 'Writes and teaches.' },
  });
  let course = ok<StudioCourse>(await author.call('POST', base, input), 201);
  for (const index of [0, 1]) {
    const modules = `${base}/${course.id}/modules`;
    course = ok<StudioCourse>(
      await author.call('POST', modules, { title: `Module ${index + 1}`, description: '' }),
      201,
    );
    const lessons = `${modules}/${course.modules[index]?.id}/lessons`;
    course = ok<StudioCourse>(await author.call('POST', lessons, studioLessonInput(`Lesson ${index + 1}`)), 201);
  }
  return ok<StudioCourse>(await author.call('PUT', `${base}/${course.id}/status`, { status: 'published' }));
}

async function enroll(member: Member, slug: string) {
  const res = await member.call('POST', `/api/courses/${slug}/enrollment`, {});
  expect(res.statusCode, res.body).toBe(201);
}

async function complete(member: Member, slug: string, position: number) {
  const res = await member.call('POST', `/api/courses/${slug}/modules/${position}/completion`, {});
  expect(res.statusCode, res.body).toBe(200);
}

async function finish(member: Member, slug: string) {
  await enroll(member, slug);
  await complete(member, slug, 1);
  await complete(member, slug, 2);
}

const mine = async (member: Member, query = '') =>
  ok<Page<MyCertificate>>(await member.call('GET', `/api/certificates${query}`));

async function pdfText(res: LightMyRequestResponse): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
  return text;
}

async function ledger(userId: string) {
  return t.app.ctx.db
    .selectFrom('points_ledger')
    .select(['points', 'source_key'])
    .where('user_id', '=', userId)
    .where('reason', '=', 'courseCompleted')
    .execute();
}

describe('issuing', () => {
  it('issues exactly one certificate when the last module is completed, whatever is repeated', async () => {
    const course = await publishedCourse();
    const learner = await newMember(t, 'Avery Stone');
    await enroll(learner, course.slug);
    await complete(learner, course.slug, 1);
    expect((await mine(learner)).total).toBe(0);
    await complete(learner, course.slug, 2);
    await complete(learner, course.slug, 2);
    await complete(learner, course.slug, 1);
    const list = await mine(learner);
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      learnerName: 'Avery Stone',
      courseTitle: course.title,
      instructorName: course.instructor.name,
    });
    const rows = await t.app.ctx.db
      .selectFrom('certificates')
      .select('id')
      .where('user_id', '=', learner.id)
      .where('course_id', '=', course.id)
      .execute();
    expect(rows).toEqual([{ id: list.items[0]?.id }]);
  });

  it('writes the course’s points once and earns the certificate achievement', async () => {
    const course = await publishedCourse();
    const learner = await newMember(t, 'Points Learner');
    const bystander = await newMember(t, 'Points Bystander');
    const earned = async (member: Member) =>
      ok<{ items: Achievement[] }>(await member.call('GET', '/api/achievements')).items.find(
        (a) => a.id === 'first-certificate',
      )?.earned;
    expect(await earned(learner)).toBe(false);
    await finish(learner, course.slug);
    await complete(learner, course.slug, 2);
    const again = await issueCertificate(t.app.ctx.db, learner.id, course.id);
    expect(again).toEqual({ id: (await mine(learner)).items[0]?.id, issued: false });
    expect(await ledger(learner.id)).toEqual([{ points: POINTS.courseCompleted, source_key: `course:${course.id}` }]);
    expect(await earned(learner)).toBe(true);
    expect(await earned(bystander)).toBe(false);
    // The leaderboard says what the points were for.
    const board = ok<LeaderboardPage>(await learner.call('GET', '/api/leaderboard?range=7days&pageSize=50'));
    expect(board.items.find((e) => e.userId === learner.id)?.contribution).toMatchObject({ courses: 1, posts: 0 });
    expect(await ledger(bystander.id)).toEqual([]);
  });

  it('issues one certificate and one award when two completions race', async () => {
    const course = await publishedCourse();
    const learner = await newMember(t, 'Racing Learner');
    const results = await Promise.all([1, 2, 3].map(() => issueCertificate(t.app.ctx.db, learner.id, course.id)));
    expect(results.filter((r) => r?.issued)).toHaveLength(1);
    expect(new Set(results.map((r) => r?.id)).size).toBe(1);
    expect(await ledger(learner.id)).toHaveLength(1);
  });

  it('keeps the names as they were on the day it was issued', async () => {
    const course = await publishedCourse();
    const learner = await newMember(t, 'Jordan Original');
    await finish(learner, course.slug);
    // The instructor renames the course and hands it over; the learner changes their name.
    const renamed = studioCourseInput(uniqueText('Renamed course ', 8), {
      instructor: { name: 'Someone Else', title: 'Editor', bio: 'Took over.' },
    });
    ok(await author.call('PUT', `/api/studio/courses/${course.id}`, renamed));
    ok(await learner.call('PATCH', '/api/profile', { fullName: 'Jordan Renamed' }));
    expect((await mine(learner)).items[0]).toMatchObject({
      learnerName: 'Jordan Original',
      courseTitle: course.title,
      instructorName: course.instructor.name,
    });
  });

  it('lists the learner’s own certificates, newest first, a page at a time', async () => {
    const first = await publishedCourse();
    const second = await publishedCourse();
    const learner = await newMember(t, 'Paging Learner');
    await finish(learner, first.slug);
    await finish(learner, second.slug);
    const page1 = await mine(learner, '?pageSize=1');
    const page2 = await mine(learner, '?pageSize=1&page=2');
    expect([page1.total, page1.page, page1.pageSize]).toEqual([2, 1, 1]);
    expect([...page1.items, ...page2.items].map((c) => c.courseTitle)).toEqual([second.title, first.title]);
    expect((await mine(author)).total).toBe(0);
    expect((await guestCall(t, 'GET', '/api/certificates')).statusCode).toBe(401);
  });
});

describe('the public check', () => {
  it('shows an adult’s name, the course and the date, and nothing else about them', async () => {
    const course = await publishedCourse();
    const learner = await newMember(t, 'Riley Adult');
    await finish(learner, course.slug);
    const [own] = (await mine(learner)).items;
    const res = await guestCall(t, 'GET', `/api/certificates/${own?.id}`);
    const body = ok<PublicCertificate>(res);
    expect(body).toEqual({
      id: own?.id,
      learnerName: 'Riley Adult',
      courseTitle: course.title,
      issuedAt: own?.issuedAt,
    });
    for (const secret of [learner.id, learner.email, course.instructor.name]) expect(res.body).not.toContain(secret);
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  it('shows a minor as first name and last initial; the learner’s own list and PDF keep the full name', async () => {
    const course = await publishedCourse();
    const teen = await newMember(t, 'Maya Chen', bornYearsAgo(15));
    await finish(teen, course.slug);
    const [own] = (await mine(teen)).items;
    expect(own?.learnerName).toBe('Maya Chen');
    const res = await guestCall(t, 'GET', `/api/certificates/${own?.id}`);
    expect(ok<PublicCertificate>(res).learnerName).toBe('Maya C.');
    expect(res.body).not.toContain('Chen');
    // A signed-in member sees no more than a guest.
    const member = await newMember(t, 'Curious Member');
    expect(ok<PublicCertificate>(await member.call('GET', `/api/certificates/${own?.id}`)).learnerName).toBe('Maya C.');
    const pdf = await teen.call('GET', `/api/certificates/${own?.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf)).toContain('Maya Chen');
  });

  it('answers 404 certificate_not_found for an unknown or garbled id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-certificate']) {
      const res = await guestCall(t, 'GET', `/api/certificates/${id}`);
      expect(res.statusCode).toBe(404);
      expect(json<{ error: { code: string } }>(res).error.code).toBe('certificate_not_found');
    }
  });
});

describe('the PDF', () => {
  it('is an attachment with the name, course, instructor, date and verification link', async () => {
    const course = await publishedCourse(uniqueText('Café Stories & More ', 6));
    const learner = await newMember(t, 'Sam Downloader');
    await finish(learner, course.slug);
    const [own] = (await mine(learner)).items;
    const res = await learner.call('GET', `/api/certificates/${own?.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="certificate-cafe-stories-more-[a-z0-9-]+\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res);
    for (const part of [
      'Sam Downloader',
      course.title,
      course.instructor.name,
      certificateDate(own?.issuedAt ?? ''),
      `${t.config.appUrl}/certificates/${own?.id}`,
    ]) {
      expect(text).toContain(part);
    }
  });

  it('is its learner’s only: a guest gets 401, any other member, the instructor and an admin 404', async () => {
    const course = await publishedCourse();
    const learner = await newMember(t, 'Owner Only');
    await finish(learner, course.slug);
    const [own] = (await mine(learner)).items;
    const url = `/api/certificates/${own?.id}/pdf`;
    expect((await guestCall(t, 'GET', url)).statusCode).toBe(401);
    const other = await newMember(t, 'Other Member');
    // A child whose parent has not answered yet browses as any other member: their own list, no one else's PDF.
    const child = await signUpChild(t);
    const asChild = (path: string) => t.app.inject({ method: 'GET', url: path, headers: { cookie: child.cookie } });
    expect(json<Page<MyCertificate>>(await asChild('/api/certificates')).total).toBe(0);
    expect((await asChild(url)).statusCode).toBe(404);
    for (const member of [other, author, admin]) {
      const res = await member.call('GET', url);
      expect(res.statusCode).toBe(404);
      expect(json<{ error: { code: string } }>(res).error.code).toBe('certificate_not_found');
      expect(res.body).not.toContain('Owner Only');
    }
  });
});
