import { ageBandOf, isChildAccountEmail } from '@storyloom/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { recipientLocale } from '../../i18n/recipient-locale.js';
import { parentLinkEndedMemberMail, parentLinkEndedParentMail } from './mails.js';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config' | 'log' | 'sessions'>;

/** The method named on the consent record of a link that ended by itself. */
const ENDED_METHOD = 'coming_of_age';

/**
 * Ends the parental link of every member who became an adult since the last run (the band moves
 * at the birthday on read; this is the only part with mail to send): consent state 'ended', the
 * link's end date and a new link version (so every parent link ever mailed stops working), a
 * consent record, an account notice, then a mail to the parent and, when the account has a real
 * address, to the member. Linked accounts are few, so they are read whole and judged by the same
 * ageBandOf the session uses.
 */
export async function endParentalLinksAtComingOfAge(ctx: Ctx, now = new Date()): Promise<number> {
  const linked = await ctx.db
    .selectFrom('user as u')
    .innerJoin('parental_links as l', 'l.user_id', 'u.id')
    .leftJoin('profiles as pr', 'pr.id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.birthYear',
      'u.birthMonth',
      'pr.username',
      'pr.full_name',
      'l.parent_email',
      'l.notice_version',
    ])
    .where('u.consentState', 'in', ['granted', 'revoked'])
    .where('l.ended_at', 'is', null)
    .execute();
  const adults = linked.filter(
    (u) => u.birthYear && u.birthMonth && ageBandOf({ year: u.birthYear, month: u.birthMonth }, now) === 'adult',
  );
  let ended = 0;
  for (const member of adults) {
    const changed = await ctx.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('user')
        .set({ consentState: 'ended' })
        .where('id', '=', member.id)
        .where('consentState', 'in', ['granted', 'revoked'])
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await trx
        .updateTable('parental_links')
        .set({ ended_at: sql<Date>`now()`, link_version: sql<number>`link_version + 1` })
        .where('user_id', '=', member.id)
        .execute();
      await trx
        .insertInto('consent_records')
        .values({
          user_id: member.id,
          action: 'ended',
          method: ENDED_METHOD,
          notice_version: member.notice_version,
          ip: null,
        })
        .execute();
      await trx.insertInto('notifications').values({ user_id: member.id, kind: 'parent_link_ended' }).execute();
      return true;
    });
    if (!changed) continue;
    ended += 1;
    ctx.sessions.forgetUser(member.id);
    await tellBoth(ctx, member);
  }
  return ended;
}

async function tellBoth(
  ctx: Ctx,
  member: {
    id: string;
    email: string;
    name: string;
    username: string | null;
    full_name: string | null;
    parent_email: string;
  },
) {
  const appUrl = ctx.config.appUrl;
  // Both in the member's language: the parent's mails follow the account's (decision 1903).
  const locale = await recipientLocale(ctx.db, member.id);
  const sends = [
    {
      to: member.parent_email,
      ...parentLinkEndedParentMail({ username: member.username ?? member.name, appUrl }, locale),
    },
  ];
  if (!isChildAccountEmail(member.email)) {
    sends.push({
      to: member.email,
      ...parentLinkEndedMemberMail({ name: member.full_name || member.name, appUrl }, locale),
    });
  }
  for (const mail of sends) {
    // The link has ended either way; a mail that fails is logged, not retried.
    await ctx.mailer.send(mail).catch((err: unknown) => {
      ctx.log.warn({ err, event: 'retention.coming_of_age_mail_failed', userId: member.id }, 'mail not sent');
    });
  }
}
