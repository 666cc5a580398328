import { type CommunityMe, levelFor, levelName } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import { displayNameSql, memberRoleSql } from '../../db/member-sql.js';
import type { Database } from '../../db/types.js';

/**
 * The hub's profile summary and New Member Checklist, from the user's real state, in one query.
 * The post count is the user's own, so it includes their private posts (only they see it).
 */
export async function communityMe(db: Kysely<Database>, userId: string): Promise<CommunityMe> {
  const row = await db
    .selectFrom('user as u')
    .innerJoin('profiles as pr', 'pr.id', 'u.id')
    .select((eb) => [
      'u.id',
      displayNameSql('pr', 'u').as('name'),
      'pr.username',
      'pr.avatar_url',
      'pr.bio',
      'pr.full_name',
      memberRoleSql('u').as('role'),
      eb.selectFrom('posts').select(eb.fn.countAll<number>().as('n')).where('author_id', '=', userId).as('posts'),
      eb
        .selectFrom('follows')
        .select(eb.fn.countAll<number>().as('n'))
        .where('follower_id', '=', userId)
        .as('following'),
      eb
        .selectFrom('follows')
        .select(eb.fn.countAll<number>().as('n'))
        .where('followee_id', '=', userId)
        .as('followers'),
      eb
        .selectFrom('points_ledger')
        .select(sql<number>`coalesce(sum(points), 0)`.as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '<=', sql<Date>`now()`)
        .as('points'),
      eb.exists(eb.selectFrom('space_members').select('space_id').where('user_id', '=', userId)).as('in_space'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const level = levelFor(Number(row.points ?? 0));
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    avatarUrl: row.avatar_url,
    role: row.role,
    points: level.points,
    level: level.level,
    levelName: levelName(level.level),
    toNextLevel: level.toNextLevel,
    posts: Number(row.posts ?? 0),
    following: Number(row.following ?? 0),
    followers: Number(row.followers ?? 0),
    checklist: {
      // A complete profile has a name, a bio and a picture (docs/decisions/0705).
      profile: Boolean(row.full_name?.trim() && row.bio?.trim() && row.avatar_url),
      space: Boolean(row.in_space),
      post: Number(row.posts ?? 0) > 0,
    },
  };
}
