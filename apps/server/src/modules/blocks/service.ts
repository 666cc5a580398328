import { type BlockList, memberMessages } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import { displayNameSql } from '../../db/member-sql.js';
import { type PageRequest, paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';

/** Block and mute (issue 16, decisions 1632–1634): the caller's own lists, kept by the caller only. */

const cannotBlockSelf = () => new AppError(400, 'cannot_block_self', 'You can’t block or mute yourself.');
const memberNotFound = () => new AppError(404, 'member_not_found', memberMessages.memberNotFound);

/** Any member account may be blocked or muted; a self-block is refused before the database's check. */
async function assertTarget(db: Kysely<Database>, viewerId: string, memberId: string) {
  if (viewerId === memberId) throw cannotBlockSelf();
  const found = await db.selectFrom('user').select('id').where('id', '=', memberId).executeTakeFirst();
  if (!found) throw memberNotFound();
}

/**
 * Blocks a member (idempotent). In the same transaction every follow between the two ends, both
 * ways: follower counts are counted from the follows, so they stay right. The blocked member is not
 * told; they simply no longer see the blocker's posts or profile, nor can follow, like or comment.
 */
export async function block(db: Kysely<Database>, viewerId: string, memberId: string) {
  await assertTarget(db, viewerId, memberId);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('member_blocks')
      .values({ blocker_id: viewerId, blocked_id: memberId })
      .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
    await trx
      .deleteFrom('follows')
      .where((eb) =>
        eb.or([
          eb.and([eb('follower_id', '=', viewerId), eb('followee_id', '=', memberId)]),
          eb.and([eb('follower_id', '=', memberId), eb('followee_id', '=', viewerId)]),
        ]),
      )
      .execute();
  });
  return { memberId, blocked: true };
}

/** Unblocks (idempotent); follows that ended at block time stay ended. */
export async function unblock(db: Kysely<Database>, viewerId: string, memberId: string) {
  await assertTarget(db, viewerId, memberId);
  await db.deleteFrom('member_blocks').where('blocker_id', '=', viewerId).where('blocked_id', '=', memberId).execute();
  return { memberId, blocked: false };
}

/** Mutes (idempotent): only the muter stops seeing the member's posts and comments. */
export async function mute(db: Kysely<Database>, viewerId: string, memberId: string) {
  await assertTarget(db, viewerId, memberId);
  await db
    .insertInto('member_mutes')
    .values({ muter_id: viewerId, muted_id: memberId })
    .onConflict((oc) => oc.columns(['muter_id', 'muted_id']).doNothing())
    .execute();
  return { memberId, muted: true };
}

export async function unmute(db: Kysely<Database>, viewerId: string, memberId: string) {
  await assertTarget(db, viewerId, memberId);
  await db.deleteFrom('member_mutes').where('muter_id', '=', viewerId).where('muted_id', '=', memberId).execute();
  return { memberId, muted: false };
}

/** The caller's blocks, newest first (member_blocks' primary key leads with the blocker). */
export function listBlocks(db: Kysely<Database>, viewerId: string, request: PageRequest): Promise<BlockList> {
  return paginate(
    db
      .selectFrom('member_blocks as b')
      .innerJoin('user as u', 'u.id', 'b.blocked_id')
      .leftJoin('profiles as pr', 'pr.id', 'b.blocked_id')
      .where('b.blocker_id', '=', viewerId)
      .select([
        'b.blocked_id as id',
        'b.created_at',
        displayNameSql('pr', 'u').as('name'),
        'pr.username',
        'pr.avatar_url',
      ])
      .orderBy('b.created_at', 'desc')
      .orderBy('b.blocked_id'),
    db
      .selectFrom('member_blocks')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('blocker_id', '=', viewerId),
    request,
    toListed,
  );
}

/** The caller's mutes, newest first (member_mutes' primary key leads with the muter). */
export function listMutes(db: Kysely<Database>, viewerId: string, request: PageRequest): Promise<BlockList> {
  return paginate(
    db
      .selectFrom('member_mutes as m')
      .innerJoin('user as u', 'u.id', 'm.muted_id')
      .leftJoin('profiles as pr', 'pr.id', 'm.muted_id')
      .where('m.muter_id', '=', viewerId)
      .select([
        'm.muted_id as id',
        'm.created_at',
        displayNameSql('pr', 'u').as('name'),
        'pr.username',
        'pr.avatar_url',
      ])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.muted_id'),
    db
      .selectFrom('member_mutes')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('muter_id', '=', viewerId),
    request,
    toListed,
  );
}

function toListed(r: {
  id: string;
  created_at: Date | string;
  name: string;
  username: string | null;
  avatar_url: string | null;
}) {
  return {
    id: r.id,
    name: r.name,
    username: r.username ?? '',
    avatarUrl: r.avatar_url,
    since: new Date(r.created_at).toISOString(),
  };
}
