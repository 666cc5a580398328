import { hotp, timeStep } from '../auth/totp.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(input: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of input.replace(/=+$/, '').toUpperCase()) {
    const index = ALPHABET.indexOf(char);
    if (index === -1) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The code an authenticator app would show for this otpauth URI, `steps` periods from now. */
export function totpCode(uri: string, { nowMs = Date.now(), steps = 0 } = {}): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error('no secret in the otpauth URI');
  return hotp(base32Decode(secret), timeStep(nowMs) + steps);
}
