import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { displayNameSql } from '../../db/member-sql.js';
import { communityActivityMail } from '../../mail/templates.js';
import { shouldNotify } from '../settings/notifications.js';

export type MailedActivity =
  | { kind: 'post_commented'; recipientId: string; actorId: string; postId: string; comment: string }
  | { kind: 'new_follower'; recipientId: string; actorId: string };

/**
 * Mails community activity once its transaction has committed, unless it is the recipient's own
 * action or they turned community-activity mail off; the in-app channel does not affect it
 * (docs/decisions/0809). Likes never mail. A failure is logged and
 * never fails the request that caused it.
 */
export async function mailActivity(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  log: FastifyBaseLogger,
  activity: MailedActivity,
): Promise<void> {
  if (activity.recipientId === activity.actorId) return;
  try {
    if (!(await shouldNotify(ctx.db, activity.recipientId, 'community_activity', 'email'))) return;
    const people = await ctx.db
      .selectFrom('user as u')
      .leftJoin('profiles as p', 'p.id', 'u.id')
      .select(['u.id', 'u.email', 'p.username', displayNameSql('p', 'u').as('name')])
      .where('u.id', 'in', [activity.recipientId, activity.actorId])
      .execute();
    const recipient = people.find((p) => p.id === activity.recipientId);
    const actor = people.find((p) => p.id === activity.actorId);
    if (!recipient || !actor) return;
    const base = ctx.config.appUrl;
    const mail =
      activity.kind === 'post_commented'
        ? communityActivityMail(
            { kind: 'post_commented', who: actor.name, comment: activity.comment },
            { target: `${base}/feed?post=${activity.postId}`, manage: `${base}/settings/notifications` },
          )
        : communityActivityMail(
            { kind: 'new_follower', who: actor.name },
            { target: `${base}/profile/${actor.username ?? ''}`, manage: `${base}/settings/notifications` },
          );
    await ctx.mailer.send({ to: recipient.email, ...mail });
  } catch (err) {
    log.error({ err, kind: activity.kind, userId: activity.recipientId }, 'community activity mail failed');
  }
}
