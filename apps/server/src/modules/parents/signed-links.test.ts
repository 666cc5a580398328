import { describe, expect, it } from 'vitest';
import { type ParentLinkClaims, signParentLink, verifyParentLink } from './signed-links.js';

const SECRET = 'a-test-secret-of-at-least-32-chars!';
const claims: ParentLinkClaims = {
  purpose: 'parent',
  userId: '0b6f3c6e-9f51-4a5e-9a3c-2f1d7c1b8e01',
  linkVersion: 3,
  exp: Date.now() + 60_000,
};

describe('signed parent links', () => {
  it('round-trips the claims of a genuine token', () => {
    const token = signParentLink(SECRET, claims);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(verifyParentLink(SECRET, token, 'parent')).toEqual(claims);
  });

  it('refuses another purpose, an expired token, another key and any altered part', () => {
    const token = signParentLink(SECRET, claims);
    expect(verifyParentLink(SECRET, token, 'consent')).toBeNull();
    expect(verifyParentLink(SECRET, token, 'parent', claims.exp)).toBeNull();
    expect(verifyParentLink(`${SECRET}x`, token, 'parent')).toBeNull();
    const [payload, signature] = token.split('.') as [string, string];
    const changed = Buffer.from(JSON.stringify({ p: 'parent', u: claims.userId, v: 4, e: claims.exp })).toString(
      'base64url',
    );
    expect(verifyParentLink(SECRET, `${changed}.${signature}`, 'parent')).toBeNull();
    expect(verifyParentLink(SECRET, `${payload}.${signature.slice(0, -1)}`, 'parent')).toBeNull();
    expect(verifyParentLink(SECRET, `${payload}.${signature}.x`, 'parent')).toBeNull();
    expect(verifyParentLink(SECRET, '', 'parent')).toBeNull();
  });

  it('refuses a signed payload that is not a set of claims', () => {
    const token = signParentLink(SECRET, { ...claims, linkVersion: 1.5 });
    expect(verifyParentLink(SECRET, token, 'parent')).toBeNull();
  });
});
