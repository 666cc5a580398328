import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { signUpAndIn } from '../../test/users.js';
import { recipientsToNotify, shouldNotify } from './notifications.js';
import { renderTemplate } from './templates.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string } };
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('settings endpoints', () => {
  it('refuse guests on every tab', async () => {
    for (const url of ['notifications', 'general', 'email', 'email/templates', 'domains', 'homepage', 'team']) {
      expect((await call('GET', `/api/settings/${url}`)).statusCode, url).toBe(401);
    }
    expect(
      (await call('PUT', '/api/settings/general', undefined, { timezone: 'UTC', language: 'en-US' })).statusCode,
    ).toBe(401);
  });

  it('general: defaults Pacific time and English (US), stores a choice, refuses unknown zones', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    expect(json(await call('GET', '/api/settings/general', cookie))).toEqual({
      timezone: 'America/Los_Angeles',
      language: 'en-US',
    });
    const preferences = async () => json<{ preferences: unknown }>(await call('GET', '/api/me', cookie)).preferences;
    expect(await preferences()).toEqual({ timezone: 'America/Los_Angeles', language: 'en-US' });
    const saved = await call('PUT', '/api/settings/general', cookie, { timezone: 'Europe/Paris', language: 'fr-FR' });
    expect(json(saved)).toEqual({ timezone: 'Europe/Paris', language: 'fr-FR' });
    expect(json(await call('GET', '/api/settings/general', cookie))).toEqual({
      timezone: 'Europe/Paris',
      language: 'fr-FR',
    });
    // The whole app formats dates with these: /api/me carries them to every screen.
    expect(await preferences()).toEqual({ timezone: 'Europe/Paris', language: 'fr-FR' });
    expect(
      (await call('PUT', '/api/settings/general', cookie, { timezone: 'Mars/Olympus', language: 'en-US' })).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/api/settings/general', cookie, { timezone: 'UTC', language: 'xx' })).statusCode).toBe(
      400,
    );
  });

  it('notifications: all on by default; a stored choice is what shouldNotify answers', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const userId = json<{ user: { id: string } }>(await call('GET', '/api/me', cookie)).user.id;
    expect(json(await call('GET', '/api/settings/notifications', cookie))).toEqual({
      items: [
        { category: 'course_updates', inApp: true, email: true },
        { category: 'community_activity', inApp: true, email: true },
      ],
    });
    const res = await call('PUT', '/api/settings/notifications', cookie, {
      category: 'community_activity',
      inApp: true,
      email: false,
    });
    expect(json<{ items: unknown[] }>(res).items[1]).toEqual({
      category: 'community_activity',
      inApp: true,
      email: false,
    });
    const { db } = t.app.ctx;
    expect(await shouldNotify(db, userId, 'community_activity', 'email')).toBe(false);
    expect(await shouldNotify(db, userId, 'community_activity', 'in_app')).toBe(true);
    expect(await shouldNotify(db, userId, 'course_updates', 'email')).toBe(true);
    expect(
      await recipientsToNotify(db, [userId, 'a1b2c3d4-0000-4000-8000-000000000000'], 'community_activity', 'email'),
    ).toEqual(['a1b2c3d4-0000-4000-8000-000000000000']);
    expect(
      (await call('PUT', '/api/settings/notifications', cookie, { category: 'spam', inApp: true, email: true }))
        .statusCode,
    ).toBe(400);
  });

  it('email: sender stored; templates edited, used by renderTemplate and the test send, and reset', async () => {
    const { cookie, email } = await signUpAndIn(t.app, t.mails, { name: 'Coach Kim' });
    const userId = json<{ user: { id: string } }>(await call('GET', '/api/me', cookie)).user.id;
    expect(json(await call('GET', '/api/settings/email', cookie))).toEqual({ fromName: '', replyTo: '' });
    const sender = await call('PUT', '/api/settings/email', cookie, {
      fromName: 'Coach Kim',
      replyTo: 'kim@example.com',
    });
    expect(json(sender)).toEqual({ fromName: 'Coach Kim', replyTo: 'kim@example.com' });
    const badReply = await call('PUT', '/api/settings/email', cookie, { fromName: 'x', replyTo: 'not-an-email' });
    expect(json<ErrorBody>(badReply).error.message).toBe('Email must contain an @ symbol');

    const templates = json<{ items: { id: string; name: string; customized: boolean }[] }>(
      await call('GET', '/api/settings/email/templates', cookie),
    );
    expect(templates.items.map((x) => x.name)).toEqual(['Welcome Email', 'Course Completion', 'Password Reset']);

    const edit = {
      subject: 'Hello {{name}}, welcome to {{course}}',
      body: 'We are glad you joined {{course}}.\n\nStart: {{link}}\n\n{{sender}}',
    };
    const saved = json<{ items: { id: string; subject: string; customized: boolean }[] }>(
      await call('PUT', '/api/settings/email/templates/welcome', cookie, edit),
    );
    expect(saved.items[0]).toMatchObject({ id: 'welcome', subject: edit.subject, customized: true });

    const rendered = await renderTemplate(t.app.ctx.db, userId, 'welcome', {
      name: 'Ana',
      course: 'Storytelling',
      link: 'http://x.test/c',
    });
    expect(rendered.subject).toBe('Hello Ana, welcome to Storytelling');
    expect(rendered.text).toContain('Start: http://x.test/c');
    expect(rendered.text).toContain('Coach Kim');
    expect(rendered.html).toContain('<a href="http://x.test/c"');
    expect(rendered).toMatchObject({ fromName: 'Coach Kim', replyTo: 'kim@example.com' });
    const fallback = await renderTemplate(t.app.ctx.db, null, 'welcome', {
      name: 'Ana',
      course: 'Storytelling',
      link: 'L',
    });
    expect(fallback.subject).toBe('Welcome to Storytelling!');
    expect(fallback).not.toHaveProperty('fromName');
    expect(fallback).not.toHaveProperty('replyTo');

    const sent = await call('POST', '/api/settings/email/templates/welcome/test', cookie, {});
    expect(json(sent)).toEqual({ sentTo: email });
    expect(t.mails.at(-1)).toMatchObject({
      to: email,
      subject: 'Hello Coach Kim, welcome to Storytelling Fundamentals',
      fromName: 'Coach Kim',
      replyTo: 'kim@example.com',
    });

    const missingLink = await call('PUT', '/api/settings/email/templates/password_reset', cookie, {
      subject: 'Reset',
      body: 'No link here',
    });
    expect(missingLink.statusCode).toBe(400);
    expect(json<ErrorBody>(missingLink).error.message).toBe('The message must contain {{link}}');
    const unknownVar = await call('PUT', '/api/settings/email/templates/welcome', cookie, {
      subject: '{{password}}',
      body: '{{link}}',
    });
    expect(json<ErrorBody>(unknownVar).error.message).toBe('Unknown placeholder {{password}}');

    const reset = json<{ items: { customized: boolean; subject: string }[] }>(
      await call('DELETE', '/api/settings/email/templates/welcome', cookie),
    );
    expect(reset.items[0]).toMatchObject({ customized: false, subject: 'Welcome to {{course}}!' });
  });

  it('domains: default first with its badge, add with validation and pending state, owner-only removal', async () => {
    const a = await signUpAndIn(t.app, t.mails);
    const b = await signUpAndIn(t.app, t.mails);
    const list = json<{ items: { hostname: string; isDefault: boolean }[]; total: number }>(
      await call('GET', '/api/settings/domains', a.cookie),
    );
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ isDefault: true, status: 'verified' });
    expect(list.items[0]?.hostname).toMatch(/^user-[0-9a-f]{8}\.storyloom\.site$/);

    for (const hostname of ['not a domain', 'localhost', 'http://x.com', 'x.storyloom.site', '-bad.com', 'a.c']) {
      expect((await call('POST', '/api/settings/domains', a.cookie, { hostname })).statusCode, hostname).toBe(400);
    }
    const added = await call('POST', '/api/settings/domains', a.cookie, { hostname: 'Courses.Example.com.' });
    expect(added.statusCode).toBe(201);
    const domain = json<{
      id: string;
      hostname: string;
      status: string;
      verification: { name: string; value: string };
    }>(added);
    expect(domain).toMatchObject({ hostname: 'courses.example.com', status: 'pending' });
    expect(domain.verification.name).toBe('_storyloom-verification.courses.example.com');
    expect(
      (await call('POST', '/api/settings/domains', a.cookie, { hostname: 'courses.example.com' })).statusCode,
    ).toBe(409);
    // Someone else may claim it too while it is unverified: squatting cannot block the real owner.
    expect(
      (await call('POST', '/api/settings/domains', b.cookie, { hostname: 'courses.example.com' })).statusCode,
    ).toBe(201);

    const page2 = json<{ items: { hostname: string }[]; total: number }>(
      await call('GET', '/api/settings/domains?page=2&pageSize=1', a.cookie),
    );
    expect(page2).toMatchObject({ total: 2, items: [{ hostname: 'courses.example.com' }] });

    expect((await call('DELETE', `/api/settings/domains/${domain.id}`, b.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/settings/domains/${domain.id}`, a.cookie)).statusCode).toBe(200);
    expect(json<{ total: number }>(await call('GET', '/api/settings/domains', a.cookie)).total).toBe(1);
  });

  it('homepage: stored and validated', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    expect(json(await call('GET', '/api/settings/homepage', cookie))).toEqual({
      siteTitle: '',
      siteDescription: '',
      layout: 'featured_courses',
    });
    const value = { siteTitle: 'Robin’s Studio', siteDescription: 'Stories and courses', layout: 'about_me' };
    expect(json(await call('PUT', '/api/settings/homepage', cookie, value))).toEqual(value);
    expect(json(await call('GET', '/api/settings/homepage', cookie))).toEqual(value);
    expect((await call('PUT', '/api/settings/homepage', cookie, { ...value, layout: 'grid' })).statusCode).toBe(400);
  });
});
