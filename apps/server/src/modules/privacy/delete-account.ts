import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/types.js';
import type { LiveMessage } from '../community/hub.js';
import { exportKeysOf, uploadsOf } from './member-uploads.js';

type Trx = Kysely<Database>;

/**
 * Takes back the member's likes as an unlike would: each liked post's count drops by one and the
 * like points its author got go too. Returns the posts whose counts changed.
 */
async function withdrawLikes(trx: Trx, userId: string) {
  await sql`
    delete from points_ledger pl using post_likes l, posts p
    where l.user_id = ${userId} and p.id = l.post_id and p.author_id <> ${userId}
      and pl.user_id = p.author_id and pl.reason = 'likeReceived'
      and pl.source_key = 'like:' || l.post_id || ':' || ${userId}::text`.execute(trx);
  const { rows } = await sql<{ id: string; like_count: number; visibility: string; author_id: string }>`
    update posts p set like_count = p.like_count - 1
    from post_likes l
    where l.user_id = ${userId} and l.post_id = p.id and p.author_id <> ${userId}
    returning p.id, p.like_count, p.visibility, p.author_id`.execute(trx);
  await trx.deleteFrom('post_likes').where('user_id', '=', userId).execute();
  return rows;
}

/**
 * Spaces outlive the member when others are in them (decision 1542): where the member was the
 * only admin, the longest-standing other member (a moderator first) becomes admin. A space the
 * member created that holds nobody else and no one else's posts is deleted. Returns the spaces kept.
 */
async function handOverSpaces(trx: Trx, userId: string): Promise<string[]> {
  const { rows: heirs } = await sql<{ space_id: string }>`
    update space_members m set role = 'admin'
    from (
      select distinct on (o.space_id) o.space_id, o.user_id
      from space_members o
      where o.user_id <> ${userId} and o.space_id in (
        select a.space_id from space_members a
        where a.user_id = ${userId} and a.role = 'admin' and not exists (
          select 1 from space_members b
          where b.space_id = a.space_id and b.role = 'admin' and b.user_id <> ${userId}
        )
      )
      order by o.space_id, (o.role = 'moderator') desc, o.joined_at, o.user_id
    ) heir
    where m.space_id = heir.space_id and m.user_id = heir.user_id
    returning m.space_id`.execute(trx);
  await sql`
    delete from spaces s where s.created_by = ${userId}
      and not exists (select 1 from space_members m where m.space_id = s.id and m.user_id <> ${userId})
      and not exists (select 1 from posts p where p.space_id = s.id and p.author_id <> ${userId})`.execute(trx);
  const kept = await trx.selectFrom('spaces').select('id').where('created_by', '=', userId).execute();
  return [...new Set([...heirs.map((h) => h.space_id), ...kept.map((s) => s.id)])];
}

/** Rows that name the member without a foreign key: tokens, counters, team invitations to their address. */
async function deleteLooseReferences(trx: Trx, userId: string, email: string) {
  await trx
    .deleteFrom('team_members')
    .where((eb) => eb.or([eb('member_user_id', '=', userId), eb(sql`lower(email)`, '=', email.toLowerCase())]))
    .execute();
  await sql`delete from verification where position(${userId}::text in value) > 0
    or position(${userId}::text in identifier) > 0`.execute(trx);
  await sql`delete from rate_limits where position(${userId}::text in key) > 0`.execute(trx);
  // Mail to their address, waiting or kept after sending: nothing is sent to, or kept of, a deleted account (decision 1822).
  await trx.deleteFrom('mail_queue').where(sql`lower(to_address)`, '=', email.toLowerCase()).execute();
  // Reports about their profile name them by id (reports they made or about their items lose the link by the foreign keys).
  await trx.deleteFrom('reports').where('surface', '=', 'profile').where('item_id', '=', userId).execute();
}

/**
 * Deletes a member and everything of theirs (issue 15): their posts with the comments and likes on
 * them, the events they host with their registrations, spaces only they used, their likes (counts and
 * points corrected), uploads and exports in the storage backend, sessions (also from this instance's
 * session cache) and, through the foreign keys, every other row of theirs. Their comments in other
 * members' threads stay, without an author ("Deleted member"). A member already gone is no error.
 */
export async function deleteAccount(ctx: AppContext, userId: string): Promise<void> {
  const done = await ctx.db.transaction().execute(async (trx) => {
    // Locks the member: nothing new can reference them (a foreign key check waits) until the end.
    const user = await trx
      .selectFrom('user')
      .select(['id', 'email'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return null;
    const files = [...(await uploadsOf(trx, userId)).map((u) => u.key), ...(await exportKeysOf(trx, userId))];
    const posts = await trx.selectFrom('posts').select(['id', 'visibility']).where('author_id', '=', userId).execute();
    const events = await trx.selectFrom('events').select('id').where('created_by', '=', userId).execute();

    const liked = await withdrawLikes(trx, userId);
    // Comments, likes, points and notifications of these posts and events go with them (cascades).
    await trx.deleteFrom('posts').where('author_id', '=', userId).execute();
    await trx.deleteFrom('events').where('created_by', '=', userId).execute();
    const spaces = await handOverSpaces(trx, userId);
    await deleteLooseReferences(trx, userId, user.email);
    await trx.deleteFrom('user').where('id', '=', userId).execute();
    return { files, posts, events, liked, spaces };
  });
  if (!done) return;
  ctx.sessions.forgetUser(userId);

  for (const key of done.files) {
    await ctx.storage.delete(key).catch((err: unknown) => ctx.log.warn({ err, key }, 'deleted account: file left'));
  }
  const messages: LiveMessage[] = [
    ...done.posts.map((p) => ({
      to: p.visibility === 'public' ? null : userId,
      event: { type: 'post_deleted' as const, postId: p.id },
    })),
    ...done.liked.map((p) => ({
      to: p.visibility === 'public' ? null : p.author_id,
      event: { type: 'likes_changed' as const, postId: p.id, likes: Number(p.like_count) },
    })),
    ...done.events.map((e) => ({ to: null, event: { type: 'event_changed' as const, eventId: e.id } })),
    ...done.spaces.map((id) => ({ to: null, event: { type: 'space_changed' as const, spaceId: id } })),
    // Heard by every instance: their leaderboard caches drop the member at once.
    { to: userId, event: { type: 'points_changed' as const } },
  ];
  await ctx.live.publish(...messages).catch((err: unknown) => ctx.log.warn({ err }, 'live update not published'));
  ctx.log.info({ event: 'account.deleted', userId, files: done.files.length }, 'account deleted');
}
