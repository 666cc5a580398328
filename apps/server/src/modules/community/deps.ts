import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { LiveHub, LiveMessage } from './hub.js';

/** What the community services use: the database, the live-update bus and the uploads. */
export interface CommunityDeps {
  db: Kysely<Database>;
  live: LiveHub;
  /** The browser URL of a stored upload. */
  mediaUrl: (key: string) => string;
  /** Removes a stored upload (best effort: a leftover file is harmless, a lost post is not). */
  deleteMedia: (key: string) => Promise<void>;
}

/** Who may hear about a post: everyone when public, only its author when private. */
export function audienceOf(post: { visibility: string; author_id: string }): string | null {
  return post.visibility === 'public' ? null : post.author_id;
}

/** Publishes after the transaction committed; a failed broadcast never fails the request. */
export async function publishSafely(
  deps: CommunityDeps,
  log: { warn: (o: object, m: string) => void },
  ...messages: LiveMessage[]
) {
  try {
    await deps.live.publish(...messages);
  } catch (err) {
    log.warn({ err }, 'live update could not be published');
  }
}
