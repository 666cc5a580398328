import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { plainAll } from './plain.js';

type Db = Kysely<Database>;

/**
 * Safety (issue 16): the reports the member made, what moderation did about their items or
 * account and their appeals, who they block and mute, and the language filter's refusals. Left
 * out on purpose (docs/decisions/1626): reports by others about them (a reporter stays private),
 * who moderated (staff stay private), and who blocks or mutes them.
 */
export async function safetyArea(db: Db, userId: string) {
  const [reports, notices, appeals, blocked, muted, strikes] = await Promise.all([
    db
      .selectFrom('reports')
      .select(['surface', 'item_id', 'reason', 'note', 'status', 'created_at', 'handled_at'])
      .where('reporter_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('moderation_actions')
      .select(['id', 'action', 'rule_id', 'note', 'surface', 'item_id', 'ends_at', 'created_at'])
      .where('subject_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('moderation_appeals')
      .select(['action_id', 'text', 'status', 'created_at', 'decided_at'])
      .where('author_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('member_blocks as b')
      .leftJoin('profiles as p', 'p.id', 'b.blocked_id')
      .select(['p.username', 'b.created_at'])
      .where('b.blocker_id', '=', userId)
      .orderBy('b.created_at')
      .execute(),
    db
      .selectFrom('member_mutes as m')
      .leftJoin('profiles as p', 'p.id', 'm.muted_id')
      .select(['p.username', 'm.created_at'])
      .where('m.muter_id', '=', userId)
      .orderBy('m.created_at')
      .execute(),
    db
      .selectFrom('language_strikes')
      .select('created_at')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  ]);
  return {
    reportsMade: plainAll(reports),
    moderationNotices: plainAll(notices),
    appeals: plainAll(appeals),
    blocked: plainAll(blocked),
    muted: plainAll(muted),
    languageRefusals: plainAll(strikes),
  };
}
