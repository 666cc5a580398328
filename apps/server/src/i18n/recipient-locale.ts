import { DEFAULT_UI_LOCALE, type UiLocale, uiLocaleOfLanguage } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { MailAudience } from '../mail/i18n.js';

type Db = Pick<Kysely<Database>, 'selectFrom'>;

/**
 * The language mail to a member goes out in: their Settings → General language (German reads
 * English), English when they never saved one. Read when the mail is composed, so a queued or
 * digest mail follows a change made meanwhile.
 */
export async function recipientLocale(db: Db, userId: string): Promise<UiLocale> {
  return (await mailAudience(db, userId)).locale;
}

/** recipientLocale for many members in one query (digests, mails to every admin). */
export async function recipientLocales(db: Db, userIds: readonly string[]): Promise<Map<string, UiLocale>> {
  const audiences = await mailAudiences(db, userIds);
  return new Map([...audiences].map(([id, a]) => [id, a.locale]));
}

/**
 * Who a mail to this member is written for: the locale of its text and their language and time
 * zone for dates. Without a settings row, `fallback` (the locale of the request that caused the
 * mail, for an account made a moment ago) or English.
 */
export async function mailAudience(db: Db, userId: string, fallback?: UiLocale): Promise<MailAudience> {
  return (await mailAudiences(db, [userId], fallback)).get(userId) ?? { locale: fallback ?? DEFAULT_UI_LOCALE };
}

export async function mailAudiences(
  db: Db,
  userIds: readonly string[],
  fallback?: UiLocale,
): Promise<Map<string, MailAudience>> {
  const ids = [...new Set(userIds)];
  const rows = ids.length
    ? await db
        .selectFrom('user_settings')
        .select(['user_id', 'language', 'timezone'])
        .where('user_id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [r.user_id, r]));
  return new Map(
    ids.map((id): [string, MailAudience] => {
      const row = byId.get(id);
      if (!row) return [id, { locale: fallback ?? DEFAULT_UI_LOCALE }];
      return [
        id,
        {
          locale: row.language ? uiLocaleOfLanguage(row.language) : (fallback ?? DEFAULT_UI_LOCALE),
          language: row.language,
          timeZone: row.timezone,
        },
      ];
    }),
  );
}
