import { createHash, randomBytes } from 'node:crypto';
import { messages, type TeamMember, teamText } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Limit } from '../../auth/limits.js';
import type { Database } from '../../db/types.js';
import { AppError, isUniqueViolation } from '../../errors.js';
import { recipientLocale } from '../../i18n/recipient-locale.js';
import { teamInvitationMail } from '../../mail/templates.js';
import { pinnedWindow } from './paging.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const notFound = () => new AppError(404, 'not_found', messages.errors.notFound);

/** An invitation link works this long after it was sent. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Invitation mails one owner may send a day, from any address (the route also limits per address). */
export const INVITATIONS_PER_OWNER: Limit = { max: 20, windowSeconds: 24 * 60 * 60 };

const isExpired = (invitedAt: Date | string) => new Date(invitedAt).getTime() + INVITATION_TTL_MS <= Date.now();

/** The owner (the signed-in user, never a row) first, then invited and active members by invitation date. */
export async function listTeam(db: Kysely<Database>, ownerId: string, query: { page: number; pageSize: number }) {
  const slice = pinnedWindow(query);
  const [rows, count, owner] = await Promise.all([
    slice.limit > 0
      ? db
          .selectFrom('team_members as t')
          .leftJoin('profiles as p', 'p.id', 't.member_user_id')
          .select(['t.id', 't.email', 't.role', 't.status', 't.invited_at', 'p.full_name', 'p.avatar_url'])
          .where('t.owner_id', '=', ownerId)
          .orderBy('t.invited_at')
          .orderBy('t.id')
          .limit(slice.limit)
          .offset(slice.offset)
          .execute()
      : [],
    db
      .selectFrom('team_members')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow(),
    slice.withPinned
      ? db
          .selectFrom('user')
          .innerJoin('profiles', 'profiles.id', 'user.id')
          .select(['user.id', 'user.email', 'user.name', 'profiles.full_name', 'profiles.avatar_url'])
          .where('user.id', '=', ownerId)
          .executeTakeFirstOrThrow()
      : null,
  ]);
  const items: TeamMember[] = rows.map((r) => ({
    id: r.id,
    name: r.full_name ?? null,
    email: r.email,
    role: r.role === 'admin' ? 'admin' : 'editor',
    status: r.status === 'active' ? 'active' : 'invited',
    avatarUrl: r.avatar_url ?? null,
    invitedAt: new Date(r.invited_at).toISOString(),
  }));
  if (owner) {
    items.unshift({
      id: owner.id,
      name: owner.full_name || owner.name,
      email: owner.email,
      role: 'owner',
      status: 'active',
      avatarUrl: owner.avatar_url,
      invitedAt: null,
    });
  }
  return { items, total: Number(count.total) + 1, page: query.page, pageSize: query.pageSize };
}

/** An expired invitation to this address is renewed with a new token; true when there was one. */
async function renewExpiredInvitation(
  db: Kysely<Database>,
  ownerId: string,
  email: string,
  role: 'admin' | 'editor',
  tokenHash: string,
) {
  const result = await db
    .updateTable('team_members')
    .set({ role, invite_token_hash: tokenHash, invited_at: new Date() })
    .where('owner_id', '=', ownerId)
    .where('email', '=', email)
    .where('status', '=', 'invited')
    .where('invited_at', '<=', new Date(Date.now() - INVITATION_TTL_MS))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Stores the invitation and mails a link with a single-use token (only its hash is kept). */
export async function inviteMember(
  app: FastifyInstance,
  owner: { id: string; email: string; name: string },
  input: { email: string; role: 'admin' | 'editor' },
) {
  const email = input.email.toLowerCase();
  if (email === owner.email.toLowerCase()) throw new AppError(400, 'cannot_invite_self', teamText.cannotInviteSelf);
  const token = randomBytes(24).toString('base64url');
  try {
    await app.ctx.db
      .insertInto('team_members')
      .values({ owner_id: owner.id, email, role: input.role, invite_token_hash: hashToken(token) })
      .execute();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    if (!(await renewExpiredInvitation(app.ctx.db, owner.id, email, input.role, hashToken(token)))) {
      throw new AppError(409, 'already_in_team', teamText.alreadyInvited);
    }
  }
  const link = `${app.ctx.config.appUrl}/settings/team?invitation=${token}`;
  const locale = await invitationLocale(app.ctx.db, owner.id, email);
  await app.ctx.mailer.send({
    to: email,
    ...teamInvitationMail({ ownerName: owner.name, role: input.role, link }, locale),
  });
}

/**
 * An invitation is written in the invitee's language when the address already has an account; else
 * in the language of the owner who sent it (their request caused it: their Language setting).
 */
async function invitationLocale(db: Kysely<Database>, ownerId: string, email: string) {
  const invitee = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  return recipientLocale(db, invitee?.id ?? ownerId);
}

export async function changeMemberRole(db: Kysely<Database>, ownerId: string, id: string, role: 'admin' | 'editor') {
  const result = await db
    .updateTable('team_members')
    .set({ role })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound();
}

export async function removeMember(db: Kysely<Database>, ownerId: string, id: string) {
  const result = await db
    .deleteFrom('team_members')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound();
}

/** The invited person, signed in with the invited address, joins the team; the token then stops working. */
export async function acceptInvitation(db: Kysely<Database>, user: { id: string; email: string }, token: string) {
  const row = await db
    .selectFrom('team_members as t')
    .innerJoin('user as o', 'o.id', 't.owner_id')
    .select(['t.id', 't.email', 't.role', 't.invited_at', 'o.name as ownerName'])
    .where('t.invite_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw notFound();
  if (isExpired(row.invited_at)) throw new AppError(410, 'invitation_expired', teamText.invitationExpired);
  if (row.email !== user.email.toLowerCase()) {
    throw new AppError(403, 'wrong_account', teamText.wrongAccount(row.email), undefined, (t) =>
      t('errors.team.wrongAccount', { email: row.email }),
    );
  }
  await db
    .updateTable('team_members')
    .set({ status: 'active', member_user_id: user.id, accepted_at: new Date(), invite_token_hash: null })
    .where('id', '=', row.id)
    .execute();
  return { ownerName: row.ownerName, role: row.role === 'admin' ? ('admin' as const) : ('editor' as const) };
}
