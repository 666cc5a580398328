import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createJwksVerifier, type Jwk, type Jwks, verifyJwtWithJwks } from './jwks-verifier.js';

function keyPair(kid: string) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = { ...(publicKey.export({ format: 'jwk' }) as Jwk), kid, alg: 'EdDSA' };
  return { jwk, privateKey };
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signToken(privateKey: KeyObject, kid: string, payload: Record<string, unknown>) {
  const head = `${b64({ alg: 'EdDSA', kid, typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${sign(null, Buffer.from(head), privateKey).toString('base64url')}`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('verifyJwtWithJwks', () => {
  const a = keyPair('key-a');
  const token = signToken(a.privateKey, 'key-a', { sub: 'user-1', exp: inAnHour() });

  it('accepts a token signed by a published key and returns its claims', () => {
    expect(verifyJwtWithJwks(token, { keys: [a.jwk] })).toMatchObject({ sub: 'user-1' });
  });

  it("fails with 'JWKS is empty' when the set has no keys", () => {
    expect(() => verifyJwtWithJwks(token, { keys: [] })).toThrow(/^JWKS is empty$/);
  });

  it("fails with 'No matching signing key found in JWKS' for an unknown kid", () => {
    const other = keyPair('key-b');
    expect(() => verifyJwtWithJwks(token, { keys: [other.jwk] })).toThrow(/^No matching signing key found in JWKS$/);
  });

  it("fails with 'No matching signing key found in JWKS' when the key is for another algorithm", () => {
    expect(() => verifyJwtWithJwks(token, { keys: [{ ...a.jwk, alg: 'RS256' }] })).toThrow(
      /^No matching signing key found in JWKS$/,
    );
  });

  it("fails with 'Invalid JWT signature' for a token signed by another key under the same kid", () => {
    const impostor = keyPair('key-a');
    const forged = signToken(impostor.privateKey, 'key-a', { sub: 'admin', exp: inAnHour() });
    expect(() => verifyJwtWithJwks(forged, { keys: [a.jwk] })).toThrow(/^Invalid JWT signature$/);
  });

  it("fails with 'Invalid JWT signature' for a payload changed after signing", () => {
    const [head, , sig] = token.split('.');
    const tampered = `${head}.${b64({ sub: 'admin', exp: inAnHour() })}.${sig}`;
    expect(() => verifyJwtWithJwks(tampered, { keys: [a.jwk] })).toThrow(/^Invalid JWT signature$/);
  });

  it('refuses an expired token and a wrong audience', () => {
    const expired = signToken(a.privateKey, 'key-a', { sub: 'u', exp: Math.floor(Date.now() / 1000) - 5 });
    expect(() => verifyJwtWithJwks(expired, { keys: [a.jwk] })).toThrow(/expired/);
    const aud = signToken(a.privateKey, 'key-a', { sub: 'u', exp: inAnHour(), aud: 'https://other' });
    expect(() => verifyJwtWithJwks(aud, { keys: [a.jwk] }, { audience: 'https://ours' })).toThrow(/audience/);
  });
});

describe('createJwksVerifier', () => {
  it('reloads the key set once when a token names a key it has not seen (rotation)', async () => {
    const old = keyPair('old');
    const fresh = keyPair('new');
    const sets: Jwks[] = [{ keys: [old.jwk] }, { keys: [old.jwk, fresh.jwk] }];
    const load = vi.fn(async () => sets.shift() ?? { keys: [] });
    const verifier = createJwksVerifier(load);
    await expect(verifier(signToken(old.privateKey, 'old', { sub: 'a', exp: inAnHour() }))).resolves.toMatchObject({
      sub: 'a',
    });
    await expect(verifier(signToken(fresh.privateKey, 'new', { sub: 'b', exp: inAnHour() }))).resolves.toMatchObject({
      sub: 'b',
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
