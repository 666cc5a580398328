import { type BlockList, errorText, memberMessages } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import { displayNameSql } from '../../db/member-sql.js';
import { type PageRequest, paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';

/** Block and mute (issue 16, decisions 1632–1634): the caller's own lists, kept by the caller only. */

const cannotBlockSelf = () => new AppError(400, 'cannot_block_self', errorText['blocks.self']);
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

/** The two lists a member keeps: same shape (owner, target, since), one table each. */
const RELATIONS = {
  blocks: { table: 'member_blocks', owner: 'blocker_id', target: 'blocked_id' },
  mutes: { table: 'member_mutes', owner: 'muter_id', target: 'muted_id' },
} as const;

/**
 * The caller's blocks or mutes, newest first (each table's primary key leads with its owner).
 * Typed as member_blocks: member_mutes has the same columns under other names.
 */
function listRelation(
  db: Kysely<Database>,
  kind: keyof typeof RELATIONS,
  viewerId: string,
  request: PageRequest,
): Promise<BlockList> {
  const relation = RELATIONS[kind] as (typeof RELATIONS)['blocks'];
  const owner = `r.${relation.owner}` as const;
  const target = `r.${relation.target}` as const;
  return paginate(
    db
      .selectFrom(`${relation.table} as r`)
      .innerJoin('user as u', 'u.id', target)
      .leftJoin('profiles as pr', 'pr.id', target)
      .where(owner, '=', viewerId)
      .select([`${target} as id`, 'r.created_at', displayNameSql('pr', 'u').as('name'), 'pr.username', 'pr.avatar_url'])
      .orderBy('r.created_at', 'desc')
      .orderBy(target),
    db
      .selectFrom(`${relation.table} as r`)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(owner, '=', viewerId),
    request,
    toListed,
  );
}

export const listBlocks = (db: Kysely<Database>, viewerId: string, request: PageRequest) =>
  listRelation(db, 'blocks', viewerId, request);

export const listMutes = (db: Kysely<Database>, viewerId: string, request: PageRequest) =>
  listRelation(db, 'mutes', viewerId, request);

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
