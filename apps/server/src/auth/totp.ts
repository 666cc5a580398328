import { createHmac } from 'node:crypto';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@storyloom/domain';

/** RFC 4226 HOTP with SHA-1, as authenticator apps compute it. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function timeStep(nowMs: number, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(nowMs / 1000 / period);
}

/**
 * The time step a code belongs to, within one step either side of now (better-auth accepts the
 * same window), or null when the code matches none.
 */
export function matchingStep(key: Buffer, code: string, nowMs = Date.now()): number | null {
  const current = timeStep(nowMs);
  for (const step of [current - 1, current, current + 1]) {
    if (hotp(key, step) === code) return step;
  }
  return null;
}
