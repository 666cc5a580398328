import { randomBytes } from 'node:crypto';
import { DEFAULT_DOMAIN_SUFFIX, type DomainEntry, domainText, MAX_CUSTOM_DOMAINS, messages } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError, isUniqueViolation } from '../../errors.js';
import { pinnedWindow } from './paging.js';

/** The DNS TXT record that would prove ownership (see docs/decisions: domain verification). */
export function verificationRecord(hostname: string, token: string) {
  return { name: `_storyloom-verification.${hostname}`, value: `storyloom-verification=${token}` };
}

async function defaultDomain(db: Kysely<Database>, userId: string): Promise<DomainEntry> {
  const profile = await db
    .selectFrom('profiles')
    .select(['username', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    id: 'default',
    hostname: `${profile.username.replaceAll('_', '-')}.${DEFAULT_DOMAIN_SUFFIX}`,
    status: 'verified',
    isDefault: true,
    verification: null,
    createdAt: new Date(profile.created_at).toISOString(),
  };
}

/** The default domain first, then the custom ones by age; paginated over the whole list. */
export async function listDomains(
  db: Kysely<Database>,
  userId: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const slice = pinnedWindow({ page, pageSize });
  const [rows, count, first] = await Promise.all([
    slice.limit > 0
      ? db
          .selectFrom('custom_domains')
          .select(['id', 'hostname', 'status', 'verification_token', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .orderBy('id')
          .limit(slice.limit)
          .offset(slice.offset)
          .execute()
      : [],
    db
      .selectFrom('custom_domains')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    slice.withPinned ? defaultDomain(db, userId) : null,
  ]);
  const items: DomainEntry[] = rows.map((r) => ({
    id: r.id,
    hostname: r.hostname,
    status: r.status === 'verified' ? 'verified' : 'pending',
    isDefault: false,
    verification: r.status === 'verified' ? null : verificationRecord(r.hostname, r.verification_token),
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return { items: first ? [first, ...items] : items, total: Number(count.total) + 1, page, pageSize };
}

export async function addDomain(db: Kysely<Database>, userId: string, hostname: string) {
  const count = await db
    .selectFrom('custom_domains')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(count.total) >= MAX_CUSTOM_DOMAINS) throw new AppError(409, 'domain_limit', domainText.limit);
  try {
    const row = await db
      .insertInto('custom_domains')
      .values({ user_id: userId, hostname, verification_token: randomBytes(16).toString('hex') })
      .returning(['id', 'hostname', 'status', 'verification_token', 'created_at'])
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      hostname: row.hostname,
      status: 'pending' as const,
      isDefault: false,
      verification: verificationRecord(row.hostname, row.verification_token),
      createdAt: new Date(row.created_at).toISOString(),
    };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'domain_taken', domainText.taken);
    throw err;
  }
}

/** Only the owner's own domains can be removed; another user's id is simply not found. */
export async function removeDomain(db: Kysely<Database>, userId: string, id: string) {
  const result = await db
    .deleteFrom('custom_domains')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError(404, 'not_found', messages.errors.notFound);
}
