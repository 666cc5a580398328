import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { LiveHub, LiveMessage } from '../community/hub.js';

/** The live events that name a post. */
const POST_EVENTS = new Set(['post_created', 'post_changed', 'likes_changed', 'comments_changed']);

/**
 * What a published batch becomes once moderation is applied (issue 16, decision 1631): a message for
 * everyone about a hidden post goes to its author only, and everyone else is told the post is gone
 * (post_deleted), so it leaves their screens at once; about a removed post, everyone is told it is
 * gone. One query per batch (posts' primary key), only when a batch names a post for everyone.
 */
export async function screenLiveMessages(db: Kysely<Database>, messages: LiveMessage[]): Promise<LiveMessage[]> {
  const postIds = new Set<string>();
  for (const m of messages) {
    if (m.to === null && POST_EVENTS.has(m.event.type) && 'postId' in m.event) postIds.add(m.event.postId);
  }
  if (postIds.size === 0) return messages;
  const moderated = await db
    .selectFrom('posts')
    .select(['id', 'author_id', 'moderation_state'])
    .where('id', 'in', [...postIds])
    .where('moderation_state', 'is not', null)
    .execute();
  if (moderated.length === 0) return messages;
  const byId = new Map(moderated.map((p) => [p.id, p]));
  const out: LiveMessage[] = [];
  const gone = new Set<string>();
  for (const m of messages) {
    const post = m.to === null && 'postId' in m.event ? byId.get(m.event.postId) : undefined;
    if (!post || !POST_EVENTS.has(m.event.type)) {
      out.push(m);
      continue;
    }
    if (post.moderation_state === 'hidden') out.push({ to: post.author_id, event: m.event });
    if (!gone.has(post.id)) {
      gone.add(post.id);
      const except = post.moderation_state === 'hidden' ? [post.author_id] : undefined;
      out.push({ to: null, ...(except ? { except } : {}), event: { type: 'post_deleted', postId: post.id } });
    }
  }
  return out;
}

/** The hub every service publishes through, with moderation applied to each batch first. */
export function moderatedHub(hub: LiveHub, db: Kysely<Database>): LiveHub {
  return {
    publish: async (...messages) => hub.publish(...(await screenLiveMessages(db, messages))),
    subscribe: (userId, listener) => hub.subscribe(userId, listener),
    observe: (observer) => hub.observe(observer),
    get size() {
      return hub.size;
    },
    close: () => hub.close(),
  };
}

/**
 * Members whose new posts a subscriber is not told about: either side of a block, or muted by them.
 * The stream loads it when it opens and again at each heartbeat (a few keyed rows).
 */
export async function unseenAuthorsOf(db: Kysely<Database>, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('member_blocks')
    .select('blocked_id as id')
    .where('blocker_id', '=', userId)
    .union(db.selectFrom('member_blocks').select('blocker_id as id').where('blocked_id', '=', userId))
    .union(db.selectFrom('member_mutes').select('muted_id as id').where('muter_id', '=', userId))
    .execute();
  return new Set(rows.map((r) => r.id));
}
