import { randomBytes } from 'node:crypto';
import { ageBandOf, type BirthMonth, type SignUpPath } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { answerStandsSince, browserIdOf } from './answer.js';

type Db = Kysely<Database>;

/** Which sign-up form a birth month leads to: the one asking for a parent's email for a child. */
export const signUpPathOf = (birth: BirthMonth): SignUpPath => (ageBandOf(birth) === 'child' ? 'parent' : 'standard');

/** 256 random bits, base64url (43 characters): the shape browserIdOf accepts. */
const newBrowserId = () => randomBytes(32).toString('base64url');

/**
 * Records a browser's answer unless one from the last 24 hours stands: then that first answer is
 * returned and the new date is dropped. `browserId` is new when the browser had no usable id.
 */
export async function recordAgeScreenAnswer(
  db: Db,
  cookieHeader: string | undefined,
  birth: BirthMonth,
): Promise<{ browserId: string; isNew: boolean; standing: BirthMonth }> {
  const known = browserIdOf(cookieHeader);
  const browserId = known ?? newBrowserId();
  // One statement, so two tabs answering at once cannot both win: only an expired row is replaced.
  const stored = await db
    .insertInto('age_screen_answers')
    .values({ browser_id: browserId, birth_year: birth.year, birth_month: birth.month })
    .onConflict((oc) =>
      oc
        .column('browser_id')
        .doUpdateSet({ birth_year: birth.year, birth_month: birth.month, created_at: new Date() })
        .where('age_screen_answers.created_at', '<=', answerStandsSince()),
    )
    .returning('browser_id')
    .executeTakeFirst();
  if (stored) return { browserId, isNew: true, standing: birth };
  // Nothing stored: the row that blocked the insert is an answer that still stands.
  const row = await db
    .selectFrom('age_screen_answers')
    .select(['birth_year', 'birth_month'])
    .where('browser_id', '=', browserId)
    .executeTakeFirstOrThrow();
  return { browserId, isNew: false, standing: { year: row.birth_year, month: row.birth_month } };
}
