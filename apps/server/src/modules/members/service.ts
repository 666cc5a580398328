import { type MemberFilter, memberMessages, ONLINE_MINUTES } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import { containsPattern, displayNameSql, HOLDING_CONSENT_STATES, notHoldingSql } from '../../db/member-sql.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { moderationVisibleSql, refuseIfBlocked } from '../blocks/visibility.js';
import { spaceNotFound } from '../spaces/service.js';
import { selectMembers, toMember } from './select.js';

interface Page {
  page: number;
  pageSize: number;
}

/** The directory: verified users, oldest members first, searchable by name or username. */
export async function listMembers(
  db: Kysely<Database>,
  viewerId: string,
  { q, filter, page, pageSize }: Page & { q?: string; filter: MemberFilter },
) {
  let rows = selectMembers(db, viewerId);
  if (q) {
    const pattern = containsPattern(q);
    rows = rows.where((eb) => eb.or([eb('pr.full_name', 'ilike', pattern), eb('pr.username', 'ilike', pattern)]));
  }
  if (filter === 'following') {
    rows = rows.where('u.id', 'in', (eb) =>
      eb.selectFrom('follows as f').select('f.followee_id').where('f.follower_id', '=', viewerId),
    );
  } else if (filter === 'staff') {
    rows = rows.where('u.role', 'in', ['admin', 'moderator']);
  }
  // The same filters count the total: one statement with a window count keeps them in step.
  const items = await rows
    .select((eb) => eb.fn.countAll<number>().over().as('total'))
    .orderBy('pr.created_at')
    .orderBy('u.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = items[0] ? Number(items[0].total) : await countBeyond(rows);
  return { items: items.map((r) => toMember(r, viewerId)), total, page, pageSize };
}

/** A page past the end has no row to carry the window count: count separately. */
async function countBeyond(rows: ReturnType<typeof selectMembers>) {
  const row = await rows
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listSpaceMembers(
  db: Kysely<Database>,
  viewerId: string,
  spaceId: string,
  { page, pageSize }: Page,
) {
  const space = await db
    .selectFrom('spaces')
    .select('id')
    .where('id', '=', spaceId)
    .where(moderationVisibleSql('spaces.moderation_state', 'spaces.created_by', viewerId))
    .executeTakeFirst();
  if (!space) throw spaceNotFound();
  const rows = await selectMembers(db, viewerId)
    .innerJoin('space_members as sm', 'sm.user_id', 'u.id')
    .select((eb) => ['sm.role as space_role', eb.fn.countAll<number>().over().as('total')])
    .where('sm.space_id', '=', spaceId)
    .orderBy('sm.joined_at')
    .orderBy('u.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = rows[0]
    ? Number(rows[0].total)
    : Number(
        (
          await db
            .selectFrom('space_members')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('space_id', '=', spaceId)
            .executeTakeFirstOrThrow()
        ).n,
      );
  return {
    items: rows.map((r) => ({ ...toMember(r, viewerId), spaceRole: r.space_role })),
    total,
    page,
    pageSize,
  };
}

async function followerCount(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('followee_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function assertMember(db: Kysely<Database>, userId: string) {
  const found = await db
    .selectFrom('user')
    .select('id')
    .where('id', '=', userId)
    .where('emailVerified', '=', true)
    .where('consentState', 'not in', HOLDING_CONSENT_STATES)
    .executeTakeFirst();
  if (!found) throw new AppError(404, 'member_not_found', memberMessages.memberNotFound);
}

/** Follows (idempotent); true in `created` when this call made the follow. */
export async function follow(db: Kysely<Database>, viewerId: string, memberId: string) {
  if (viewerId === memberId) throw new AppError(400, 'cannot_follow_self', memberMessages.cannotFollowSelf);
  await assertMember(db, memberId);
  // Neither side of a block may follow the other (issue 16): 403 `blocked`.
  await refuseIfBlocked(db, viewerId, memberId);
  const row = await db
    .insertInto('follows')
    .values({ follower_id: viewerId, followee_id: memberId })
    .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
    .returning('followee_id')
    .executeTakeFirst();
  return { created: Boolean(row), result: { isFollowing: true, followers: await followerCount(db, memberId) } };
}

export async function unfollow(db: Kysely<Database>, viewerId: string, memberId: string) {
  await assertMember(db, memberId);
  await db.deleteFrom('follows').where('follower_id', '=', viewerId).where('followee_id', '=', memberId).execute();
  return { isFollowing: false, followers: await followerCount(db, memberId) };
}

/** Marks the user as seen now (the live stream does it while a community page is open). */
export async function touchPresence(db: Kysely<Database>, userId: string) {
  await db
    .insertInto('user_presence')
    .values({ user_id: userId, last_seen_at: sql<Date>`now()` })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_seen_at: sql<Date>`now()` }))
    .execute();
}

/** Who was seen most recently, and how many were seen within the online window. */
export async function activeMembers(db: Kysely<Database>, limit: number) {
  const since = sql<Date>`now() - make_interval(mins => ${ONLINE_MINUTES})`;
  const [rows, online] = await Promise.all([
    db
      .selectFrom('user_presence as p')
      .innerJoin('user as u', 'u.id', 'p.user_id')
      .innerJoin('profiles as pr', 'pr.id', 'p.user_id')
      .where('u.consentState', 'not in', HOLDING_CONSENT_STATES)
      .select((eb) => [
        'u.id',
        displayNameSql('pr', 'u').as('name'),
        'pr.username',
        'pr.avatar_url',
        eb('p.last_seen_at', '>', since).as('online'),
      ])
      .orderBy('p.last_seen_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('user_presence')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('last_seen_at', '>', since)
      .where(notHoldingSql('user_id'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    online: Number(online.n),
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      username: r.username,
      avatarUrl: r.avatar_url,
      online: Boolean(r.online),
    })),
  };
}
