import { type HideableSurface, isHideableSurface, profilePath, type ReportSurface } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../context.js';
import { displayNameSql } from '../db/member-sql.js';
import type { ModerationState } from '../db/tables/safety.js';
import type { Database } from '../db/types.js';
import type { LiveMessage } from '../modules/community/hub.js';

/**
 * Every reportable item, whatever its surface (issue 16): whether it exists, who wrote it, its text,
 * where it lives in the app, what moderation did to it, and who may see it. Reports, the queue and
 * the moderation actions read items only through here; hiding and restoring go through setItemState.
 */
export interface ReportableItem {
  surface: ReportSurface;
  itemId: string;
  /** The member it is about or by; null for an AI output (the model wrote it) or a deleted author. */
  authorId: string | null;
  /** The full text a moderator reads. */
  text: string;
  excerpt: string;
  url: string | null;
  state: ModerationState | null;
  /** What the item answers (a comment's post, a discussion comment's module). */
  parent: { excerpt: string; url: string | null } | null;
  /** The post a notification about it points at (a post, or a comment's post). */
  postId: string | null;
  /** Who may see it apart from moderation: everyone signed in, or one member only. */
  audience: 'everyone' | { only: string };
}

type Db = Kysely<Database>;
export const itemKey = (surface: string, itemId: string) => `${surface}:${itemId}`;

const EXCERPT_LENGTH = 140;
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

const spaceUrl = (spaceId: string) => `/spaces/${spaceId}`;
/** The share link of a post: the feed opens it. */
const postUrl = (postId: string) => `/feed?post=${postId}`;

function item(fields: Omit<ReportableItem, 'excerpt'>): ReportableItem {
  return { ...fields, excerpt: excerptOf(fields.text) };
}

/** One query per surface: the items of `ids`. */
const LOADERS: Record<ReportSurface, (db: Db, ids: string[]) => Promise<ReportableItem[]>> = {
  async post(db, ids) {
    const rows = await db
      .selectFrom('posts')
      .select(['id', 'author_id', 'content', 'space_id', 'visibility', 'moderation_state'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) =>
      item({
        surface: 'post',
        itemId: r.id,
        authorId: r.author_id,
        text: r.content,
        url: postUrl(r.id),
        state: r.moderation_state,
        parent: null,
        postId: r.id,
        audience: r.visibility === 'public' ? 'everyone' : { only: r.author_id },
      }),
    );
  },
  async comment(db, ids) {
    const rows = await db
      .selectFrom('post_comments as c')
      .innerJoin('posts as p', 'p.id', 'c.post_id')
      .select([
        'c.id',
        'c.author_id',
        'c.content',
        'c.moderation_state',
        'p.id as post_id',
        'p.content as post_content',
        'p.space_id',
        'p.visibility',
        'p.author_id as post_author_id',
        'p.moderation_state as post_state',
      ])
      .where('c.id', 'in', ids)
      .execute();
    return rows.map((r) =>
      item({
        surface: 'comment',
        itemId: r.id,
        authorId: r.author_id,
        text: r.content,
        url: postUrl(r.post_id),
        state: r.moderation_state,
        parent: { excerpt: excerptOf(r.post_content), url: postUrl(r.post_id) },
        postId: r.post_id,
        // A comment is seen where its post is: a hidden or private post shows it to its author only.
        audience: r.visibility === 'public' && r.post_state === null ? 'everyone' : { only: r.post_author_id },
      }),
    );
  },
  async module_comment(db, ids) {
    const rows = await db
      .selectFrom('module_comments as mc')
      .innerJoin('course_modules as m', 'm.id', 'mc.module_id')
      .innerJoin('courses as c', 'c.id', 'm.course_id')
      .select(['mc.id', 'mc.user_id', 'mc.body', 'mc.moderation_state', 'm.title', 'm.position', 'c.slug'])
      .where('mc.id', 'in', ids)
      .execute();
    return rows.map((r) => {
      const url = `/courses/${r.slug}/module/${r.position}`;
      return item({
        surface: 'module_comment',
        itemId: r.id,
        authorId: r.user_id,
        text: r.body,
        url,
        state: r.moderation_state,
        parent: { excerpt: excerptOf(r.title), url },
        postId: null,
        audience: 'everyone',
      });
    });
  },
  async profile(db, ids) {
    const rows = await db
      .selectFrom('user as u')
      .innerJoin('profiles as p', 'p.id', 'u.id')
      .select(['u.id', displayNameSql('p', 'u').as('name'), 'p.username', 'p.bio'])
      .where('u.id', 'in', ids)
      .execute();
    return rows.map((r) =>
      item({
        surface: 'profile',
        itemId: r.id,
        authorId: r.id,
        text: [r.name, r.bio].filter(Boolean).join('\n\n'),
        url: r.username ? profilePath(r.username) : null,
        state: null,
        parent: null,
        postId: null,
        audience: 'everyone',
      }),
    );
  },
  async space(db, ids) {
    const rows = await db
      .selectFrom('spaces')
      .select(['id', 'name', 'description', 'created_by', 'moderation_state'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) =>
      item({
        surface: 'space',
        itemId: r.id,
        authorId: r.created_by,
        text: [r.name, r.description].filter(Boolean).join('\n\n'),
        url: spaceUrl(r.id),
        state: r.moderation_state,
        parent: null,
        postId: null,
        audience: 'everyone',
      }),
    );
  },
  async event(db, ids) {
    const rows = await db
      .selectFrom('events')
      .select(['id', 'title', 'description', 'created_by', 'visibility', 'moderation_state'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) =>
      item({
        surface: 'event',
        itemId: r.id,
        authorId: r.created_by,
        text: [r.title, r.description].filter(Boolean).join('\n\n'),
        url: `/event/${r.id}`,
        state: r.moderation_state,
        parent: null,
        postId: null,
        audience: r.visibility === 'public' || !r.created_by ? 'everyone' : { only: r.created_by },
      }),
    );
  },
  async ai_generation(db, ids) {
    const rows = await db
      .selectFrom('ai_generations')
      .select(['id', 'user_id', 'output'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) =>
      item({
        surface: 'ai_generation',
        itemId: r.id,
        // The model wrote it: no member is its author (docs/decisions/1621).
        authorId: null,
        text: r.output,
        url: null,
        state: null,
        parent: null,
        postId: null,
        audience: { only: r.user_id },
      }),
    );
  },
};

