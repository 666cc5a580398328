import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, json, type TestApp } from '../../test/app.js';
import { ADULT_BIRTH_MONTH, signUpAndIn, uniqueEmail, verificationLink } from '../../test/users.js';

const adminEmail = uniqueEmail('boss');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: `other@example.com, ${adminEmail.toUpperCase()}` });
});
afterAll(async () => {
  await t.close();
});

describe('admin role', () => {
  it('refuses a guest with 401 and a signed-in non-admin with 403', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(guest.statusCode).toBe(401);
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const user = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } });
    expect(user.statusCode).toBe(403);
    expect(json(user)).toEqual({ error: { code: 'forbidden', message: 'You are not allowed to do this' } });
  });

  it('gives the admin role to verified ADMIN_EMAILS (case-insensitive) and lets the admin list users', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails, { email: adminEmail });
    const me = json<{ user: { role: string } }>(
      await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }),
    );
    expect(me.user.role).toBe('admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users?page=1&pageSize=1', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const page = json<{ items: unknown[]; total: number; page: number; pageSize: number }>(res);
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page).toMatchObject({ page: 1, pageSize: 1 });
  });

  it('re-applies ADMIN_EMAILS at every start', async () => {
    const { email } = await signUpAndIn(t.app, t.mails);
    t = await t.restart({ ADMIN_EMAILS: email });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'secret-pass-1' },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] as string;
    const me = json<{ user: { role: string } }>(
      await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }),
    );
    expect(me.user.role).toBe('admin');
  });

  it('cannot be self-assigned through the sign-up body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Sneaky',
        email: uniqueEmail('sneaky'),
        password: 'secret-pass-1',
        role: 'admin',
        ...ADULT_BIRTH_MONTH,
      },
    });
    expect(res.statusCode).toBe(400);
  });

  it('finding 15: ADMIN_EMAILS grants the role only once the address is verified', async () => {
    const boss = uniqueEmail('verified-boss');
    const newcomer = uniqueEmail('unverified-boss');
    let own = await createTestApp({ ADMIN_EMAILS: `${boss},${newcomer}` });
    try {
      const admin = await signUpAndIn(own.app, own.mails, { email: boss });
      const signUp = await own.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'Newcomer', email: newcomer, password: 'secret-pass-1', ...ADULT_BIRTH_MONTH },
      });
      expect(json<{ user: { role: string } }>(signUp).user.role).toBe('user');
      const roleOf = async (app: TestApp['app'], cookie: string) => {
        const res = await app.inject({ method: 'GET', url: '/api/admin/users?pageSize=50', headers: { cookie } });
        expect(res.statusCode).toBe(200);
        return json<{ items: Array<{ email: string; role: string }> }>(res).items.find((u) => u.email === newcomer)
          ?.role;
      };
      expect(await roleOf(own.app, admin.cookie)).toBe('user');
      // Not at a restart either, while the address is unverified.
      own = await own.restart();
      const restarted = own;
      const again = await signUpAndIn(restarted.app, restarted.mails, { email: uniqueEmail('plain') });
      expect(
        (await restarted.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: again.cookie } }))
          .statusCode,
      ).toBe(403);
      const bossAgain = await restarted.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: boss, password: 'secret-pass-1' },
      });
      const bossCookie = cookieFrom(bossAgain);
      expect(await roleOf(restarted.app, bossCookie)).toBe('user');

      const link = new URL(verificationLink(restarted.mails, newcomer));
      expect((await restarted.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(
        302,
      );
      expect(await roleOf(restarted.app, bossCookie)).toBe('admin');
      const signIn = await restarted.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: newcomer, password: 'secret-pass-1' },
      });
      const cookie = cookieFrom(signIn);
      expect(
        (await restarted.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } })).statusCode,
      ).toBe(200);
    } finally {
      await own.close();
    }
  });
});
