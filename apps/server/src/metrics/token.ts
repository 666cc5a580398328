import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the metrics token as a bearer token. Both sides are hashed
 * first, so the comparison takes the same time whatever the length or the first wrong character.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];
  const same = timingSafeEqual(digest(given ?? ''), digest(token));
  return given !== undefined && same;
}
