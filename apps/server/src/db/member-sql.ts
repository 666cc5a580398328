import { type RawBuilder, sql } from 'kysely';

/** The name shown for a user: the profile's full name, else the account name. */
export function displayNameSql(profile: string, user: string): RawBuilder<string> {
  return sql<string>`coalesce(nullif(btrim(${sql.ref(`${profile}.full_name`)}), ''), ${sql.ref(`${user}.name`)})`;
}

/**
 * The directory role (docs/decisions/0702): the platform's roles only, 'Admin' or 'Moderator';
 * running a space makes nobody staff. Everyone else is a 'Member'.
 */
export function memberRoleSql(user: string): RawBuilder<'Admin' | 'Moderator' | 'Member'> {
  return sql<'Admin' | 'Moderator' | 'Member'>`case ${sql.ref(`${user}.role`)}
    when 'admin' then 'Admin' when 'moderator' then 'Moderator' else 'Member' end`;
}

/** The staff badge beside a post or comment: platform admins and moderators only, else none. */
export function staffBadgeSql(user: string): RawBuilder<'Admin' | 'Moderator' | null> {
  return sql<'Admin' | 'Moderator' | null>`case ${sql.ref(`${user}.role`)}
    when 'admin' then 'Admin' when 'moderator' then 'Moderator' end`;
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Consent states of accounts that are held back from every list of people (issue 15). */
export const HOLDING_CONSENT_STATES = ['pending', 'revoked'] as const;

/**
 * `<column> not in (accounts waiting for a parent)`: a held account never appears in members,
 * leaderboards or active lists. The set is small and served by user_consent_state_idx.
 */
export function notHoldingSql(userIdColumn: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(userIdColumn)} not in (select id from "user" where "consentState" in ('pending', 'revoked'))`;
}
