import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { mailAudiences } from '../../i18n/recipient-locale.js';
import { type PeriodicJob, startPeriodicJob } from '../../jobs/periodic.js';
import { itemKey, loadItems } from '../../safety/items.js';
import { SAFETY_THRESHOLDS } from '../../safety/thresholds.js';
import { overdueDigestMail } from './mails.js';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'log' | 'config'>;

/** How many overdue items one digest lists (the rest are counted). */
const DIGEST_ITEMS = 20;
/** How often the job looks; the safety_digests row makes it one mail per day whatever the instances. */
const DIGEST_CHECK_MS = 60 * 60_000;

/**
 * The overdue digest (issue 16, point 3): while any open report is older than reportOverdueHours,
 * every admin gets one mail per (UTC) day listing the waiting items. The day's row in
 * safety_digests is inserted first, on conflict nothing: only the instance that inserted it sends.
 * Returns how many mails went out.
 */
export async function sendOverdueDigest(ctx: Ctx, now = new Date()): Promise<number> {
  const hours = SAFETY_THRESHOLDS.reportOverdueHours;
  const cutoff = new Date(now.getTime() - hours * 3_600_000);
  const groups = await ctx.db
    .selectFrom('reports')
    .select((eb) => ['surface', 'item_id', eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('since')])
    .where('status', '=', 'open')
    .where('created_at', '<', cutoff)
    .groupBy(['surface', 'item_id'])
    .orderBy(sql`min(created_at)`)
    .orderBy('item_id')
    .execute();
  if (groups.length === 0) return 0;
  const day = now.toISOString().slice(0, 10);
  const claimed = await ctx.db
    .insertInto('safety_digests')
    .values({ day })
    .onConflict((oc) => oc.column('day').doNothing())
    .returning('day')
    .executeTakeFirst();
  if (!claimed) return 0;
  const shown = groups.slice(0, DIGEST_ITEMS);
  const items = await loadItems(
    ctx.db,
    shown.map((g) => ({ surface: g.surface, itemId: g.item_id })),
  );
  const shownItems = shown.map((g) => ({
    surface: g.surface,
    excerpt: items.get(itemKey(g.surface, g.item_id))?.excerpt ?? null,
    reports: Number(g.n),
    since: new Date(g.since),
  }));
  const admins = await ctx.db
    .selectFrom('user')
    .select(['id', 'email'])
    .where('role', '=', 'admin')
    .where('emailVerified', '=', true)
    .execute();
  // Each admin reads it in their own language and time zone.
  const audiences = await mailAudiences(
    ctx.db,
    admins.map((a) => a.id),
  );
  let sent = 0;
  for (const admin of admins) {
    try {
      const mail = overdueDigestMail(
        ctx.config.appUrl,
        shownItems,
        groups.length,
        hours,
        audiences.get(admin.id) ?? 'en',
      );
      await ctx.mailer.send({ to: admin.email, ...mail });
      sent += 1;
    } catch (err) {
      ctx.log.error({ err, userId: admin.id }, 'overdue digest not sent');
    }
  }
  ctx.log.info({ event: 'moderation.overdue_digest', items: groups.length, sent }, 'overdue digest sent');
  return sent;
}

/** Checks now and every hour; started beside the retention job (off in integration tests). */
export function startSafetyDigestJob(ctx: Ctx, intervalMs = DIGEST_CHECK_MS): PeriodicJob {
  return startPeriodicJob(ctx.log, 'moderation.digest_failed', () => sendOverdueDigest(ctx), intervalMs);
}
