import { type RawBuilder, sql } from 'kysely';

/** The name shown for a user: the profile's full name, else the account name. */
export function displayNameSql(profile: string, user: string): RawBuilder<string> {
  return sql<string>`coalesce(nullif(btrim(${sql.ref(`${profile}.full_name`)}), ''), ${sql.ref(`${user}.name`)})`;
}

/**
 * The directory role (docs/decisions/0702): 'Admin' for platform admins, 'Moderator' for admins and
 * moderators of any space, else 'Member'.
 */
export function memberRoleSql(user: string): RawBuilder<'Admin' | 'Moderator' | 'Member'> {
  return sql<'Admin' | 'Moderator' | 'Member'>`case
    when ${sql.ref(`${user}.role`)} = 'admin' then 'Admin'
    when exists (select 1 from space_members sm where sm.user_id = ${sql.ref(`${user}.id`)}
      and sm.role in ('admin', 'moderator')) then 'Moderator'
    else 'Member' end`;
}

/** The badge beside a post or comment: 'Admin' for platform admins, 'Moderator' for that space's staff. */
export function badgeInSpaceSql(user: string, spaceIdRef: string): RawBuilder<'Admin' | 'Moderator' | null> {
  return sql<'Admin' | 'Moderator' | null>`case
    when ${sql.ref(`${user}.role`)} = 'admin' then 'Admin'
    when exists (select 1 from space_members sm where sm.user_id = ${sql.ref(`${user}.id`)}
      and sm.space_id = ${sql.ref(spaceIdRef)} and sm.role in ('admin', 'moderator')) then 'Moderator'
    end`;
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
