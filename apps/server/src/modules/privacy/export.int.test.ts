import fs from 'node:fs';
import path from 'node:path';
import { type DataExport, dataRightsMessages, EXPORT_TTL_HOURS } from '@storyloom/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { guestCall, type Member, newMember } from '../../test/community.js';
import { type SeededMember, seedEveryArea, testZip, zipEntries, zipEntry } from '../../test/data-rights.js';
import { EXPORT_AREAS, EXPORT_COVERAGE } from './export-areas.js';
import { exportBuildsSettled, purgeExpiredExports } from './exports.js';

let t: TestApp;
let seeded: SeededMember;
let zipFile: string;

async function latest(member: Member): Promise<DataExport | null> {
  const res = await member.call('GET', '/api/privacy/exports');
  expect(res.statusCode).toBe(200);
  return json<{ export: DataExport | null }>(res).export;
}

async function requestExport(member: Member): Promise<DataExport> {
  const res = await member.call('POST', '/api/privacy/exports', {});
  expect(res.statusCode, res.body).toBe(202);
  return json<{ export: DataExport }>(res).export;
}

/** Holds every export build at its upload step until `release` is called. */
function holdUploads() {
  const storage = t.app.ctx.storage;
  const original = storage.putFile;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  storage.putFile = async (...args) => {
    await gate;
    return original.apply(storage, args);
  };
  return () => {
    release();
    storage.putFile = original;
  };
}

