import { type AgeBand, ageBandOf } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/**
 * Whether what this member types into an AI tool may go to the AI provider. A parental link that
 * is in force decides: only an approved account whose parent also approved AI sharing may. A child
 * with no link in force never may (the choice that protects the youngest member); everyone else may.
 */
export async function mayShareWithAiProvider(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user as u')
    .leftJoin('parental_links as l', 'l.user_id', 'u.id')
    .select(['u.birthYear', 'u.birthMonth', 'u.consentState', 'l.ai_sharing', 'l.ended_at', 'l.user_id as linked'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return false;
  if (row.linked && !row.ended_at) return row.consentState === 'granted' && row.ai_sharing === true;
  const band: AgeBand = ageBandOf(
    row.birthYear && row.birthMonth ? { year: row.birthYear, month: row.birthMonth } : null,
  );
  return band !== 'child';
}
