import {
  type CreateSpaceInput,
  communityMessages,
  isReservedSpaceName,
  type MembershipResult,
  reservedNameMessages,
  type Space,
  type SpaceRole,
  spaceMessages,
  type UpdateSpaceInput,
} from '@storyloom/domain';
import type { Kysely } from 'kysely';
import { paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { moderationVisibleSql, shownModerationStateSql } from '../blocks/visibility.js';

export const spaceNotFound = () => new AppError(404, 'space_not_found', communityMessages.spaceNotFound);

/** A hidden space only for its creator and staff, a removed one for staff (issue 16). */
const spaceVisibleTo = (viewerId: string) => moderationVisibleSql('s.moderation_state', 's.created_by', viewerId);

/**
 * Spaces with real member and (public, not hidden or removed) post counts and the viewer's role, in
 * one query; only the spaces the viewer may see.
 */
function selectSpaces(db: Kysely<Database>, viewerId: string) {
  return db
    .selectFrom('spaces as s')
    .leftJoin('space_members as me', (join) => join.onRef('me.space_id', '=', 's.id').on('me.user_id', '=', viewerId))
    .where(spaceVisibleTo(viewerId))
    .select((eb) => [
      's.id',
      's.name',
      's.description',
      's.icon',
      's.color',
      's.categories',
      's.created_at',
      'me.role as my_role',
      shownModerationStateSql('s.moderation_state', 's.created_by', viewerId).as('moderation_state'),
      eb
        .selectFrom('space_members as m')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.space_id', '=', 's.id')
        .as('member_count'),
      eb
        .selectFrom('posts as p')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('p.space_id', '=', 's.id')
        .where('p.visibility', '=', 'public')
        .where('p.moderation_state', 'is', null)
        .as('post_count'),
    ]);
}
type SpaceRow = Awaited<ReturnType<ReturnType<typeof selectSpaces>['executeTakeFirstOrThrow']>>;

function toSpace(r: SpaceRow): Space {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    icon: r.icon,
    color: r.color,
    categories: r.categories ?? [],
    memberCount: Number(r.member_count ?? 0),
    postCount: Number(r.post_count ?? 0),
    isJoined: r.my_role !== null,
    role: r.my_role ?? null,
    createdAt: new Date(r.created_at).toISOString(),
    moderationState: r.moderation_state ?? null,
  };
}

export async function listSpaces(
  db: Kysely<Database>,
  viewerId: string,
  { scope, page, pageSize }: { scope: 'joined' | 'all'; page: number; pageSize: number },
) {
  let rows = selectSpaces(db, viewerId);
  let count = db
    .selectFrom('spaces as s')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(spaceVisibleTo(viewerId));
  if (scope === 'joined') {
    rows = rows.where('me.user_id', 'is not', null).orderBy('me.joined_at', 'desc');
    count = count.where((eb) =>
      eb.exists(
        eb
          .selectFrom('space_members as me')
          .select('me.space_id')
          .whereRef('me.space_id', '=', 's.id')
          .where('me.user_id', '=', viewerId),
      ),
    );
  }
  return paginate(rows.orderBy('s.created_at').orderBy('s.id'), count, { page, pageSize }, toSpace);
}

export async function getSpace(db: Kysely<Database>, viewerId: string, spaceId: string): Promise<Space> {
  const row = await selectSpaces(db, viewerId).where('s.id', '=', spaceId).executeTakeFirst();
  if (!row) throw spaceNotFound();
  return toSpace(row);
}

/** A space may not pass for the platform or its staff (a name held before may stay). */
function refuseReservedName(name: string) {
  if (isReservedSpaceName(name)) throw new AppError(400, 'validation_failed', reservedNameMessages.spaceName);
}

/** Creates a space; its creator is its admin (a space role, not a platform one). */
export async function createSpace(db: Kysely<Database>, userId: string, input: CreateSpaceInput): Promise<Space> {
  refuseReservedName(input.name);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('spaces')
      .values({
        name: input.name,
        description: input.description?.trim() || null,
        icon: input.icon,
        color: input.color,
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('space_members').values({ space_id: row.id, user_id: userId, role: 'admin' }).execute();
    return row.id;
  });
  return getSpace(db, userId, id);
}

async function roleIn(db: Kysely<Database>, userId: string, spaceId: string): Promise<SpaceRole | null> {
  const space = await db
    .selectFrom('spaces as s')
    .leftJoin('space_members as m', (join) => join.onRef('m.space_id', '=', 's.id').on('m.user_id', '=', userId))
    .select('m.role')
    .where('s.id', '=', spaceId)
    .where(spaceVisibleTo(userId))
    .executeTakeFirst();
  if (!space) throw spaceNotFound();
  return (space.role as SpaceRole | null) ?? null;
}

/** Settings are for the space's admins only. */
export async function updateSpace(
  db: Kysely<Database>,
  userId: string,
  spaceId: string,
  input: UpdateSpaceInput,
): Promise<Space> {
  if ((await roleIn(db, userId, spaceId)) !== 'admin') {
    throw new AppError(403, 'not_space_admin', spaceMessages.settingsPlaceholder);
  }
  const { description, ...rest } = input;
  if (rest.name !== undefined) {
    const current = await db.selectFrom('spaces').select('name').where('id', '=', spaceId).executeTakeFirstOrThrow();
    if (rest.name !== current.name) refuseReservedName(rest.name);
  }
  await db
    .updateTable('spaces')
    .set({
      ...rest,
      ...(description !== undefined ? { description: description.trim() || null } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', spaceId)
    .execute();
  return getSpace(db, userId, spaceId);
}

async function membership(db: Kysely<Database>, userId: string, spaceId: string): Promise<MembershipResult> {
  const space = await getSpace(db, userId, spaceId);
  return { isJoined: space.isJoined, memberCount: space.memberCount };
}

export async function joinSpace(db: Kysely<Database>, userId: string, spaceId: string) {
  await roleIn(db, userId, spaceId);
  await db
    .insertInto('space_members')
    .values({ space_id: spaceId, user_id: userId, role: 'member' })
    .onConflict((oc) => oc.columns(['space_id', 'user_id']).doNothing())
    .execute();
  return membership(db, userId, spaceId);
}

/** Leaves a space; its last admin cannot, or the space would have nobody to run it. */
export async function leaveSpace(db: Kysely<Database>, userId: string, spaceId: string) {
  await db.transaction().execute(async (trx) => {
    // Two admins leaving at once must not both pass the "another admin remains" check.
    await trx.selectFrom('spaces').select('id').where('id', '=', spaceId).forUpdate().executeTakeFirst();
    const role = await roleIn(trx, userId, spaceId);
    if (role === 'admin') {
      const admins = await trx
        .selectFrom('space_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('space_id', '=', spaceId)
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow();
      if (Number(admins.n) <= 1) throw new AppError(409, 'last_admin', spaceMessages.lastAdminCannotLeave);
    }
    await trx.deleteFrom('space_members').where('space_id', '=', spaceId).where('user_id', '=', userId).execute();
  });
  return membership(db, userId, spaceId);
}
