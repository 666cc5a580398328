import { DELETED_MEMBER_NAME, type ModuleComment } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import { paginate } from '../../../db/paginate.js';
import type { Database } from '../../../db/types.js';
import {
  authorVisibleSql,
  moderationStateFor,
  moderationVisibleSql,
  viewerIsStaffSql,
} from '../../blocks/visibility.js';
import { requireEnrollment } from '../summaries.js';
import { findModule } from './module-view.js';

function selectComments(db: Kysely<Database>, viewerId: string) {
  return (
    db
      .selectFrom('module_comments as mc')
      // A deleted member's comment has no author row left: it reads as "Deleted member".
      .leftJoin('user as u', 'u.id', 'mc.user_id')
      .leftJoin('profiles as p', 'p.id', 'mc.user_id')
      .select([
        'mc.id',
        'mc.body',
        'mc.created_at',
        'mc.user_id',
        'u.name',
        'p.full_name',
        'p.avatar_url',
        'mc.moderation_state',
        viewerIsStaffSql(viewerId).as('viewer_is_staff'),
      ])
  );
}

type CommentRow = {
  id: string;
  body: string;
  created_at: Date;
  user_id: string | null;
  name: string | null;
  full_name: string | null;
  avatar_url: string | null;
  moderation_state: 'hidden' | 'removed' | null;
  viewer_is_staff: boolean;
};

function toComment(r: CommentRow, viewerId: string): ModuleComment {
  return {
    id: r.id,
    body: r.body,
    createdAt: new Date(r.created_at).toISOString(),
    author:
      r.user_id === null
        ? { name: DELETED_MEMBER_NAME, avatarUrl: null }
        : { name: r.full_name?.trim() || r.name || '', avatarUrl: r.avatar_url },
    mine: r.user_id !== null && r.user_id === viewerId,
    moderationState: moderationStateFor(
      r.moderation_state,
      r.user_id !== null && r.user_id === viewerId,
      Boolean(r.viewer_is_staff),
    ),
  };
}

/**
 * A module's discussion, newest first; anyone signed in may read it. Hidden comments only to their
 * author and staff, removed ones to staff; none across a block or from a muted member (issue 16).
 */
export async function listComments(
  db: Kysely<Database>,
  viewerId: string,
  slug: string,
  position: number,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const ref = await findModule(db, slug, position, viewerId);
  const shown = moderationVisibleSql('mc.moderation_state', 'mc.user_id', viewerId);
  const wanted = authorVisibleSql('mc.user_id', viewerId);
  return paginate(
    selectComments(db, viewerId)
      .where('mc.module_id', '=', ref.moduleId)
      .where(shown)
      .where(wanted)
      .orderBy('mc.created_at', 'desc')
      .orderBy('mc.id'),
    db
      .selectFrom('module_comments as mc')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('mc.module_id', '=', ref.moduleId)
      .where(shown)
      .where(wanted),
    { page, pageSize },
    (r) => toComment(r, viewerId),
  );
}

/** Only learners enrolled in the course post to its discussions. */
export async function postComment(db: Kysely<Database>, userId: string, slug: string, position: number, body: string) {
  const ref = await findModule(db, slug, position, userId);
  await requireEnrollment(db, userId, ref.courseId);
  const { id } = await db
    .insertInto('module_comments')
    .values({ module_id: ref.moduleId, user_id: userId, body })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await selectComments(db, userId).where('mc.id', '=', id).executeTakeFirstOrThrow();
  return toComment(row, userId);
}