const errorCode = (res: LightMyRequestResponse) => json<{ error: { code: string } }>(res).error.code;
const readJson = async <T>(name: string) => JSON.parse((await zipEntry(zipFile, name)).toString('utf8')) as T;

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedEveryArea(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the export zip of a member with something in every area', () => {
  it('is built in the background, mailed about, and downloaded by its owner as one zip', async () => {
    const { member } = seeded;
    const started = await requestExport(member);
    expect(started).toMatchObject({ status: 'building', downloadUrl: null });
    await exportBuildsSettled(t.app.ctx);

    const ready = await latest(member);
    expect(ready).toMatchObject({ id: started.id, status: 'ready', downloadUrl: expect.any(String) });
    const ttl = new Date(ready?.expiresAt ?? 0).getTime() - new Date(ready?.readyAt ?? 0).getTime();
    expect(Math.round(ttl / 3_600_000)).toBe(EXPORT_TTL_HOURS);
    const mail = t.mails.findLast((m) => m.to === member.email);
    expect(mail?.subject).toBe(dataRightsMessages.exportMailSubject);
    expect(mail?.text).toContain(`${t.config.appUrl}/settings/privacy`);

    const res = await member.call('GET', ready?.downloadUrl as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="storyloom-data-\d{4}-\d\d-\d\d\.zip"$/);
    expect(res.rawPayload.length).toBe(ready?.sizeBytes);
    zipFile = path.join(t.config.dataDir, 'downloaded.zip');
    fs.writeFileSync(zipFile, res.rawPayload);
  });

  it('opens with a standard unzip and holds README.txt, a JSON file per area and the uploads', async () => {
    expect(await testZip(zipFile)).toMatch(/No errors detected|Done testing/);
    const entries = await zipEntries(zipFile);
    const { ids } = seeded;
    expect(entries).toEqual(
      expect.arrayContaining([
        'README.txt',
        ...EXPORT_AREAS.map((a) => a.file),
        'uploads/avatar.webp',
        `uploads/posts/${ids.mediaPost}.webp`,
      ]),
    );
    const readme = (await zipEntry(zipFile, 'README.txt')).toString('utf8');
    for (const area of EXPORT_AREAS) expect(readme).toContain(area.file);

    const avatar = await t.app.inject({ method: 'GET', url: ids.avatarUrl as string });
    expect(await zipEntry(zipFile, 'uploads/avatar.webp')).toEqual(avatar.rawPayload);
  });

  it('has each area’s own rows', async () => {
    const { member, other, ids } = seeded;
    const profile = await readJson<{ account: { email: string }; profile: { bio: string; avatarFile: string } }>(
      'profile.json',
    );
    expect(profile.account.email).toBe(member.email);
    expect(profile.profile).toMatchObject({ bio: 'Bio of the data owner', avatarFile: 'uploads/avatar.webp' });
    const settings = await readJson<{ domains: unknown[]; emailTemplates: unknown[]; team: unknown[] }>(
      'settings.json',
    );
    expect(settings.domains).toEqual([expect.objectContaining({ hostname: ids.domain })]);
    expect(settings.emailTemplates).toEqual([expect.objectContaining({ subject: 'Owner template subject' })]);
    expect(settings.team).toEqual([expect.objectContaining({ email: ids.invitee })]);

    const posts = await readJson<{ posts: Array<{ id: string; file: string | null; likes: number }> }>('posts.json');
    expect(posts.posts.map((p) => p.id).sort()).toEqual([ids.post, ids.privatePost, ids.mediaPost].sort());
    expect(posts.posts.find((p) => p.id === ids.mediaPost)?.file).toBe(`uploads/posts/${ids.mediaPost}.webp`);
    expect(posts.posts.find((p) => p.id === ids.post)?.likes).toBe(1);

    const comments = await readJson<{ postComments: Array<{ id: string }>; moduleComments: Array<{ body: string }> }>(
      'comments.json',
    );
    expect(comments.postComments.map((c) => c.id)).toEqual([ids.comment]);
    expect(comments.moduleComments.map((c) => c.body)).toEqual(['Owner question on module one']);
    expect(JSON.stringify(comments)).not.toContain('Other member comment');

    expect((await readJson<{ likes: Array<{ postId: string }> }>('likes.json')).likes).toEqual([
      expect.objectContaining({ postId: ids.otherPost }),
    ]);
    const follows = await readJson<{ following: unknown[]; followers: unknown[] }>('follows.json');
    expect(follows.following).toHaveLength(1);
    expect(follows.followers).toHaveLength(1);
    const spaces = await readJson<{ owned: Array<{ id: string }>; memberships: Array<{ spaceId: string }> }>(
      'spaces.json',
    );
    expect(spaces.owned.map((s) => s.id)).toEqual([ids.space]);
    expect(spaces.memberships.map((s) => s.spaceId).sort()).toEqual([ids.space, ids.otherSpace].sort());
    const events = await readJson<{ hosted: Array<{ id: string }>; registrations: Array<{ eventId: string }> }>(
      'events.json',
    );
    expect(events.hosted.map((e) => e.id)).toEqual([ids.event]);
    expect(events.registrations.map((r) => r.eventId)).toEqual([ids.otherEvent]);
    const learning = await readJson<{ enrollments: Array<{ course: string }>; lessonCompletions: unknown[] }>(
      'enrollments.json',
    );
    expect(learning.enrollments.map((e) => e.course)).toEqual([ids.course]);
    expect(learning.lessonCompletions).toHaveLength(1);
    const ai = await readJson<{ generations: Array<{ tool: string }> }>('ai-generations.json');
    expect(ai.generations).toEqual([expect.objectContaining({ tool: 'story' })]);
    const notifications = await readJson<{ notifications: Array<{ kind: string }> }>('notifications.json');
    expect(notifications.notifications.map((n) => n.kind)).toEqual(
      expect.arrayContaining(['post_liked', 'post_commented', 'new_follower']),
    );
    const points = await readJson<{ points: Array<{ reason: string }> }>('points.json');
    expect(points.points.map((p) => p.reason)).toEqual(expect.arrayContaining(['post', 'comment', 'likeReceived']));
    const consent = await readJson<{ parentalLink: unknown; consentRecords: Array<{ action: string }> }>(
      'consent.json',
    );
    expect(consent.parentalLink).not.toBeNull();
    expect(consent.consentRecords.map((r) => r.action)).toContain('requested');

    const safety = await readJson<{
      reportsMade: Array<{ itemId: string }>;
      moderationNotices: Array<{ action: string; moderatorId?: string }>;
      appeals: Array<{ text: string }>;
      blocked: unknown[];
      muted: unknown[];
      languageRefusals: unknown[];
    }>('safety.json');
    expect(safety.reportsMade.map((r) => r.itemId)).toEqual([ids.otherPost]);
    expect(safety.moderationNotices).toEqual([expect.objectContaining({ action: 'warn', ruleId: 'be-kind' })]);
    expect(safety.moderationNotices[0]?.moderatorId).toBeUndefined();
    expect(safety.appeals.map((a) => a.text)).toEqual(['Owner appeal text']);
    expect([safety.blocked.length, safety.muted.length, safety.languageRefusals.length]).toEqual([1, 1, 1]);

    // Nothing another member keeps private leaks into it.
    const all = (await Promise.all(EXPORT_AREAS.map((a) => zipEntry(zipFile, a.file)))).join('\n');
    expect(all).not.toContain(other.email);
  });

  it('places every table that references an account (a new table must be exported or excluded)', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select distinct tc.table_name
      from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.table_name = 'user'
      order by 1`.execute(t.app.ctx.db);
    const referencing = rows.map((r) => r.table_name);
    expect(referencing.length).toBeGreaterThan(20);
    expect(referencing.filter((table) => !EXPORT_COVERAGE[table])).toEqual([]);
  });
});

describe('export requests and downloads', () => {
  it('builds one at a time: asking again while building answers with the running one, which is not ready', async () => {
    const member = await newMember(t, 'Patient Member');
    const release = holdUploads();
    try {
      const first = await requestExport(member);
      const second = await requestExport(member);
      expect(second.id).toBe(first.id);
      const early = await member.call('GET', `/api/privacy/exports/${first.id}/download`);
      expect(early.statusCode).toBe(409);
      expect(errorCode(early)).toBe('export_not_ready');
    } finally {
      release();
    }
    await exportBuildsSettled(t.app.ctx);
    expect((await latest(member))?.status).toBe('ready');
  });

  it('serves a download to its owner only: 404 for another member, 401 for a guest', async () => {
    const owner = await newMember(t, 'Owner Of Export');
    const stranger = await newMember(t, 'Stranger');
    const { id } = await requestExport(owner);
    await exportBuildsSettled(t.app.ctx);
    const url = `/api/privacy/exports/${id}/download`;
    const res = await stranger.call('GET', url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('PK');
    expect((await guestCall(t, 'GET', url)).statusCode).toBe(401);
    expect((await stranger.call('GET', '/api/privacy/exports').then((r) => json<{ export: null }>(r))).export).toBe(
      null,
    );
    expect((await owner.call('GET', url)).statusCode).toBe(200);
  });

  it('is never served under /uploads, whatever the key', async () => {
    const owner = await newMember(t, 'Key Holder');
    await requestExport(owner);
    await exportBuildsSettled(t.app.ctx);
    const row = await t.app.ctx.db
      .selectFrom('data_exports')
      .select('storage_key')
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row.storage_key).toMatch(/^exports\/[0-9a-f]{32}\.zip$/);
    expect(row.storage_key).not.toContain(owner.id);
    expect((await owner.call('GET', `/uploads/${row.storage_key}`)).statusCode).toBe(404);
  });

  it('answers 410 once expired, shows it as expired, and the purge deletes the file and the row', async () => {
    const owner = await newMember(t, 'Late Downloader');
    const { id } = await requestExport(owner);
    await exportBuildsSettled(t.app.ctx);
    const row = await t.app.ctx.db
      .updateTable('data_exports')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .returning('storage_key')
      .executeTakeFirstOrThrow();
    const res = await owner.call('GET', `/api/privacy/exports/${id}/download`);
    expect(res.statusCode).toBe(410);
    expect(errorCode(res)).toBe('export_expired');
    expect(await latest(owner)).toMatchObject({ status: 'expired', downloadUrl: null });

    expect(await t.app.ctx.storage.open(row.storage_key as string)).not.toBeNull();
    expect(await purgeExpiredExports(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await t.app.ctx.storage.open(row.storage_key as string)).toBeNull();
    expect(await latest(owner)).toBeNull();
  });

  it('purges failed exports after a day and builds a stopped instance left behind, and keeps live ones', async () => {
    const owner = await newMember(t, 'Many Exports');
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const insert = (values: { status: 'building' | 'ready' | 'failed'; created_at: Date; expires_at?: Date }) =>
      t.app.ctx.db
        .insertInto('data_exports')
        .values({ user_id: owner.id, ...values })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const oldFailure = await insert({ status: 'failed', created_at: hoursAgo(30) });
    const recentFailure = await insert({ status: 'failed', created_at: hoursAgo(2) });
    const leftBehind = await insert({ status: 'building', created_at: hoursAgo(1) });
    const live = await insert({
      status: 'ready',
      created_at: hoursAgo(1),
      expires_at: new Date(Date.now() + 3_600_000),
    });
    await purgeExpiredExports(t.app.ctx);
    const left = await t.app.ctx.db.selectFrom('data_exports').select('id').where('user_id', '=', owner.id).execute();
    expect(left.map((r) => r.id).sort()).toEqual([recentFailure, live].sort());
    expect(left.map((r) => r.id)).not.toContain(oldFailure);
    expect(left.map((r) => r.id)).not.toContain(leftBehind);
  });

  it('marks a build that fails as failed, and a new request starts again', async () => {
    const owner = await newMember(t, 'Unlucky Member');
    const storage = t.app.ctx.storage;
    const original = storage.putFile;
    storage.putFile = async () => {
      throw new Error('the bucket is gone');
    };
    try {
      await requestExport(owner);
      await exportBuildsSettled(t.app.ctx);
    } finally {
      storage.putFile = original;
    }
    expect(await latest(owner)).toMatchObject({ status: 'failed', downloadUrl: null });
    const again = await requestExport(owner);
    expect(again.status).toBe('building');
    await exportBuildsSettled(t.app.ctx);
    expect((await latest(owner))?.status).toBe('ready');
  });
});
