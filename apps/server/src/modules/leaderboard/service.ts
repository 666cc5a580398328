import { type LeaderboardPage, type LeaderboardRange, rangeDays } from '@storyloom/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { notHoldingSql } from '../../db/member-sql.js';
import type { Database } from '../../db/types.js';

/** Rank changes for all time compare with the standing this many days ago. */
const ALL_TIME_COMPARE_DAYS = 7;

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/** Ledger rows in (after, upTo]; `after` null means from the start. Future-dated rows never count. */
function window(after: RawBuilder<unknown> | null, upTo: RawBuilder<unknown>) {
  return after ? sql`created_at > ${after} and created_at <= ${upTo}` : sql`created_at <= ${upTo}`;
}

interface Row {
  user_id: string;
  points: number;
  posts: number;
  comments: number;
  likes: number;
  events: number;
  courses: number;
  added: number;
  rank: number;
  total: number;
  prev_rank: number | null;
  name: string;
  username: string | null;
  avatar_url: string | null;
}

/**
 * Top contributors of a range, computed from the points ledger in one statement: points and what
 * earned them in the range, the rank, points of the last 24 hours, and the rank one range earlier
 * (index points_ledger_range_idx serves the time windows).
 */
export async function leaderboard(
  db: Kysely<Database>,
  { range, page, pageSize }: { range: LeaderboardRange; page: number; pageSize: number },
): Promise<LeaderboardPage> {
  const days = rangeDays(range);
  const current = sql`${window(days ? daysAgo(days) : null, sql`now()`)} and ${notHoldingSql('user_id')}`;
  const previous = days ? window(daysAgo(days * 2), daysAgo(days)) : window(null, daysAgo(ALL_TIME_COMPARE_DAYS));
  const { rows } = await sql<Row>`
    with cur as (
      select user_id,
        sum(points)::int as points,
        (count(*) filter (where reason = 'post'))::int as posts,
        (count(*) filter (where reason = 'comment'))::int as comments,
        (count(*) filter (where reason = 'likeReceived'))::int as likes,
        (count(*) filter (where reason in ('eventCreated', 'eventAttended')))::int as events,
        (count(*) filter (where reason = 'courseCompleted'))::int as courses,
        (coalesce(sum(points) filter (where created_at > now() - interval '1 day'), 0))::int as added
      from points_ledger where ${current}
      group by user_id
    ),
    ranked as (
      select cur.*, (rank() over (order by points desc))::int as rank, (count(*) over ())::int as total from cur
    ),
    prev as (
      select user_id, (rank() over (order by sum(points) desc))::int as rank
      from points_ledger where ${previous}
      group by user_id
    )
    select r.*, prev.rank as prev_rank,
      coalesce(nullif(btrim(pr.full_name), ''), u.name) as name, pr.username, pr.avatar_url
    from ranked r
    join "user" u on u.id = r.user_id
    left join profiles pr on pr.id = r.user_id
    left join prev on prev.user_id = r.user_id
    order by r.rank, name, r.user_id
    limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db);

  const total = rows[0] ? Number(rows[0].total) : await countRanked(db, current);
  return {
    items: rows.map((r) => ({
      rank: Number(r.rank),
      userId: r.user_id,
      name: r.name,
      username: r.username ?? '',
      avatarUrl: r.avatar_url,
      points: Number(r.points),
      contribution: { posts: r.posts, comments: r.comments, likes: r.likes, events: r.events, courses: r.courses },
      pointsAdded: Number(r.added),
      rankChange: r.prev_rank === null ? null : Number(r.prev_rank) - Number(r.rank),
    })),
    total,
    page,
    pageSize,
    range,
  };
}

async function countRanked(db: Kysely<Database>, current: RawBuilder<unknown>) {
  const { rows } = await sql<{ n: number }>`
    select count(distinct user_id)::int as n from points_ledger where ${current}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
