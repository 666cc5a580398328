import { type Kysely, sql } from 'kysely';

/**
 * Security review finding 8 (docs/decisions/1331-private-post-media.md): `/uploads/posts/…` serves
 * a file only while the post that holds it is public, so every such request looks the post up by
 * its media key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index posts_media_key_idx on posts (media_key) where media_key is not null`.execute(db);
}
