import { hash, verify } from '@node-rs/argon2';

/** OWASP's minimum argon2id setting: 19 MiB memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the package exports it as an ambient const enum
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
