import type { FeedQuery } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import { ReadCache } from '../../cache/read-cache.js';
import type { Database } from '../../db/types.js';
import type { LiveHub } from '../community/hub.js';
import { type PostJsonRow, selectPosts } from './select.js';

/** How many of the newest shared posts the head holds: two full pages and room for blocks and mutes. */
export const FEED_HEAD_SIZE = 120;
/**
 * Every community change (a live event, from any instance) drops the head at once; this bounds how
 * long it can lag a change that publishes none: a renamed member, a new avatar, a role badge.
 */
export const FEED_HEAD_TTL_MS = 5_000;

/** No member: the head's rows carry no viewer's like or role; the viewer's are read per request. */
const NO_VIEWER = '00000000-0000-0000-0000-000000000000';

interface Head {
  /** The newest public posts no moderator acted on, newest first, with their card details. */
  rows: PostJsonRow[];
  /** The database's clock when the rows were read (exact text): a viewer's later posts are not in them. */
  readAt: string;
}

/** What one viewer changes about the shared head: read in one small query per request. */
interface ViewerFacts {
  staff: boolean;
  /** Members across a block either way, and members the viewer muted. */
  hidden_authors: string[];
  liked: string[];
  /** The head's posts that are still public, unmoderated and there: read fresh, whatever the head's age. */
  still_shown: string[];
  /** The viewer has a post in the head's window that the head cannot hold (private, moderated, newer). */
  own_outside_head: boolean;
}

/** The default first page of the feed: every member asks for it, and most of it is the same for all. */
export function isFeedHeadQuery(q: FeedQuery): boolean {
  return q.chip === 'all' && !q.cursor && !q.filter && !q.spaceId && !q.q && q.limit < FEED_HEAD_SIZE;
}

/**
 * The newest shared posts, read once for every member (issue 20, decision 2006). A request takes its
 * page from them after one small query for what is the viewer's own: their blocks and mutes, their
 * likes, their role, and whether they wrote a post the head cannot hold. The same query checks that
 * each of the head's posts may still be shown (a moderator's action or a deletion counts at once,
 * live event or not); only how a card looks may lag, by one live event or FEED_HEAD_TTL_MS at most.
 * Whenever the head cannot answer exactly what the full query would, `page` returns undefined and
 * the caller runs that query.
 */
export class FeedHead {
  private readonly cache = new ReadCache<Head>(FEED_HEAD_TTL_MS, 1);
  private readonly stopObserving: () => void;

  constructor(
    private readonly db: Kysely<Database>,
    live: LiveHub,
  ) {
    this.stopObserving = live.observe(() => this.cache.invalidate());
  }

  close() {
    this.stopObserving();
  }

  /** The page's rows (limit + 1, for the next cursor) as the full feed query returns them, or undefined. */
  async page(viewerId: string, limit: number): Promise<PostJsonRow[] | undefined> {
    const head = this.cache.peek('head') ?? (await this.cache.get('head', () => this.read()));
    const oldest = head.rows.at(-1);
    if (!oldest) return undefined;
    const facts = await this.viewerFacts(viewerId, head, oldest.cursor_ts);
    // Staff see moderated posts the head leaves out; a viewer's own private, hidden or newer post
    // belongs in the page too. Both are rare: the full query answers them.
    if (facts.staff || facts.own_outside_head) return undefined;
    const hidden = new Set(facts.hidden_authors);
    const liked = new Set(facts.liked);
    const shown = new Set(facts.still_shown);
    const rows = head.rows.filter((row) => shown.has(row.id) && !hidden.has(row.author_id)).slice(0, limit + 1);
    // Too few left after blocks and mutes, and older posts exist beyond the head.
    if (rows.length <= limit && head.rows.length === FEED_HEAD_SIZE) return undefined;
    return rows.map((row) => ({ ...row, is_liked: liked.has(row.id) }));
  }

  private async read(): Promise<Head> {
    const page = this.db
      .selectFrom('posts as p')
      .selectAll('p')
      .where('p.visibility', '=', 'public')
      .where('p.moderation_state', 'is', null)
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(FEED_HEAD_SIZE);
    const { rows, read_at } = await this.db
      .selectFrom(selectPosts(this.db, NO_VIEWER, page).as('f'))
      .select([
        sql<PostJsonRow[]>`coalesce(json_agg(f order by f.created_at desc, f.id desc), '[]')`.as('rows'),
        sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('read_at'),
      ])
      .executeTakeFirstOrThrow();
    return { rows, readAt: read_at };
  }

  private async viewerFacts(viewerId: string, head: Head, oldest: string): Promise<ViewerFacts> {
    const ids = head.rows.map((row) => row.id);
    const { rows } = await sql<ViewerFacts>`select
      exists (select 1 from "user" as staff where staff.id = ${viewerId} and staff.role in ('moderator', 'admin')) as staff,
      array(select blk.blocker_id from member_blocks as blk where blk.blocked_id = ${viewerId}
        union all select blk.blocked_id from member_blocks as blk where blk.blocker_id = ${viewerId}
        union all select mut.muted_id from member_mutes as mut where mut.muter_id = ${viewerId}) as hidden_authors,
      array(select l.post_id from post_likes as l where l.user_id = ${viewerId} and l.post_id = any(${ids}::uuid[])) as liked,
      array(select v.id from posts as v where v.id = any(${ids}::uuid[]) and v.visibility = 'public'
        and v.moderation_state is null) as still_shown,
      exists (select 1 from posts as own where own.author_id = ${viewerId}
        and own.created_at >= ${oldest}::timestamptz
        and (own.visibility <> 'public' or own.moderation_state is not null or own.created_at > ${head.readAt}::timestamptz)
      ) as own_outside_head`.execute(this.db);
    const facts = rows[0];
    if (!facts) throw new Error('viewer facts query returned no row');
    return facts;
  }
}
