import type { FeedQuery } from '@storyloom/domain';
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_CREATION } from '../../db/seed/community-data.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type Member, newMember } from '../../test/community.js';
import { encodeCursor } from './cursor.js';
import { feedQuery, listFeed } from './feed.js';

const POSTS = 100_000;
let t: TestApp;
let viewer: Member;
let other: Member;
let spaceId: string;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await newMember(t, 'Plan Viewer');
  other = await newMember(t, 'Plan Author');
  const db = t.app.ctx.db;
  const space = await db
    .insertInto('spaces')
    .values({ name: 'Second space', created_by: other.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  spaceId = space.id;
  await db.insertInto('follows').values({ follower_id: viewer.id, followee_id: other.id }).execute();
  await sql`
    insert into posts (author_id, space_id, type, visibility, content, like_count, created_at)
    select case when i % 3 = 0 then ${viewer.id}::uuid else ${other.id}::uuid end,
      case when i % 5 = 0 then ${spaceId}::uuid else ${CONTENT_CREATION}::uuid end,
      (array['post', 'image', 'video', 'event'])[1 + i % 4],
      case when i % 10 = 0 then 'private' else 'public' end,
      'post number ' || i || ' about ' || md5(i::text),
      i % 50,
      now() - i * interval '1 minute'
    from generate_series(1, ${POSTS}) as i`.execute(db);
  await sql`analyze`.execute(db);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const base: FeedQuery = { chip: 'all', limit: 10 };
const deep = encodeCursor([
  new Date(Date.now() - 60_000 * 60_000).toISOString(),
  '00000000-0000-4000-8000-000000000000',
]);
const variants: Array<[string, Partial<FeedQuery>]> = [
  ['first page', {}],
  ['a deep page', { cursor: deep }],
  ['following', { chip: 'following' }],
  ['popular', { chip: 'popular' }],
  [
    'popular, next page',
    { chip: 'popular', cursor: encodeCursor([20, new Date().toISOString(), '00000000-0000-4000-8000-000000000000']) },
  ],
  ['a space', { spaceId: 'SPACE' }],
  ['images', { filter: 'image' }],
  ['events', { filter: 'event' }],
  ['private posts', { filter: 'private' }],
  ['public posts', { filter: 'public' }],
  ['search', { q: 'number 4242 ' }],
];

describe(`feed query plan at ${POSTS.toLocaleString('en-US')} posts`, () => {
  it.each(variants)('%s: uses an index, never a sequential scan on posts', async (_name, extra) => {
    const q = { ...base, ...extra, ...(extra.spaceId ? { spaceId } : {}) } as FeedQuery;
    const plan = (await feedQuery(t.app.ctx.db, viewer.id, q).explain())
      .map((row) => String(Object.values(row)[0]))
      .join('\n');
    if (process.env.SHOW_PLANS) console.info(_name, plan);
    expect(plan).not.toMatch(/Seq Scan on posts/);
    expect(plan).toMatch(/Index|Bitmap/);
  });

  it('reads a page in one round trip', async () => {
    let queries = 0;
    // Counted on results: a subquery's builder also passes through transformQuery.
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries += 1;
        return args.result;
      },
    };
    const db = t.app.ctx.db.withPlugin(counter);
    const first = await listFeed(db, viewer.id, base, (k) => k);
    expect(first.items).toHaveLength(10);
    expect(first.items.every((p) => p.visibility === 'public' || p.author.id === viewer.id)).toBe(true);
    queries = 0;
    const started = performance.now();
    const second = await listFeed(db, viewer.id, { ...base, cursor: first.nextCursor ?? undefined }, (k) => k);
    const ms = performance.now() - started;
    expect(queries).toBe(1);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    console.info(`feed page at ${POSTS} posts: ${ms.toFixed(1)} ms`);
  });
});
