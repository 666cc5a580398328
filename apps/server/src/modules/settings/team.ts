import { createHash, randomBytes } from 'node:crypto';
import { messages, type TeamMember, teamText } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError, isUniqueViolation } from '../../errors.js';
import { pinnedWindow } from './paging.js';
import { textToHtml } from './templates.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const notFound = () => new AppError(404, 'not_found', messages.errors.notFound);

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

function invitationMail(ownerName: string, role: string, link: string) {
  const text = [
    'Hi,',
    `${ownerName} invited you to join their team on Storyloom as ${role === 'admin' ? 'an Admin' : 'an Editor'}.`,
    `Accept the invitation (sign in or create an account with this email address first): ${link}`,
    'If you were not expecting this, you can ignore this mail.',
  ].join('\n\n');
  return { subject: teamText.invitationSubject(ownerName), text: `${text}\n`, html: textToHtml(text) };
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
    if (isUniqueViolation(err)) throw new AppError(409, 'already_in_team', teamText.alreadyInvited);
    throw err;
  }
  const link = `${app.ctx.config.appUrl}/settings/team?invitation=${token}`;
  await app.ctx.mailer.send({ to: email, ...invitationMail(owner.name, input.role, link) });
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
    .select(['t.id', 't.email', 't.role', 'o.name as ownerName'])
    .where('t.invite_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.email !== user.email.toLowerCase()) {
    throw new AppError(403, 'wrong_account', teamText.wrongAccount(row.email));
  }
  await db
    .updateTable('team_members')
    .set({ status: 'active', member_user_id: user.id, accepted_at: new Date(), invite_token_hash: null })
    .where('id', '=', row.id)
    .execute();
  return { ownerName: row.ownerName, role: row.role === 'admin' ? ('admin' as const) : ('editor' as const) };
}
