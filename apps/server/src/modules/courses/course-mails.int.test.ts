import type { CourseSummary, StudioCourse } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type TestApp } from '../../test/app.js';
import { bornYearsAgo } from '../../test/children.js';
import { createLearningTestApp, STORY } from '../../test/learning.js';
import { uniqueText } from '../../test/random-text.js';
import { studioCourseInput, studioLessonInput } from '../../test/studio.js';
import { signUpAndIn } from '../../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createLearningTestApp();
});
afterAll(async () => {
  await t.close();
});

async function learner(name: string, birth?: { birthMonth: number; birthYear: number }) {
  const { cookie, email } = await signUpAndIn(t.app, t.mails, { name, ...(birth ? { birth } : {}) });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload: object = {}) =>
    t.app.inject({ method, url, headers: { cookie }, ...(method === 'GET' ? {} : { payload }) });
  return { email, call, mails: () => t.mails.filter((m) => m.to === email) };
}

const enroll = (l: Awaited<ReturnType<typeof learner>>) => l.call('POST', `/api/courses/${STORY}/enrollment`);
const completeModule = (l: Awaited<ReturnType<typeof learner>>, n: number) =>
  l.call('POST', `/api/courses/${STORY}/modules/${n}/completion`);

describe('Welcome Email on course enrollment', () => {
  it('sends the stored template once, with the From name and Reply-To; a repeat sends none', async () => {
    const lena = await learner('Lena Learner');
    await lena.call('PUT', '/api/settings/email', { fromName: 'Coach Lena', replyTo: 'lena@example.com' });
    const edited = await lena.call('PUT', '/api/settings/email/templates/welcome', {
      subject: 'Day one of {{course}}',
      body: 'Hi {{name}}, begin here: {{link}}\n\n{{sender}}',
    });
    expect(edited.statusCode).toBe(200);
    const before = lena.mails().length;

    const res = await enroll(lena);
    expect(res.statusCode).toBe(201);
    const { title } = json<{ course: CourseSummary }>(res).course;
    const sent = lena.mails().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      subject: `Day one of ${title}`,
      text: `Hi Lena Learner, begin here: ${t.config.appUrl}/courses/${STORY}/module/1\n\nCoach Lena\n`,
      fromName: 'Coach Lena',
      replyTo: 'lena@example.com',
    });

    expect((await enroll(lena)).statusCode).toBe(200);
    expect(lena.mails()).toHaveLength(before + 1);
  });

  it('uses the default template and sender when nothing is set', async () => {
    const max = await learner('Max Default');
    const before = max.mails().length;
    const { title } = json<{ course: CourseSummary }>(await enroll(max)).course;
    const [mail] = max.mails().slice(before);
    expect(mail?.subject).toBe(`Welcome to ${title}!`);
    expect(mail?.text).toContain('Hi Max Default');
    expect(mail).not.toHaveProperty('fromName');
    expect(mail).not.toHaveProperty('replyTo');
  });

  it('is not sent when course-update mail is turned off, and a mail failure never fails the enrollment', async () => {
    const quiet = await learner('Quinn Quiet');
    await quiet.call('PUT', '/api/settings/notifications', { category: 'course_updates', inApp: true, email: false });
    const before = quiet.mails().length;
    expect((await enroll(quiet)).statusCode).toBe(201);
    expect(quiet.mails()).toHaveLength(before);

    const unlucky = await learner('Una Unlucky');
    const { mailer } = t.app.ctx;
    const send = mailer.send;
    mailer.send = async () => {
      throw new Error('SMTP is down');
    };
    try {
      const res = await enroll(unlucky);
      expect(res.statusCode).toBe(201);
      expect(json<{ course: CourseSummary }>(res).course.progress.enrolled).toBe(true);
    } finally {
      mailer.send = send;
    }
  });
});

