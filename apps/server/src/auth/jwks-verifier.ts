import { createPublicKey, type JsonWebKey, verify } from 'node:crypto';
import { accountMessages } from '@storyloom/domain';

export interface Jwk extends JsonWebKey {
  kid?: string;
  alg?: string;
}
export interface Jwks {
  keys: Jwk[];
}
export type JwtPayload = Record<string, unknown> & {
  sub?: string;
  exp?: number;
  nbf?: number;
  iss?: string;
  aud?: unknown;
};

export class JwtVerificationError extends Error {
  override readonly name = 'JwtVerificationError';
}

const m = accountMessages.jwks;

function decodePart<T>(part: string | undefined): T {
  try {
    return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as T;
  } catch {
    throw new JwtVerificationError('Malformed JWT');
  }
}

function signatureValid(alg: string, jwk: Jwk, data: Buffer, signature: Buffer): boolean {
  const key = createPublicKey({ key: jwk, format: 'jwk' });
  switch (alg) {
    case 'EdDSA':
      return verify(null, data, key, signature);
    case 'ES256':
      return verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, signature);
    case 'RS256':
      return verify('sha256', data, key, signature);
    default:
      throw new JwtVerificationError(`Unsupported JWT algorithm ${alg}`);
  }
}

function checkClaims(payload: JwtPayload, options: VerifyOptions) {
  const now = Math.floor((options.nowMs ?? Date.now()) / 1000);
  if (typeof payload.exp === 'number' && payload.exp <= now) throw new JwtVerificationError('JWT has expired');
  if (typeof payload.nbf === 'number' && payload.nbf > now) throw new JwtVerificationError('JWT is not valid yet');
  if (options.issuer && payload.iss !== options.issuer) throw new JwtVerificationError('JWT issuer does not match');
  if (options.audience) {
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (!audiences.includes(options.audience)) throw new JwtVerificationError('JWT audience does not match');
  }
}

export interface VerifyOptions {
  issuer?: string;
  audience?: string;
  nowMs?: number;
}

/**
 * Verifies a compact JWS against a key set, with the three fixed errors (accountMessages.jwks) for an empty
 * set, no key for the token's kid (or a key for another algorithm), and a bad signature.
 */
export function verifyJwtWithJwks(token: string, jwks: Jwks, options: VerifyOptions = {}): JwtPayload {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtVerificationError('Malformed JWT');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodePart<{ alg?: string; kid?: string }>(headerPart);
  if (!jwks.keys?.length) throw new JwtVerificationError(m.empty);
  const jwk = jwks.keys.find((k) => k.kid === header.kid && (!k.alg || k.alg === header.alg));
  if (!jwk || !header.alg) throw new JwtVerificationError(m.noMatchingKey);
  const data = Buffer.from(`${headerPart}.${payloadPart}`);
  if (!signatureValid(header.alg, jwk, data, Buffer.from(signaturePart, 'base64url'))) {
    throw new JwtVerificationError(m.invalidSignature);
  }
  const payload = decodePart<JwtPayload>(payloadPart);
  checkClaims(payload, options);
  return payload;
}

/**
 * A verifier that reads the published key set (GET /.well-known/jwks.json), caches it, and
 * reads it again once when a token names a key it does not know (the keys were rotated).
 */
export function createJwksVerifier(loadJwks: () => Promise<Jwks>, options: VerifyOptions = {}) {
  let cached: Jwks | null = null;
  return async (token: string): Promise<JwtPayload> => {
    cached ??= await loadJwks();
    try {
      return verifyJwtWithJwks(token, cached, options);
    } catch (error) {
      if (
        !(error instanceof JwtVerificationError) ||
        (error.message !== m.noMatchingKey && error.message !== m.empty)
      ) {
        throw error;
      }
      cached = await loadJwks();
      return verifyJwtWithJwks(token, cached, options);
    }
  };
}
