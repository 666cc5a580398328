import type { Member } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import { displayNameSql, HOLDING_CONSENT_STATES, memberRoleSql } from '../../db/member-sql.js';
import type { Database } from '../../db/types.js';

/**
 * A member card's fields, with whether the viewer follows them, in one query. A member who blocked
 * the viewer is left out (issue 16, decision 1633; member_blocks' primary key).
 */
export function selectMembers(db: Kysely<Database>, viewerId: string) {
  return db
    .selectFrom('user as u')
    .innerJoin('profiles as pr', 'pr.id', 'u.id')
    .select((eb) => [
      'u.id',
      displayNameSql('pr', 'u').as('name'),
      'pr.username',
      'pr.avatar_url',
      'pr.bio',
      'pr.created_at as joined_at',
      memberRoleSql('u').as('role'),
      eb
        .exists(
          eb
            .selectFrom('follows as f')
            .select('f.followee_id')
            .whereRef('f.followee_id', '=', 'u.id')
            .where('f.follower_id', '=', viewerId),
        )
        .as('is_following'),
    ])
    .where('u.emailVerified', '=', true)
    .where('u.consentState', 'not in', HOLDING_CONSENT_STATES)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('member_blocks as blk')
            .select('blk.blocker_id')
            .whereRef('blk.blocker_id', '=', 'u.id')
            .where('blk.blocked_id', '=', viewerId),
        ),
      ),
    );
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['executeTakeFirstOrThrow']>>;

export function toMember(r: MemberRow, viewerId: string): Member {
  return {
    id: r.id,
    name: r.name,
    username: r.username,
    avatarUrl: r.avatar_url,
    role: r.role,
    bio: r.bio,
    joinedAt: new Date(r.joined_at).toISOString(),
    isFollowing: Boolean(r.is_following),
    isSelf: r.id === viewerId,
  };
}
