import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { displayNameSql } from '../../db/member-sql.js';
import type { Database } from '../../db/types.js';
import { recipientLocale } from '../../i18n/recipient-locale.js';
import { mailText } from '../../mail/i18n.js';
import { communityActivityMail } from '../../mail/templates.js';
import { shouldNotify } from '../settings/notifications.js';
import { activityDigestMail, type DigestItem } from './digest-mail.js';

export type MailedActivity =
  | { kind: 'post_commented'; recipientId: string; actorId: string; postId: string; comment: string }
  | { kind: 'new_follower'; recipientId: string; actorId: string };

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/** At most one activity mail per recipient in this period; what comes in between waits for the next. */
export const ACTIVITY_MAIL_PERIOD_MS = 60 * 60_000;
/** One follower mail per follower and recipient in this period, whatever the follow/unfollow cycles. */
const FOLLOWER_MAIL_PERIOD_MS = 30 * 24 * 60 * 60_000;

/**
 * Records community activity for the recipient's mail once its transaction has committed, unless it
 * is their own action or they turned community-activity mail off; the in-app channel does not
 * affect it (docs/decisions/0809). Likes never mail. It goes out at once when the recipient had no
 * activity mail this period, else in the next digest. A failure is logged and never fails the
 * request that caused it.
 */
export async function mailActivity(ctx: Ctx, log: FastifyBaseLogger, activity: MailedActivity): Promise<void> {
  if (activity.recipientId === activity.actorId) return;
  try {
    if (!(await shouldNotify(ctx.db, activity.recipientId, 'community_activity', 'email'))) return;
    if (activity.kind === 'new_follower' && (await followerMailedRecently(ctx.db, activity))) return;
    await ctx.db
      .insertInto('activity_mails')
      .values({
        recipient_id: activity.recipientId,
        actor_id: activity.actorId,
        kind: activity.kind,
        post_id: activity.kind === 'post_commented' ? activity.postId : null,
        comment: activity.kind === 'post_commented' ? activity.comment : null,
      })
      .execute();
    await deliverTo(ctx, activity.recipientId);
  } catch (err) {
    log.error({ err, kind: activity.kind, userId: activity.recipientId }, 'community activity mail failed');
  }
}

async function followerMailedRecently(db: Kysely<Database>, a: { recipientId: string; actorId: string }) {
  const row = await db
    .selectFrom('activity_mails')
    .select('id')
    .where('recipient_id', '=', a.recipientId)
    .where('actor_id', '=', a.actorId)
    .where('kind', '=', 'new_follower')
    .where('created_at', '>', new Date(Date.now() - FOLLOWER_MAIL_PERIOD_MS))
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Sends the recipient everything waiting, in one mail, unless they had one this period. The
 * recipient's rows are claimed under an advisory lock, so two instances never both send them.
 */
async function deliverTo(ctx: Ctx, recipientId: string): Promise<void> {
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`activity-mail:${recipientId}`}))`.execute(trx);
    const recent = await trx
      .selectFrom('activity_mails')
      .select('id')
      .where('recipient_id', '=', recipientId)
      .where('sent_at', '>', new Date(Date.now() - ACTIVITY_MAIL_PERIOD_MS))
      .executeTakeFirst();
    if (recent) return [];
    return trx
      .updateTable('activity_mails')
      .set({ sent_at: new Date() })
      .where('recipient_id', '=', recipientId)
      .where('sent_at', 'is', null)
      .returning(['id', 'kind', 'actor_id', 'post_id', 'comment', 'created_at'])
      .execute();
  });
  if (!claimed.length) return;
  // Mail turned off while the digest waited: the waiting rows are dropped, not sent.
  if (!(await shouldNotify(ctx.db, recipientId, 'community_activity', 'email'))) return;
  const ids = [...new Set([recipientId, ...claimed.map((c) => c.actor_id)])];
  const people = await ctx.db
    .selectFrom('user as u')
    .leftJoin('profiles as p', 'p.id', 'u.id')
    .select(['u.id', 'u.email', 'p.username', displayNameSql('p', 'u').as('name')])
    .where('u.id', 'in', ids)
    .execute();
  const recipient = people.find((p) => p.id === recipientId);
  if (!recipient) return;
  const who = (id: string) => people.find((p) => p.id === id);
  const base = ctx.config.appUrl;
  const manage = `${base}/settings/notifications`;
  // The recipient's language when the mail is composed, so a digest follows a change made meanwhile.
  const locale = await recipientLocale(ctx.db, recipientId);
  const someone = mailText(locale)('common.someone');
  const items = claimed
    .sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
    .map((c): DigestItem => ({ kind: c.kind, who: who(c.actor_id)?.name ?? someone, comment: c.comment ?? '' }));
  const [first] = claimed;
  if (claimed.length === 1 && first) {
    const actor = who(first.actor_id);
    const mail =
      first.kind === 'post_commented'
        ? communityActivityMail(
            { kind: 'post_commented', who: actor?.name ?? someone, comment: first.comment ?? '' },
            { target: `${base}/feed?post=${first.post_id}`, manage },
            locale,
          )
        : communityActivityMail(
            { kind: 'new_follower', who: actor?.name ?? someone },
            { target: `${base}/profile/${actor?.username ?? ''}`, manage },
            locale,
          );
    await ctx.mailer.send({ to: recipient.email, ...mail });
    return;
  }
  await ctx.mailer.send({
    to: recipient.email,
    ...activityDigestMail(items, { target: `${base}/community`, manage }, locale),
  });
}

/**
 * The scheduled half of the digest: every recipient with waiting activity whose period has passed
 * gets it now. Runs on a timer on every instance; the claim makes each row go out once.
 */
export async function deliverDueActivityMails(ctx: Ctx, log: FastifyBaseLogger): Promise<number> {
  const due = await ctx.db
    .selectFrom('activity_mails as a')
    .select('a.recipient_id')
    .distinct()
    .where('a.sent_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('activity_mails as s')
            .select('s.id')
            .whereRef('s.recipient_id', '=', 'a.recipient_id')
            .where('s.sent_at', '>', new Date(Date.now() - ACTIVITY_MAIL_PERIOD_MS)),
        ),
      ),
    )
    .limit(500)
    .execute();
  for (const { recipient_id } of due) {
    await deliverTo(ctx, recipient_id).catch((err: unknown) =>
      log.error({ err, userId: recipient_id }, 'community activity digest failed'),
    );
  }
  return due.length;
}
