import { DEFAULT_TIMEZONE, errorText } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, json, type TestApp } from '../test/app.js';
import { ageScreenCookie, uniqueUsername } from '../test/children.js';
import { ADULT_BIRTH_MONTH, signUpAndIn, uniqueEmail, verificationLink } from '../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string; details?: { findings?: Array<{ message: string }> } } };
const errorOf = (res: { body: string }) => json<ErrorBody>(res as never).error;

const signUp = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    payload: { name: 'Lang Tester', password: 'secret-pass-1', ...ADULT_BIRTH_MONTH, ...payload },
  });

/** Verifies the address from its mail and signs in; the session cookie. */
async function verifyAndSignIn(email: string): Promise<string> {
  const link = new URL(verificationLink(t.mails, email));
  await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: 'secret-pass-1' },
  });
  expect(res.statusCode).toBe(200);
  return cookieFrom(res);
}

const generalOf = async (cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/settings/general', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return json<{ timezone: string; language: string }>(res);
};

describe('errors in the reader’s language (issue 19)', () => {
  it('a guest’s validation error follows Accept-Language; without it, the exact English text', async () => {
    const spanish = await signUp({ email: 'no-at-sign' }, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(spanish.statusCode).toBe(400);
    expect(errorOf(spanish)).toEqual({
      code: 'validation_failed',
      message: 'El correo electrónico debe contener una @',
    });

    const english = await signUp({ email: 'no-at-sign' });
    expect(errorOf(english)).toEqual({ code: 'validation_failed', message: 'Email must contain an @ symbol' });

    const german = await signUp({ email: 'no-at-sign' }, { 'accept-language': 'de-DE' });
    expect(errorOf(german).message).toBe('Email must contain an @ symbol');
  });

  it('keeps the field’s name before a translated route validation message', async () => {
    const payload = { name: '', email: uniqueEmail('wl') };
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      headers: { 'accept-language': 'fr-FR' },
      payload,
    });
    const english = await t.app.inject({ method: 'POST', url: '/api/waiting-list', payload });
    expect(french.statusCode).toBe(400);
    expect(errorOf(english).message).toBe(`name: ${errorText['name.required']}`);
    expect(errorOf(french).message).toBe('name: Saisis ton nom complet');
  });

  it('a signed-in member’s Language setting wins over Accept-Language', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/general',
      headers: { cookie },
      payload: { timezone: 'America/Sao_Paulo', language: 'pt-BR' },
    });
    expect(saved.statusCode).toBe(200);

    const me = json<{ user: { id: string } }>(
      await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }),
    );
    const follow = await t.app.inject({
      method: 'PUT',
      url: `/api/members/${me.user.id}/follow`,
      headers: { cookie, 'accept-language': 'en-US,en' },
    });
    expect(follow.statusCode).toBe(400);
    expect(errorOf(follow)).toEqual({ code: 'cannot_follow_self', message: 'Você não pode seguir a si mesmo' });

    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/general',
      headers: { cookie, 'accept-language': 'en' },
      payload: { timezone: 'Mars/Olympus', language: 'pt-BR' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid).message).toBe('Escolha um fuso horário da lista');

    // Back to English (US): the same member reads English again, whatever the browser says.
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/general',
      headers: { cookie },
      payload: { timezone: 'America/Sao_Paulo', language: 'en-US' },
    });
    const english = await t.app.inject({
      method: 'PUT',
      url: `/api/members/${me.user.id}/follow`,
      headers: { cookie, 'accept-language': 'pt-BR' },
    });
    expect(errorOf(english).message).toBe('You cannot follow yourself');
  });

  it('tells a message built from values (the safety filter’s) in the reader’s language', async () => {
    const res = await signUp(
      { email: uniqueEmail('pii'), name: 'Call me at 555-123-4567' },
      { 'accept-language': 'es' },
    );
    expect(res.statusCode).toBe(422);
    const error = errorOf(res);
    expect(error.code).toBe('personal_info_refused');
    expect(error.message).toContain('Esto parece un número de teléfono.');
    expect(error.message).toContain('Un nombre lo ve todo el mundo');
    expect(error.details?.findings?.[0]?.message).toBe(
      'Esto parece un número de teléfono. Si lo compartes, personas desconocidas podrían contactarte.',
    );

    const english = await signUp({ email: uniqueEmail('pii'), name: 'Call me at 555-123-4567' });
    expect(errorOf(english).message).toBe(
      `${errorText['finding.phone']} A name is shown to everyone, so it can’t hold personal information. Please choose another one.`,
    );
  });
});

describe('a new account’s time zone and language (issue 19)', () => {
  it('takes the time zone and language the browser sent', async () => {
    const email = uniqueEmail('tokyo');
    const res = await signUp({ email, timezone: 'Asia/Tokyo', language: 'es-ES' }, { 'accept-language': 'fr-FR' });
    expect(res.statusCode).toBe(200);
    expect(await generalOf(await verifyAndSignIn(email))).toEqual({ timezone: 'Asia/Tokyo', language: 'es-ES' });
  });

  it('without them: the Accept-Language language and the default time zone', async () => {
    const email = uniqueEmail('paris');
    const res = await signUp({ email }, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(200);
    expect(await generalOf(await verifyAndSignIn(email))).toEqual({ timezone: DEFAULT_TIMEZONE, language: 'fr-FR' });
  });

  it('refuses a time zone that does not exist, with the field message', async () => {
    const res = await signUp({ email: uniqueEmail('mars'), timezone: 'Mars/Olympus' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'validation_failed', message: errorText['settings.timeZoneInvalid'] });
    const spanish = await signUp({ email: uniqueEmail('mars'), timezone: 'Mars/Olympus' }, { 'accept-language': 'es' });
    expect(errorOf(spanish).message).toBe('Elige una zona horaria de la lista');
    const language = await signUp({ email: uniqueEmail('xx'), language: 'xx-XX' });
    expect(language.statusCode).toBe(400);
  });

  it('a child account made in a browser takes its time zone and language too', async () => {
    const browser = await ageScreenCookie(t, 12);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/children/sign-up',
      headers: { cookie: browser, 'accept-language': 'pt-BR' },
      payload: {
        username: uniqueUsername(),
        password: 'kite-river-42',
        parentEmail: uniqueEmail('parent'),
        timezone: 'Europe/Lisbon',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await generalOf(cookieFrom(res))).toEqual({ timezone: 'Europe/Lisbon', language: 'pt-BR' });
  });
});
