import { mailEn, SERVER_TEXT } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientLocale, recipientLocales } from '../i18n/recipient-locale.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { ageScreenCookie, uniqueUsername } from '../test/children.js';
import { newMember, publish } from '../test/community.js';
import { mailTo, tokenIn } from '../test/parents.js';
import { uniqueEmail } from '../test/users.js';

/**
 * Issue 19: every mail goes out in its recipient's language (decision 1903): a member's Settings →
 * General language, the browser's for an address without an account yet, and the child's for the
 * mails to their parent.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '10' });
});
afterAll(async () => {
  await t.close();
});

const text = (locale: 'es' | 'pt-BR' | 'fr', key: keyof typeof mailEn) => SERVER_TEXT[locale][`mail.${key}`] ?? '';

describe('mail in the recipient’s language', () => {
  it('mails a member whose Language is Português a new comment in Portuguese', async () => {
    const author = await newMember(t, 'Ana Autora');
    const reader = await newMember(t, 'Ben Leitor');
    const saved = await author.call('PUT', '/api/settings/general', {
      timezone: 'America/Sao_Paulo',
      language: 'pt-BR',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const post = await publish(author, 'o que vocês acham?');
    const before = t.mails.filter((m) => m.to === author.email).length;

    const comment = await reader.call('POST', `/api/posts/${post}/comments`, { content: 'Adorei o começo!' });
    expect(comment.statusCode).toBe(201);
    const mails = t.mails.filter((m) => m.to === author.email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Ben Leitor comentou no seu post');
    expect(mails[0]?.text).toContain('“Adorei o começo!”');
    expect(mails[0]?.text).toContain('Ver a conversa: ');
    expect(mails[0]?.text).toContain('Configurações → Notificações');
    expect(mails[0]?.html).toContain('Se o botão não funcionar, abra este link:');
    // The reader kept English: their own mails stay English.
    expect(mails[0]?.to).not.toBe(reader.email);
  });

  it('sends a password reset in the language of the account it resets', async () => {
    const member = await newMember(t, 'Elena Olvido');
    const saved = await member.call('PUT', '/api/settings/general', { timezone: 'Europe/Madrid', language: 'es-ES' });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      // The browser asking is French: the mail still follows the account's own language.
      headers: { 'accept-language': 'fr-FR' },
      payload: { email: member.email, redirectTo: '/reset-password' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = mailTo(t, member.email, text('es', 'template.password_reset.subject'));
    expect(mail.subject).toBe('Restablece tu contraseña de Storyloom');
    expect(mail.text).toContain('¡Hola, Elena Olvido!');
    expect(mail.text).toContain('Hemos recibido una solicitud para restablecer tu contraseña.');
    expect(mail.text).toContain('El equipo de Storyloom');
    expect(mail.text).toMatch(/https?:\/\/\S+reset-password\S*/);
  });

  it('shows our default templates in the member’s language in Settings → Email, and sends a saved one as written', async () => {
    const member = await newMember(t, 'Paula Modelo');
    await member.call('PUT', '/api/settings/general', { timezone: 'America/Sao_Paulo', language: 'pt-BR' });
    const list = await member.call('GET', '/api/settings/email/templates');
    const items = (JSON.parse(list.body) as { items: Array<{ id: string; subject: string; body: string }> }).items;
    const reset = items.find((i) => i.id === 'password_reset');
    expect(reset?.subject).toBe('Redefina sua senha do Storyloom');
    expect(reset?.body).toContain('{{link}}');

    const saved = await member.call('PUT', '/api/settings/email/templates/password_reset', {
      subject: 'My own reset words',
      body: 'Hello {{name}}, here: {{link}}',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: member.email, redirectTo: '/reset-password' },
    });
    const mail = mailTo(t, member.email, 'My own reset words');
    expect(mail.text.startsWith('Hello Paula Modelo, here: http')).toBe(true);
  });

  it('sends the sign-up verification in Spanish to a browser that asks for Spanish', async () => {
    const email = uniqueEmail('nuevo');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      payload: { name: 'Nico Nuevo', email, password: 'secret-pass-1', birthMonth: 6, birthYear: 1990 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = mailTo(t, email, 'Confirma tu dirección de correo de Storyloom');
    expect(mail.text.startsWith('¡Hola, Nico Nuevo!\n\n¡Te damos la bienvenida a Storyloom!')).toBe(true);
    expect(mail.text).toContain('Confirma tu correo: http');
    expect(mail.html).toContain('Confirmar correo');
  });

  it('keeps English for a browser without a shipped language', async () => {
    const email = uniqueEmail('guest');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'accept-language': 'ja-JP' },
      payload: { name: 'Kai', email, password: 'secret-pass-1', birthMonth: 6, birthYear: 1990 },
    });
    expect(mailTo(t, email, mailEn['verify.subject']).text.startsWith('Hi Kai,')).toBe(true);
  });

  it('writes to a parent in the child’s language: the notice, then the confirmation after a change', async () => {
    // The child signs up from a French browser: the notice goes out in French.
    const browser = await ageScreenCookie(t, 12);
    const username = uniqueUsername();
    const parentEmail = `parent.${username}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/children/sign-up',
      headers: { cookie: browser, 'accept-language': 'fr-FR,fr;q=0.9' },
      payload: { username, password: 'kite-river-42', parentEmail },
    });
    expect(res.statusCode, res.body).toBe(200);
    const notice = mailTo(t, parentEmail, text('fr', 'parent.notice.subject'));
    expect(notice.subject).toBe('Merci d’approuver le compte Storyloom de votre enfant');
    expect(notice.text).toContain(`avec le nom d’utilisateur ${username}`);
    expect(notice.text).toContain('Approuver le compte');
    expect(notice.text).toMatch(/jusqu’au \d{1,2} \p{L}+ \d{4} à \d{2}:\d{2} \(UTC\)/u);
    expect(t.mails.some((m) => m.to === parentEmail && m.subject === mailEn['parent.notice.subject'])).toBe(false);

    // The child's account language is now Spanish: the parent's next mail follows it.
    const child = await t.app.ctx.db
      .selectFrom('profiles')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    await t.app.ctx.db
      .insertInto('user_settings')
      .values({ user_id: child.id, language: 'es-ES', timezone: 'Europe/Madrid' })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ language: 'es-ES', timezone: 'Europe/Madrid' }))
      .execute();
    const token = tokenIn(t, notice, '/parents/consent');
    const decided = await t.app.inject({
      method: 'POST',
      url: '/api/parents/consent',
      payload: { token, approveUse: true, approveAiSharing: false },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const confirmed = mailTo(t, parentEmail, text('es', 'parent.confirmed.subject'));
    expect(confirmed.text).toContain(`Has aprobado la cuenta de Storyloom ${username}`);
    expect(confirmed.text).toContain('Página para madres y padres (retirar la aprobación): http');
  });

  it('reads each member’s language in one query; German reads English, no settings row reads English', async () => {
    const [lucia, hans, nobody] = await Promise.all([
      newMember(t, 'Lucia Lista'),
      newMember(t, 'Hans Liste'),
      newMember(t, 'Nobody Set'),
    ]);
    await lucia.call('PUT', '/api/settings/general', { timezone: 'Europe/Paris', language: 'fr-FR' });
    await hans.call('PUT', '/api/settings/general', { timezone: 'Europe/Berlin', language: 'de-DE' });
    await t.app.ctx.db.deleteFrom('user_settings').where('user_id', '=', nobody.id).execute();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const locales = await recipientLocales(t.app.ctx.db, [lucia.id, hans.id, nobody.id, unknown, lucia.id]);
    expect(Object.fromEntries(locales)).toEqual({
      [lucia.id]: 'fr',
      [hans.id]: 'en',
      [nobody.id]: 'en',
      [unknown]: 'en',
    });
    expect(await recipientLocale(t.app.ctx.db, lucia.id)).toBe('fr');
    expect(await recipientLocales(t.app.ctx.db, [])).toEqual(new Map());
  });
});
