import type { FeedPage, FeedQuery } from '@storyloom/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CONTENT_CREATION } from '../../db/seed/community-data.js';
import { json } from '../../test/app.js';
import { type Member, newMember, publish } from '../../test/community.js';
import { act, useModerationWorld, world } from '../../test/moderation.js';
import { listFeed } from './feed.js';
import { FEED_HEAD_SIZE, FeedHead } from './feed-head.js';

useModerationWorld();

const mediaUrl = (key: string) => `/uploads/${key}`;
const firstPage = (limit: number): FeedQuery => ({ chip: 'all', limit });

/** The page a fresh head gives this viewer, and whether the head answered it (not the full query). */
async function fromHead(viewer: Member, limit: number) {
  const { db, live } = world.t.app.ctx;
  const head = new FeedHead(db, live);
  try {
    const answered = (await head.page(viewer.id, limit)) !== undefined;
    return { answered, page: await listFeed(db, viewer.id, firstPage(limit), mediaUrl, head) };
  } finally {
    head.close();
  }
}

const fullQuery = (viewer: Member, limit: number) =>
  listFeed(world.t.app.ctx.db, viewer.id, firstPage(limit), mediaUrl);

/** Public posts, one a second going back from `minutesAgo` (negative: ahead of every other post). */
async function insertPosts(authorId: string, count: number, minutesAgo = 0) {
  await sql`insert into posts (author_id, space_id, type, visibility, content, created_at)
    select ${authorId}::uuid, ${CONTENT_CREATION}::uuid, 'post', 'public', 'bulk post ' || i,
      now() - ${minutesAgo} * interval '1 minute' - i * interval '1 second'
    from generate_series(1, ${count}) as i`.execute(world.t.app.ctx.db);
}

describe('the shared feed head (issue 20, decision 2006)', () => {
  it('gives a member exactly the page the full query gives: blocks, mutes, likes, order, cursor', async () => {
    const viewer = await newMember(world.t, 'Head Viewer');
    const liked = await newMember(world.t, 'Head Liked');
    const muted = await newMember(world.t, 'Head Muted');
    const blocker = await newMember(world.t, 'Head Blocker');
    for (const [who, n] of [
      [liked, 4],
      [muted, 3],
      [blocker, 3],
    ] as const) {
      for (let i = 0; i < n; i++) await publish(who, `hello number ${i} from ${who.id.slice(0, 8)}`);
    }
    const likedPost = await publish(liked, 'please like this one');
    expect((await viewer.call('PUT', `/api/posts/${likedPost}/like`)).statusCode).toBe(200);
    expect((await viewer.call('PUT', `/api/mutes/${muted.id}`)).statusCode).toBe(200);
    expect((await blocker.call('PUT', `/api/blocks/${viewer.id}`)).statusCode).toBe(200);

    for (const limit of [1, 5, 10, 20]) {
      const { answered, page } = await fromHead(viewer, limit);
      expect(answered, `limit ${limit}`).toBe(true);
      expect(page).toEqual(await fullQuery(viewer, limit));
    }
    const { page } = await fromHead(viewer, 20);
    const authors = new Set(page.items.map((p) => p.author.id));
    expect(authors.has(muted.id) || authors.has(blocker.id)).toBe(false);
    expect(page.items.find((p) => p.id === likedPost)?.isLiked).toBe(true);
  });

  it('leaves to the full query a viewer with a private or hidden post of their own, and staff', async () => {
    const writer = await newMember(world.t, 'Head Private Writer');
    await publish(writer, 'public words');
    expect((await fromHead(writer, 10)).answered).toBe(true);
    await publish(writer, 'a private diary line', { visibility: 'private' });
    const mine = await fromHead(writer, 10);
    expect(mine.answered).toBe(false);
    expect(mine.page.items[0]?.content).toBe('a private diary line');
    expect(mine.page).toEqual(await fullQuery(writer, 10));

    const hiddenWriter = await newMember(world.t, 'Head Hidden Writer');
    const hidden = await publish(hiddenWriter, 'a post a moderator will hide');
    expect((await act(world.moderator, { surface: 'post', itemId: hidden, action: 'hide' })).statusCode).toBe(201);
    const own = await fromHead(hiddenWriter, 10);
    expect(own.answered).toBe(false);
    expect(own.page.items.some((p) => p.id === hidden && p.moderationState === 'hidden')).toBe(true);

    const staff = await fromHead(world.moderator, 10);
    expect(staff.answered).toBe(false);
    expect(staff.page.items.some((p) => p.id === hidden)).toBe(true);
  });

  it('follows every change at once through the API: a new post, a like, a moderator hiding a post', async () => {
    const reader = await newMember(world.t, 'Head Live Reader');
    const author = await newMember(world.t, 'Head Live Author');
    const feed = async () => json<FeedPage>(await reader.call('GET', '/api/posts?limit=10'));
    await feed();
    const fresh = await publish(author, 'brand new words');
    expect((await feed()).items[0]?.id).toBe(fresh);
    await author.call('PUT', `/api/posts/${fresh}/like`);
    expect((await feed()).items[0]?.likes).toBe(1);
    expect((await act(world.moderator, { surface: 'post', itemId: fresh, action: 'hide' })).statusCode).toBe(201);
    expect((await feed()).items.some((p) => p.id === fresh)).toBe(false);
  });

  it('never shows a post hidden, made private or deleted behind its back (no live event), from the same head', async () => {
    const { db, live } = world.t.app.ctx;
    const reader = await newMember(world.t, 'Head Out-of-band Reader');
    const author = await newMember(world.t, 'Head Out-of-band Author');
    const [hidden, priv, gone] = [
      await publish(author, 'to be hidden'),
      await publish(author, 'to be private'),
      await publish(author, 'to be deleted'),
    ];
    const head = new FeedHead(db, live);
    try {
      const shown = async () => (await listFeed(db, reader.id, firstPage(20), mediaUrl, head)).items.map((p) => p.id);
      expect(await shown()).toEqual(expect.arrayContaining([hidden, priv, gone]));
      await db.updateTable('posts').set({ moderation_state: 'hidden' }).where('id', '=', hidden).execute();
      await db.updateTable('posts').set({ visibility: 'private' }).where('id', '=', priv).execute();
      await db.deleteFrom('posts').where('id', '=', gone).execute();
      expect(await head.page(reader.id, 20)).toBeDefined();
      const after = await shown();
      expect(after.filter((id) => [hidden, priv, gone].includes(id))).toEqual([]);
      expect((await listFeed(db, reader.id, firstPage(20), mediaUrl, head)).items).toEqual(
        (await fullQuery(reader, 20)).items,
      );
    } finally {
      head.close();
    }
  });

  // Last: its posts are dated ahead of every other post in the suite.
  it('leaves to the full query a page that blocks and mutes empty beyond the head', async () => {
    const flood = await newMember(world.t, 'Head Flood');
    const older = await newMember(world.t, 'Head Older Author');
    const reader = await newMember(world.t, 'Head Reader');
    await insertPosts(flood.id, FEED_HEAD_SIZE + 5, -60);
    await insertPosts(older.id, 15, 60);
    expect((await reader.call('PUT', `/api/mutes/${flood.id}`)).statusCode).toBe(200);
    const { answered, page } = await fromHead(reader, 10);
    expect(answered).toBe(false);
    expect(page.items).toHaveLength(10);
    expect(page.items.some((p) => p.author.id === flood.id)).toBe(false);
    expect(page).toEqual(await fullQuery(reader, 10));
  });
});
