import { type Kysely, sql } from 'kysely';

/**
 * Security review findings 1 and 7. An event made by a private event post is private to its
 * creator, and earns nothing; points are capped per member, reason and UTC day (the caps mirror
 * POINTS_DAILY_CAPS in packages/domain, and a test checks both agree).
 */
const statements = [
  `alter table events add column visibility text not null default 'public'
    check (visibility in ('public', 'private'))`,
  // A member's own private events are read beside the public ones.
  `create index events_private_creator_idx on events (created_by) where visibility = 'private'`,
  `create or replace function community_event_created_points() returns trigger language plpgsql as $$
  begin
    if new.created_by is not null and new.visibility = 'public' then
      insert into points_ledger (user_id, reason, points, source_key, event_id)
      values (new.created_by, 'eventCreated', 10, 'event:' || new.id, new.id)
      on conflict do nothing;
    end if;
    return new;
  end $$`,
  `create index points_ledger_user_reason_created_idx on points_ledger (user_id, reason, created_at)`,
  // The cap counts rows of the same UTC day as the new row: attendance rows are dated at the
  // event's start, so it caps attended events per day of events.
  `create function points_daily_cap() returns trigger language plpgsql as $$
  declare
    cap integer := case new.reason
      when 'post' then 10
      when 'comment' then 30
      when 'likeReceived' then 100
      when 'eventCreated' then 3
      when 'eventAttended' then 3
      when 'dailyStreak' then 1
    end;
    day_start timestamptz := date_trunc('day', coalesce(new.created_at, now()) at time zone 'utc') at time zone 'utc';
  begin
    if cap is not null and (
      select count(*) from points_ledger
      where user_id = new.user_id and reason = new.reason
        and created_at >= day_start and created_at < day_start + interval '1 day'
    ) >= cap then
      return null;
    end if;
    return new;
  end $$`,
  `create trigger points_ledger_daily_cap before insert on points_ledger
    for each row execute function points_daily_cap()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