describe('Course Completion mail', () => {
  it('is sent once, when the last module completes the course', async () => {
    const cleo = await learner('Cleo Finisher');
    await cleo.call('PUT', '/api/settings/email', { fromName: 'Coach Cleo', replyTo: '' });
    await cleo.call('PUT', '/api/settings/email/templates/course_completion', {
      subject: 'Done: {{course}}',
      body: 'Well done {{name}}! Next: {{link}}',
    });
    const { title } = json<{ course: CourseSummary }>(await enroll(cleo)).course;
    const completions = () => cleo.mails().filter((m) => m.subject === `Done: ${title}`);

    // Out of order: module 5 first, so "the last one" means the last missing one, not number 5.
    for (const n of [5, 1, 2, 3]) expect((await completeModule(cleo, n)).statusCode).toBe(200);
    expect(completions()).toHaveLength(0);
    expect((await completeModule(cleo, 4)).statusCode).toBe(200);
    expect(completions()).toEqual([
      expect.objectContaining({
        text: `Well done Cleo Finisher! Next: ${t.config.appUrl}/courses\n`,
        fromName: 'Coach Cleo',
      }),
    ]);
    expect(completions()[0]).not.toHaveProperty('replyTo');

    // Completing modules again (or the last one again) sends nothing more.
    for (const n of [4, 5]) expect((await completeModule(cleo, n)).statusCode).toBe(200);
    expect(completions()).toHaveLength(1);
  });

  it('is sent once when every module is completed at the same time', async () => {
    const rush = await learner('Rush Racer');
    const { title } = json<{ course: CourseSummary }>(await enroll(rush)).course;
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => completeModule(rush, n)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const mails = rush.mails().filter((m) => m.subject === `You completed ${title}!`);
    expect(mails).toHaveLength(1);
    // The default text links the certificate the completion issued.
    const { items } = json<{ items: Array<{ id: string }> }>(await rush.call('GET', '/api/certificates'));
    expect(items).toHaveLength(1);
    expect(mails[0]?.text).toContain(`${t.config.appUrl}/certificates/${items[0]?.id}`);
  });
});

describe('course mails of an instructor’s course (issue 17)', () => {
  it('use the instructor’s templates and sender; a young learner gets no Reply-To into the instructor’s inbox', async () => {
    const ines = await learner('Ines Instructor');
    const { user } = json<{ user: { id: string } }>(await ines.call('GET', '/api/me'));
    await t.app.ctx.db.updateTable('user').set({ role: 'instructor' }).where('id', '=', user.id).execute();
    t.app.ctx.sessions.forgetUser(user.id);
    await ines.call('PUT', '/api/settings/email', { fromName: 'Ines at Storyloom', replyTo: 'ines@example.com' });
    const template = await ines.call('PUT', '/api/settings/email/templates/welcome', {
      subject: 'Ines welcomes you to {{course}}',
      body: 'Hi {{name}}, start: {{link}}\n\n{{sender}}',
    });
    expect(template.statusCode).toBe(200);
    const base = '/api/studio/courses';
    const course = json<StudioCourse>(await ines.call('POST', base, studioCourseInput(uniqueText('Mail course ', 8))));
    const withModule = json<StudioCourse>(
      await ines.call('POST', `${base}/${course.id}/modules`, { title: 'One', description: '' }),
    );
    await ines.call(
      'POST',
      `${base}/${course.id}/modules/${withModule.modules[0]?.id}/lessons`,
      studioLessonInput('Start'),
    );
    expect((await ines.call('PUT', `${base}/${course.id}/status`, { status: 'published' })).statusCode).toBe(200);

    const adult = await learner('Ada Adult');
    const teen = await learner('Tess Teen', bornYearsAgo(15));
    for (const member of [adult, teen]) {
      expect((await member.call('POST', `/api/courses/${course.slug}/enrollment`)).statusCode).toBe(201);
    }
    const welcome = (member: typeof adult) =>
      member.mails().find((m) => m.subject === `Ines welcomes you to ${course.title}`);
    expect(welcome(adult)).toMatchObject({ fromName: 'Ines at Storyloom', replyTo: 'ines@example.com' });
    expect(welcome(teen)).toMatchObject({ fromName: 'Ines at Storyloom' });
    expect(welcome(teen)).not.toHaveProperty('replyTo');
  });
});
