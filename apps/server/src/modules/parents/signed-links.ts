import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signed parent links (issue 15): no parent account, the link in the mail is the credential. A
 * token is `base64url(payload).base64url(HMAC-SHA256(payload))`, the key derived from the auth
 * secret for this purpose only, so a token can never stand in for a session cookie or the reverse.
 */
export type ParentLinkPurpose = 'consent' | 'parent';

export interface ParentLinkClaims {
  purpose: ParentLinkPurpose;
  userId: string;
  /** parental_links.link_version when issued: a bump kills every older link. */
  linkVersion: number;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

const keys = new Map<string, Buffer>();

function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'storyloom', 'parent-links/v1', 32));
    keys.set(secret, key);
  }
  return key;
}

function signatureOf(secret: string, payload: string): Buffer {
  return createHmac('sha256', keyOf(secret)).update(payload).digest();
}

export function signParentLink(secret: string, claims: ParentLinkClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ p: claims.purpose, u: claims.userId, v: claims.linkVersion, e: claims.exp }),
  ).toString('base64url');
  return `${payload}.${signatureOf(secret, payload).toString('base64url')}`;
}

function isClaims(value: unknown): value is { p: ParentLinkPurpose; u: string; v: number; e: number } {
  const v = value as Record<string, unknown> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.p === 'consent' || v.p === 'parent') &&
    typeof v.u === 'string' &&
    Number.isInteger(v.v) &&
    typeof v.e === 'number'
  );
}

/**
 * The claims of a genuine, unexpired token for `purpose`, else null. Only the signature and the
 * clock are checked here; the link row (version, use, account) is the caller's to check.
 */
export function verifyParentLink(
  secret: string,
  token: string,
  purpose: ParentLinkPurpose,
  now = Date.now(),
): ParentLinkClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.p !== purpose || claims.e <= now) return null;
  return { purpose: claims.p, userId: claims.u, linkVersion: claims.v, exp: claims.e };
}
