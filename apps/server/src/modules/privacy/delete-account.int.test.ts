import fs from 'node:fs';
import path from 'node:path';
import { DELETED_MEMBER_NAME, type PostComment } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { keyFromUrl } from '../../storage/keys.js';
import { cookieFrom, createTestApp, json, type TestApp } from '../../test/app.js';
import { type Member, newMember, publish } from '../../test/community.js';
import { png, type SeededMember, seedEveryArea, zipEntries, zipEntry } from '../../test/data-rights.js';
import { totpCode } from '../../test/totp.js';
import { multipartBody } from '../../test/uploads.js';
import { exportBuildsSettled } from './exports.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/**
 * Every column of every table that could hold an id (uuid, text, json, arrays), read from the live
 * schema, and which of them hold this one: a table added later is checked without changing this test.
 */
async function columnsHolding(db: Kysely<Database>, id: string): Promise<string[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
      and c.data_type in ('uuid', 'text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
    order by 1, 2`.execute(db);
  expect(columns.length).toBeGreaterThan(100);
  const query = columns
    .map(
      ({ table_name: table, column_name: column }) =>
        `select '${table}.${column}' as col, count(*)::int as n from "${table}" where "${column}"::text like '%${id}%'`,
    )
    .join(' union all ');
  const { rows } = await sql.raw<{ col: string; n: number }>(query).execute(db);
  return rows.filter((r) => r.n > 0).map((r) => r.col);
}

function deleteAccount(member: Member, body: Record<string, unknown>) {
  return member.call('POST', '/api/privacy/delete-account', body);
}

const uploadsDir = () => path.join(t.config.dataDir, 'uploads');

describe('deleting an account with something in every area', () => {
  let seeded: SeededMember;
  let memberFiles: string[];
  let username: string;
  let before: { likes: number; comments: number; otherPoints: number };

  const otherPointsNow = async () => {
    const row = await t.app.ctx.db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.sum<number>('points').as('points'))
      .where('user_id', '=', seeded.other.id)
      .executeTakeFirstOrThrow();
    return Number(row.points);
  };
  const otherPostCounts = async () =>
    t.app.ctx.db
      .selectFrom('posts as p')
      .select((eb) => [
        'p.like_count',
        'p.comment_count',
        eb
          .selectFrom('post_likes')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('post_id', '=', 'p.id')
          .as('likes'),
        eb
          .selectFrom('post_comments')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('post_id', '=', 'p.id')
          .as('comments'),
      ])
      .where('p.id', '=', seeded.ids.otherPost as string)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    seeded = await seedEveryArea(t);
    const { member, other, ids } = seeded;
    // Someone else keeps the member's first space alive; a second one holds only the member.
    await other.call('PUT', `/api/spaces/${ids.space}/membership`);
    ids.otherPostInOwnerSpace = await publish(other, 'Other member posts in the owner space', { spaceId: ids.space });
    ids.lonelySpace = json<{ id: string }>(
      await member.call('POST', '/api/spaces', { name: `Lonely space ${Date.now()}` }),
    ).id;
    // Another member's upload, which must stay.
    const avatar = multipartBody({ filename: 'a.png', contentType: 'image/png', bytes: await png('#22aa55') });
    const otherAvatar = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      payload: avatar.payload,
      headers: { ...avatar.headers, cookie: other.cookie },
    });
    ids.otherAvatarKey = keyFromUrl(json<{ avatarUrl: string }>(otherAvatar).avatarUrl) as string;
    // An export of theirs sits in storage too.
    expect((await member.call('POST', '/api/privacy/exports', {})).statusCode).toBe(202);
    await exportBuildsSettled(t.app.ctx);

    const exportRow = await t.app.ctx.db
      .selectFrom('data_exports')
      .select('storage_key')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const media = await t.app.ctx.db
      .selectFrom('posts')
      .select('media_key')
      .where('id', '=', ids.mediaPost as string)
      .executeTakeFirstOrThrow();
    memberFiles = [keyFromUrl(ids.avatarUrl as string), media.media_key, exportRow.storage_key].map((key) =>
      path.join(uploadsDir(), key as string),
    );
    username = json<{ profile: { username: string } }>(await member.call('GET', '/api/me')).profile.username;
    const counts = await otherPostCounts();
    before = { likes: counts.like_count, comments: counts.comment_count, otherPoints: await otherPointsNow() };
  }, 120_000);

  it('refuses a wrong password with 400 invalid_password and deletes nothing', async () => {
    const res = await deleteAccount(seeded.member, { password: 'not-my-password' });
    expect(res.statusCode).toBe(400);
    expect(json<{ error: { code: string } }>(res).error.code).toBe('invalid_password');
    expect((await seeded.member.call('GET', '/api/me')).statusCode).toBe(200);
    expect(await columnsHolding(t.app.ctx.db, seeded.member.id)).toEqual(
      expect.arrayContaining(['user.id', 'session.userId', 'posts.author_id', 'post_comments.author_id']),
    );
    for (const file of memberFiles) expect(fs.existsSync(file), file).toBe(true);
  });

  it('deletes with the password, clears the auth cookies and ends every session', async () => {
    const { member } = seeded;
    const secondDevice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: member.email, password: 'secret-pass-1' },
    });
    const res = await deleteAccount(member, { password: 'secret-pass-1' });
    expect(res.statusCode, res.body).toBe(204);
    const cleared = [res.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/storyloom\.session_token=; Max-Age=0/);
    expect((await member.call('GET', '/api/me')).statusCode).toBe(401);
    const other = { cookie: cookieFrom(secondDevice) };
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: other })).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: member.email, password: 'secret-pass-1' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('leaves no row holding the member’s id, in any table of the schema', async () => {
    expect(await columnsHolding(t.app.ctx.db, seeded.member.id)).toEqual([]);
  });

  it('deletes every upload of theirs from storage, and no one else’s', async () => {
    for (const file of memberFiles) expect(fs.existsSync(file), file).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir(), seeded.ids.otherAvatarKey as string))).toBe(true);
  });

  it('corrects the like count and points of the posts they liked; their comment stays as "Deleted member"', async () => {
    const counts = await otherPostCounts();
    expect(counts.like_count).toBe(before.likes - 1);
    expect(counts.like_count).toBe(Number(counts.likes));
    expect(counts.comment_count).toBe(before.comments);
    expect(counts.comment_count).toBe(Number(counts.comments));
    // The like they gave took its points with it; the rest of the other member's points stay.
    expect(await otherPointsNow()).toBeLessThan(before.otherPoints);

    // With blocks and mutes of their own, the reader still sees the authorless comment (decision 2004).
    const third = await newMember(t, 'Blocked Third');
    expect((await seeded.other.call('PUT', `/api/blocks/${third.id}`)).statusCode).toBe(200);
    expect((await seeded.other.call('PUT', `/api/mutes/${third.id}`)).statusCode).toBe(200);
    const res = await seeded.other.call('GET', `/api/posts/${seeded.ids.otherPost}/comments`);
    const comments = json<{ items: PostComment[] }>(res).items;
    const kept = comments.find((c) => c.id === seeded.ids.comment);
    expect(kept).toMatchObject({
      content: 'Owner comment in another thread',
      author: { id: '', name: DELETED_MEMBER_NAME, username: '', avatarUrl: null },
      isOwn: false,
    });
    const discussion = await seeded.other.call('GET', `/api/courses/${seeded.ids.course}/modules/1/comments`);
    const moduleComments = json<{ items: Array<{ body: string; author: { name: string } }> }>(discussion).items;
    expect(moduleComments.find((c) => c.body === 'Owner question on module one')?.author.name).toBe(
      DELETED_MEMBER_NAME,
    );
  });

  it('keeps a space others use (another member becomes its admin) and deletes one only they used', async () => {
    const { other, ids } = seeded;
    const kept = await other.call('GET', `/api/spaces/${ids.space}`);
    expect(kept.statusCode).toBe(200);
    expect(json<{ role: string | null }>(kept).role).toBe('admin');
    expect((await other.call('GET', `/api/posts/${ids.otherPostInOwnerSpace}`)).statusCode).toBe(200);
    expect((await other.call('GET', `/api/spaces/${ids.lonelySpace}`)).statusCode).toBe(404);
    expect((await other.call('GET', `/api/events/${ids.event}`)).statusCode).toBe(404);
    expect((await other.call('GET', `/api/posts/${ids.post}`)).statusCode).toBe(404);
  });

  it('leaves nothing of theirs in member search, the leaderboard or another member’s export', async () => {
    const { other } = seeded;
    const search = json<{ items: unknown[] }>(
      await other.call('GET', `/api/members?q=${encodeURIComponent(username)}`),
    );
    expect(search.items).toEqual([]);
    const board = await other.call('GET', '/api/leaderboard?range=all&pageSize=50');
    expect(board.body).not.toContain(seeded.member.id);

    expect((await other.call('POST', '/api/privacy/exports', {})).statusCode).toBe(202);
    await exportBuildsSettled(t.app.ctx);
    const latest = json<{ export: { downloadUrl: string } }>(await other.call('GET', '/api/privacy/exports'));
    const zip = path.join(t.config.dataDir, 'other-export.zip');
    fs.writeFileSync(zip, (await other.call('GET', latest.export.downloadUrl)).rawPayload);
    const texts = await Promise.all(
      (await zipEntries(zip)).filter((e) => e.endsWith('.json')).map(async (e) => (await zipEntry(zip, e)).toString()),
    );
    for (const trace of [seeded.member.id, seeded.member.email, username, 'Data Owner']) {
      expect(texts.join('\n')).not.toContain(trace);
    }
  });
});

describe('deleting an account with two-factor on', () => {
  async function enrolled() {
    const member = await newMember(t, 'Careful Member');
    const enable = await member.call('POST', '/api/auth/two-factor/enable', { password: 'secret-pass-1' });
    const { totpURI, backupCodes } = json<{ totpURI: string; backupCodes: string[] }>(enable);
    const enrolmentCode = totpCode(totpURI);
    const verify = await member.call('POST', '/api/auth/two-factor/verify-totp', { code: enrolmentCode });
    expect(verify.statusCode).toBe(200);
    const cookie = cookieFrom(verify) || member.cookie;
    const call: Member['call'] = (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers: { cookie },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    return { ...member, cookie, call, totpURI, backupCodes, enrolmentCode };
  }
  const code = (res: { body: string }) => json<{ error: { code: string } }>(res as never).error.code;

  it('asks for the code, refuses a wrong or replayed one, and deletes with a current one', async () => {
    const member = await enrolled();
    const withoutCode = await deleteAccount(member, { password: 'secret-pass-1' });
    expect(withoutCode.statusCode).toBe(400);
    expect(code(withoutCode)).toBe('invalid_code');
    const wrong = await deleteAccount(member, { password: 'secret-pass-1', code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(code(wrong)).toBe('invalid_code');
    // The code the enrolment spent, not one read now: after a 30 s step boundary that would be a
    // fresh code, rightly accepted.
    const replayed = await deleteAccount(member, { password: 'secret-pass-1', code: member.enrolmentCode });
    expect(replayed.statusCode).toBe(400);
    expect((await member.call('GET', '/api/me')).statusCode).toBe(200);

    const next = totpCode(member.totpURI, { steps: 1 });
    expect((await deleteAccount(member, { password: 'secret-pass-1', code: next })).statusCode).toBe(204);
    expect(await columnsHolding(t.app.ctx.db, member.id)).toEqual([]);
  });

  it('takes a backup code instead of the app’s code', async () => {
    const member = await enrolled();
    const res = await deleteAccount(member, { password: 'secret-pass-1', code: member.backupCodes[0] });
    expect(res.statusCode, res.body).toBe(204);
    expect(await columnsHolding(t.app.ctx.db, member.id)).toEqual([]);
  });
});
