import {
  type AgeBand,
  ageBandOf,
  type ConsentState,
  consentPendingMessage,
  isChildAccountEmail,
  maskEmail,
  messages,
  ROLES,
  type Role,
  type Standing,
  standingOf,
} from '@storyloom/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HOLDING_ALLOWED, MUTED_ALLOWED } from '../auth/access-policy.js';
import { absoluteEndOf } from '../auth/auth.js';
import { sessionCookieOf } from '../auth/cookies.js';
import { endSession } from '../auth/session-lifetime.js';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  /** Derived on read from the birth month, so it moves at the birthday (issue 15). */
  ageBand: AgeBand;
  /** 'holding' until a parent approves: such an account may only browse courses. */
  standing: Standing;
  /** Moderation (issue 16), ISO times: writing refused until; every route refused until; banned since. */
  mutedUntil: string | null;
  suspendedUntil: string | null;
  bannedAt: string | null;
}

export interface CurrentSession {
  user: SessionUser;
  /** expiresAt is never later than the absolute end (createdAt + SESSION_ABSOLUTE_TTL_SECONDS). */
  session: { id: string; token: string; createdAt: Date; expiresAt: Date };
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

interface AuthUserRow {
  id: string;
  email: string;
  name: string;
  role?: string | null;
  emailVerified: boolean;
  birthYear?: number | null;
  birthMonth?: number | null;
  consentState?: string | null;
  mutedUntil?: Date | string | null;
  suspendedUntil?: Date | string | null;
  bannedAt?: Date | string | null;
}

const isoOrNull = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** The user as every route sees it. An account made with a parent's email shows no address. */
export function sessionUserOf(user: AuthUserRow): SessionUser {
  const birth = user.birthYear && user.birthMonth ? { year: user.birthYear, month: user.birthMonth } : null;
  const ageBand = ageBandOf(birth);
  return {
    id: user.id,
    email: isChildAccountEmail(user.email) ? '' : user.email,
    name: user.name,
    role: (ROLES as readonly string[]).includes(user.role ?? '') ? (user.role as Role) : 'user',
    emailVerified: user.emailVerified,
    ageBand,
    standing: standingOf(ageBand, (user.consentState ?? 'none') as ConsentState),
    mutedUntil: isoOrNull(user.mutedUntil),
    suspendedUntil: isoOrNull(user.suspendedUntil),
    bannedAt: isoOrNull(user.bannedAt),
  };
}

/** The session from the cache alone, without a promise: the common case on a busy server. */
function cachedSession(ctx: Pick<AppContext, 'sessions'>, request: FastifyRequest): CurrentSession | null {
  const cookie = sessionCookieOf(request.headers.cookie);
  return cookie ? ctx.sessions.get(cookie.value) : null;
}

/**
 * The request's session: from the session cache when this exact signed cookie was confirmed
 * recently, otherwise from better-auth (which checks the signature and the database). A session
 * past its absolute lifetime is ended here, and a cached one expires by it at the latest.
 */
export async function readSession(
  ctx: Pick<AppContext, 'auth' | 'sessions' | 'db'>,
  request: FastifyRequest,
): Promise<CurrentSession | null> {
  const cookie = sessionCookieOf(request.headers.cookie);
  if (!cookie) return null;
  const cached = ctx.sessions.get(cookie.value);
  if (cached) return cached;
  const result = await ctx.auth.api.getSession({ headers: toHeaders(request) });
  if (!result) return null;
  const { user, session } = result;
  const end = absoluteEndOf(session.createdAt);
  if (end.getTime() <= Date.now()) {
    await endSession(ctx, session.token);
    return null;
  }
  const expiresAt = new Date(Math.min(new Date(session.expiresAt).getTime(), end.getTime()));
  const current: CurrentSession = {
    user: sessionUserOf(user),
    session: { id: session.id, token: session.token, createdAt: new Date(session.createdAt), expiresAt },
  };
  ctx.sessions.set(cookie.value, current);
  return current;
}

/** 401 without a valid session. Use in the service layer entry (route handlers) of every protected route. */
export async function requireUser(app: FastifyInstance, request: FastifyRequest): Promise<CurrentSession> {
  const current = cachedSession(app.ctx, request) ?? (await readSession(app.ctx, request));
  if (!current) throw new AppError(401, 'unauthorized', messages.errors.unauthorized);
  if (current.user.standing === 'holding') await refuseWhileHolding(app, request, current.user.id);
  refuseWhileSanctioned(request, current.user);
  return current;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isFuture = (iso: string | null) => iso !== null && new Date(iso).getTime() > Date.now();

/**
 * Moderation's sanctions, on the server for every route (issue 16): a banned or suspended member
 * is refused everything (sign-in refuses them too); a muted member every write but those the
 * access policy marks `muted: 'allowed'` (their own account, privacy, reports, appeals, blocks).
 */
function refuseWhileSanctioned(request: FastifyRequest, user: SessionUser): void {
  if (user.bannedAt) throw new AppError(403, 'account_banned', messages.errors.accountBanned);
  if (isFuture(user.suspendedUntil)) {
    throw new AppError(403, 'account_suspended', messages.errors.accountSuspended, { until: user.suspendedUntil });
  }
  if (!isFuture(user.mutedUntil) || READS.has(request.method)) return;
  if (MUTED_ALLOWED.has(`${request.method} ${request.routeOptions.url}`)) return;
  throw new AppError(403, 'writing_muted', messages.errors.writingMuted, { until: user.mutedUntil });
}

/**
 * A holding account may call only the routes the access policy marks `holding: 'allowed'`
 * (browsing courses, its own account); everything else is refused here, on the server, with what
 * is waiting and who was asked.
 */
async function refuseWhileHolding(app: FastifyInstance, request: FastifyRequest, userId: string): Promise<void> {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (HOLDING_ALLOWED.has(`${method} ${request.routeOptions.url}`)) return;
  const link = await app.ctx.db
    .selectFrom('parental_links')
    .select('parent_email')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const masked = link ? maskEmail(link.parent_email) : null;
  throw new AppError(403, 'consent_pending', consentPendingMessage(masked), undefined, (t) =>
    masked ? t('errors.consent.pendingWithEmail', { email: masked }) : t('errors.consent.pending'),
  );
}

/** 401 without a session, 403 for a signed-in user who is neither a moderator nor an admin. */
export async function requireModerator(app: FastifyInstance, request: FastifyRequest): Promise<CurrentSession> {
  const current = await requireUser(app, request);
  if (current.user.role !== 'moderator' && current.user.role !== 'admin') {
    throw new AppError(403, 'forbidden', messages.errors.forbidden);
  }
  return current;
}

/** 401 without a session, 403 for a signed-in user who is neither an instructor nor an admin (the studio, issue 17). */
export async function requireInstructor(app: FastifyInstance, request: FastifyRequest): Promise<CurrentSession> {
  const current = await requireUser(app, request);
  if (current.user.role !== 'instructor' && current.user.role !== 'admin') {
    throw new AppError(403, 'forbidden', messages.errors.forbidden);
  }
  return current;
}

/** 401 without a session, 403 for a signed-in user who is not an admin. */
export async function requireAdmin(app: FastifyInstance, request: FastifyRequest): Promise<CurrentSession> {
  const current = await requireUser(app, request);
  if (current.user.role !== 'admin') throw new AppError(403, 'forbidden', messages.errors.forbidden);
  return current;
}