/** The items of many refs, with one query per surface present; keyed by itemKey. */
export async function loadItems(
  db: Db,
  refs: ReadonlyArray<{ surface: ReportSurface; itemId: string }>,
): Promise<Map<string, ReportableItem>> {
  const bySurface = new Map<ReportSurface, Set<string>>();
  for (const { surface, itemId } of refs) {
    const set = bySurface.get(surface) ?? new Set<string>();
    set.add(itemId);
    bySurface.set(surface, set);
  }
  const found = await Promise.all([...bySurface].map(([surface, ids]) => LOADERS[surface](db, [...ids])));
  return new Map(found.flat().map((i) => [itemKey(i.surface, i.itemId), i]));
}

export async function loadItem(db: Db, surface: ReportSurface, itemId: string): Promise<ReportableItem | null> {
  return (await loadItems(db, [{ surface, itemId }])).get(itemKey(surface, itemId)) ?? null;
}

/** Whether a member (not a moderator) can see the item: it is shown to them and not hidden or removed. */
export function visibleTo(item: ReportableItem, viewerId: string): boolean {
  if (item.state === 'removed') return false;
  if (item.state === 'hidden' && item.authorId !== viewerId) return false;
  return item.audience === 'everyone' || item.audience.only === viewerId;
}

const TABLE_OF: Record<HideableSurface, 'posts' | 'post_comments' | 'module_comments' | 'spaces' | 'events'> = {
  post: 'posts',
  comment: 'post_comments',
  module_comment: 'module_comments',
  space: 'spaces',
  event: 'events',
};

/**
 * Sets what moderation did to an item (null restores it). With `onlyFrom`, only an item in that
 * state changes (auto-hide touches only a visible item; a restore only what the action had set).
 * True when the row changed.
 */
export async function setItemState(
  db: Db,
  surface: HideableSurface,
  itemId: string,
  state: ModerationState | null,
  onlyFrom?: ModerationState | null,
): Promise<boolean> {
  let query = db.updateTable(TABLE_OF[surface]).set({ moderation_state: state }).where('id', '=', itemId);
  if (onlyFrom !== undefined) {
    query =
      onlyFrom === null ? query.where('moderation_state', 'is', null) : query.where('moderation_state', '=', onlyFrom);
  } else {
    query = query.where(sql<boolean>`moderation_state is distinct from ${state}`);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * What the live stream must carry once an item's state changed, so every open screen refetches
 * it (the queries decide who still sees it): the post, a comment's thread, the space, the event.
 */
export async function liveMessagesFor(db: Db, item: ReportableItem): Promise<LiveMessage[]> {
  const to = item.audience === 'everyone' ? null : item.audience.only;
  switch (item.surface) {
    case 'post':
      return [{ to, event: { type: 'post_changed', postId: item.itemId } }];
    case 'comment': {
      if (!item.postId) return [];
      const post = await db
        .selectFrom('posts')
        .select('comment_count')
        .where('id', '=', item.postId)
        .executeTakeFirst();
      return [{ to, event: { type: 'comments_changed', postId: item.postId, comments: post?.comment_count ?? 0 } }];
    }
    case 'space':
      return [{ to: null, event: { type: 'space_changed', spaceId: item.itemId } }];
    case 'event':
      return [{ to, event: { type: 'event_changed', eventId: item.itemId } }];
    default:
      return [];
  }
}

/** Publishes after the change committed; a failed broadcast never fails the request. */
export async function publishItemChange(ctx: Pick<AppContext, 'db' | 'live' | 'log'>, item: ReportableItem) {
  try {
    const messages = await liveMessagesFor(ctx.db, item);
    if (messages.length > 0) await ctx.live.publish(...messages);
  } catch (err) {
    ctx.log.warn({ err }, 'live update for a moderated item not published');
  }
}

/**
 * Hides, removes or restores an item and tells the live stream (H4's queries and stream filter
 * what a hidden or removed item shows to whom). True when the item changed.
 */
export async function hideItem(
  ctx: Pick<AppContext, 'db' | 'live' | 'log'>,
  item: ReportableItem,
  state: ModerationState | null,
  onlyFrom?: ModerationState | null,
): Promise<boolean> {
  if (!isHideableSurface(item.surface)) return false;
  const changed = await setItemState(ctx.db, item.surface, item.itemId, state, onlyFrom);
  if (changed) await publishItemChange(ctx, { ...item, state });
  return changed;
}
