import { ACTIVITY_KINDS, type ActivityItem, type ActivityKind } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';

type ActivityRow = {
  kind: string;
  subject: string;
  at: Date | string;
  slug: string | null;
  position: number | null;
  ref: string | null;
};

/** Where an activity leads: the module, the learning dashboard, the event, or the AI tool's tab. */
export function activityLink(r: Pick<ActivityRow, 'kind' | 'slug' | 'position' | 'ref' | 'subject'>): string | null {
  switch (r.kind) {
    case 'enrolled':
      return '/courses/dashboard';
    case 'module_completed':
    case 'commented':
      return r.slug && r.position ? `/courses/${r.slug}/module/${r.position}` : null;
    case 'rsvp':
      return r.ref ? `/event/${r.ref}` : null;
    case 'generated':
      // The video tool lives on the #edit tab of /tools.
      return `/tools#${r.subject === 'video' ? 'edit' : r.subject}`;
    default:
      return null;
  }
}

/**
 * The user's recent actions across features, newest first, as one UNION ALL statement. Each
 * branch reads its table's (user_id, created_at) index and stops after the rows the page can use.
 */
export async function listActivity(
  db: Kysely<Database>,
  userId: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const reach = page * pageSize;
  const offset = (page - 1) * pageSize;
  const [{ rows }, totals] = await Promise.all([
    sql<ActivityRow>`
      select kind, subject, at, slug, position, ref from (
        (select 'enrolled' as kind, c.title as subject, e.created_at as at, c.slug, null::int as position, null::text as ref
           from enrollments e join courses c on c.id = e.course_id
          where e.user_id = ${userId} order by e.created_at desc limit ${reach})
        union all
        (select 'module_completed', m.title, mc.created_at, c.slug, m.position, null
           from module_completions mc join course_modules m on m.id = mc.module_id join courses c on c.id = mc.course_id
          where mc.user_id = ${userId} order by mc.created_at desc limit ${reach})
        union all
        (select 'commented', m.title, cm.created_at, c.slug, m.position, null
           from module_comments cm join course_modules m on m.id = cm.module_id join courses c on c.id = m.course_id
          where cm.user_id = ${userId} order by cm.created_at desc limit ${reach})
        union all
        (select 'rsvp', ev.title, r.created_at, null, null, ev.id::text
           from event_registrations r join events ev on ev.id = r.event_id
          where r.user_id = ${userId} order by r.created_at desc limit ${reach})
        union all
        (select 'generated', g.tool, g.created_at, null, null, null
           from ai_generations g
          where g.user_id = ${userId} order by g.created_at desc limit ${reach})
      ) activity
      order by at desc
      limit ${pageSize} offset ${offset}`.execute(db),
    db
      .selectNoFrom((eb) =>
        (
          ['enrollments', 'module_completions', 'module_comments', 'event_registrations', 'ai_generations'] as const
        ).map((table) =>
          eb.selectFrom(table).where('user_id', '=', userId).select(eb.fn.countAll<number>().as('n')).as(table),
        ),
      )
      .executeTakeFirstOrThrow(),
  ]);
  const total = Object.values(totals).reduce<number>((sum, v) => sum + Number(v ?? 0), 0);
  const items: ActivityItem[] = rows
    .filter((r): r is ActivityRow & { kind: ActivityKind } => (ACTIVITY_KINDS as readonly string[]).includes(r.kind))
    .map((r) => ({ kind: r.kind, subject: r.subject, at: new Date(r.at).toISOString(), link: activityLink(r) }));
  return { items, total, page, pageSize };
}
