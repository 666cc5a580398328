import { POINTS, type PointsReason } from '@storyloom/domain';
import { sql } from 'kysely';
import { EXTRA_MEMBERS, MEMBER, SEED_FOLLOWS, SEED_POSTS, SEED_SPACES } from './community-data.js';
import type { Seeder } from './index.js';

const HOUR = 3_600_000;

type LedgerRow = { user_id: string; reason: PointsReason; points: number; source_key: string; created_at: Date };
const ago = (now: number, hours: number) => new Date(now - hours * HOUR);

/**
 * The community's demo content: more creators, spaces with real memberships, posts with likes and
 * comments, follows, registrations for demo events, and the points ledger rows all of that earned
 * (dated when it happened, so 7 days, 30 days and all time rank differently).
 */
export const communitySeeder: Seeder = {
  name: 'community',
  async run(db) {
    const now = Date.now();
    for (const m of EXTRA_MEMBERS) {
      const email = `${m.username}@demo.storyloom.local`;
      await db
        .insertInto('user')
        .values({ id: m.id, name: m.name, email, emailVerified: true, role: 'user', image: null })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await db
        .insertInto('profiles')
        .values({ id: m.id, username: m.username, full_name: m.name, bio: m.bio, created_at: ago(now, 24 * 100) })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }

    for (const s of SEED_SPACES) {
      await db
        .insertInto('spaces')
        .values({
          id: s.id,
          name: s.name,
          description: s.description,
          icon: s.icon,
          color: s.color,
          categories: s.categories,
          created_by: s.members[0] ?? null,
          created_at: ago(now, s.daysAgo * 24),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await db
        .insertInto('space_members')
        .values(
          s.members.map((userId, i) => ({
            space_id: s.id,
            user_id: userId,
            role: i === 0 ? 'admin' : s.moderators?.includes(userId) ? 'moderator' : 'member',
            joined_at: ago(now, s.daysAgo * 24 - i),
          })),
        )
        .onConflict((oc) => oc.columns(['space_id', 'user_id']).doNothing())
        .execute();
    }

    for (const p of SEED_POSTS) {
      const created = ago(now, p.hoursAgo);
      const post = await db
        .insertInto('posts')
        .values({
          author_id: p.author,
          space_id: p.space,
          type: 'post',
          visibility: p.visibility ?? 'public',
          content: p.content,
          like_count: p.likedBy.length,
          comment_count: p.comments.length,
          created_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Like the app: a private post is a note to self and earns nothing.
      const points: LedgerRow[] =
        p.visibility === 'private'
          ? []
          : [
              {
                user_id: p.author,
                reason: 'post',
                points: POINTS.post,
                source_key: `post:${post.id}`,
                created_at: created,
              },
            ];
      if (p.likedBy.length) {
        await db
          .insertInto('post_likes')
          .values(
            p.likedBy.map((userId, i) => ({
              post_id: post.id,
              user_id: userId,
              created_at: ago(now, p.hoursAgo - i * 0.2),
            })),
          )
          .execute();
        for (const [i, liker] of p.likedBy.entries()) {
          const at = ago(now, p.hoursAgo - i * 0.2);
          points.push({
            user_id: p.author,
            reason: 'likeReceived',
            points: POINTS.likeReceived,
            source_key: `like:${post.id}:${liker}`,
            created_at: at,
          });
        }
      }
      for (const c of p.comments) {
        const comment = await db
          .insertInto('post_comments')
          .values({ post_id: post.id, author_id: c.author, content: c.content, created_at: ago(now, c.hoursAgo) })
          .returning('id')
          .executeTakeFirstOrThrow();
        points.push({
          user_id: c.author,
          reason: 'comment',
          points: POINTS.comment,
          source_key: `comment:${comment.id}`,
          created_at: ago(now, c.hoursAgo),
        });
      }
      if (points.length) {
        await db
          .insertInto('points_ledger')
          .values(points.map((row) => ({ ...row, post_id: post.id })))
          .execute();
      }
    }

    await db
      .insertInto('follows')
      .values(SEED_FOLLOWS.map(([follower, followee]) => ({ follower_id: follower, followee_id: followee })))
      .onConflict((oc) => oc.doNothing())
      .execute();

    // Demo creators attend the demo events (a trigger books their attendance points at each start).
    await sql`
      insert into event_registrations (event_id, user_id, created_at)
      select e.id, m.id, least(e.starts_at, now()) - interval '3 days'
      from events e
      cross join lateral (
        select u.id from "user" u
        where u.id = any(${[MEMBER.maya, MEMBER.jordan, MEMBER.aisha, MEMBER.sofia, MEMBER.hana, MEMBER.noah]}::uuid[])
        order by md5(u.id::text || e.id::text)
        limit least(coalesce(e.max_attendees, 4) - 1, 4)
      ) m
      on conflict do nothing`.execute(db);

    // Recently active, though nobody is online until someone really is.
    await db
      .insertInto('user_presence')
      .values(Object.values(MEMBER).map((userId, i) => ({ user_id: userId, last_seen_at: ago(now, 1 + i * 3) })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
