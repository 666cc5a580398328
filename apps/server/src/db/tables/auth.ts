import type { ConsentState } from '@storyloom/domain';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';
import type { OptionalTimestamp } from './safety.js';

/** better-auth's tables use quoted camelCase columns. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  role: string;
  twoFactorEnabled: ColumnType<boolean | null, boolean | undefined, boolean>;
  /** The age screen's answer (issue 15); null for accounts made before it. */
  birthYear: number | null;
  birthMonth: number | null;
  consentState: ColumnType<ConsentState, ConsentState | undefined, ConsentState>;
  /** Moderation (issue 16): writing refused until; signing in refused until; banned for good. */
  mutedUntil: OptionalTimestamp;
  suspendedUntil: OptionalTimestamp;
  bannedAt: OptionalTimestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** better-auth's twoFactor plugin: one authenticator per user (secret and backup codes encrypted). */
export interface TwoFactorTable {
  id: Generated<string>;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: boolean | null;
  failedVerificationCount: number | null;
  lockedUntil: Timestamp | null;
}

/** better-auth's jwt plugin: signing key pairs (private keys encrypted). */
export interface JwksTable {
  id: Generated<string>;
  publicKey: string;
  privateKey: string;
  createdAt: Timestamp;
  expiresAt: Timestamp | null;
  alg: string | null;
  crv: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

export interface TotpUsedStepsTable {
  user_id: string;
  /** bigint: PGlite and pg return it as a string or number; compare with Number(). */
  step: ColumnType<string | number, number, number>;
}
