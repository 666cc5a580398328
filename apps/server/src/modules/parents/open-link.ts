import { CONSENT_WAIT_DAYS, type ConsentState, PARENT_PAGE_LINK_DAYS, parentLinkTexts } from '@storyloom/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { type ParentLinkPurpose, signParentLink, verifyParentLink } from './signed-links.js';

const DAY_MS = 86_400_000;

export const invalidParentLink = () => new AppError(400, 'invalid_parent_link', parentLinkTexts.invalid);

/** The child account behind a parent link, with what every parent route needs of it. */
export interface LinkedChild {
  userId: string;
  username: string;
  createdAt: Date;
  consentState: ConsentState;
  parentEmail: string;
  aiSharing: boolean;
  linkVersion: number;
  consentTokenUsed: boolean;
  noticeVersion: string;
  requestedAt: Date;
}

type Ctx = Pick<AppContext, 'db' | 'secret'>;

/** Loads the link row and the account it belongs to; null once the account or the link has ended. */
export async function linkedChild(ctx: Pick<AppContext, 'db'>, userId: string): Promise<LinkedChild | null> {
  const row = await ctx.db
    .selectFrom('parental_links as l')
    .innerJoin('user as u', 'u.id', 'l.user_id')
    .innerJoin('profiles as p', 'p.id', 'l.user_id')
    .select([
      'l.user_id',
      'l.parent_email',
      'l.ai_sharing',
      'l.link_version',
      'l.consent_token_used',
      'l.notice_version',
      'l.requested_at',
      'l.ended_at',
      'u.consentState',
      'u.createdAt',
      'p.username',
    ])
    .where('l.user_id', '=', userId)
    .executeTakeFirst();
  if (!row || row.ended_at) return null;
  return {
    userId: row.user_id,
    username: row.username,
    createdAt: new Date(row.createdAt),
    consentState: row.consentState,
    parentEmail: row.parent_email,
    aiSharing: row.ai_sharing,
    linkVersion: row.link_version,
    consentTokenUsed: row.consent_token_used,
    noticeVersion: row.notice_version,
    requestedAt: new Date(row.requested_at),
  };
}

/**
 * The child a token from a parent mail points at. Refused alike (400 invalid_parent_link) whether
 * the token is forged, expired, for another purpose, superseded by a newer link version, already
 * used (consent links), or its account is gone: the parent needs the same advice in every case.
 */
export async function openParentLink(ctx: Ctx, token: string, purpose: ParentLinkPurpose): Promise<LinkedChild> {
  const claims = verifyParentLink(ctx.secret, token, purpose);
  if (!claims) throw invalidParentLink();
  const child = await linkedChild(ctx, claims.userId);
  if (!child || child.linkVersion !== claims.linkVersion) throw invalidParentLink();
  if (purpose === 'consent' && child.consentTokenUsed) throw invalidParentLink();
  return child;
}

/** The consent window: the consent link, and an unapproved account, end with it. */
export const consentDeadlineOf = (requestedAt: Date) => new Date(requestedAt.getTime() + CONSENT_WAIT_DAYS * DAY_MS);

export function consentLinkToken(
  ctx: Pick<AppContext, 'secret'>,
  child: Pick<LinkedChild, 'userId' | 'linkVersion' | 'requestedAt'>,
) {
  return signParentLink(ctx.secret, {
    purpose: 'consent',
    userId: child.userId,
    linkVersion: child.linkVersion,
    exp: consentDeadlineOf(child.requestedAt).getTime(),
  });
}

export function parentPageToken(ctx: Pick<AppContext, 'secret'>, child: Pick<LinkedChild, 'userId' | 'linkVersion'>) {
  return signParentLink(ctx.secret, {
    purpose: 'parent',
    userId: child.userId,
    linkVersion: child.linkVersion,
    exp: Date.now() + PARENT_PAGE_LINK_DAYS * DAY_MS,
  });
}

export const consentUrl = (ctx: Pick<AppContext, 'config'>, token: string) =>
  `${ctx.config.appUrl}/parents/consent?token=${token}`;
export const parentPageUrl = (ctx: Pick<AppContext, 'config'>, token: string) =>
  `${ctx.config.appUrl}/parents/child?token=${token}`;
export const childrenNoticeUrl = (ctx: Pick<AppContext, 'config'>) => `${ctx.config.appUrl}/privacy/children`;
