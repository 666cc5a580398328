import {
  accountMessages,
  accountText,
  type Factor,
  messages,
  type RemoveFactorBody,
  type SecurityOverview,
} from '@storyloom/domain';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Kysely } from 'kysely';
import type { Auth } from '../../auth/auth.js';
import { verifyPassword } from '../../auth/password.js';
import { checkTotpOnce, decryptTotpKey } from '../../auth/totp-replay.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';

type Db = Kysely<Database>;

function findFactorRow(db: Db, userId: string) {
  return db
    .selectFrom('twoFactor')
    .select(['id', 'verified', 'backupCodes', 'secret'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** better-auth treats a factor as verified unless it is explicitly false (rows from before the flag). */
const isVerified = (verified: boolean | null) => verified !== false;

export async function assuranceLevelOf(db: Db, userId: string): Promise<'aal1' | 'aal2'> {
  const row = await db.selectFrom('twoFactor').select('verified').where('userId', '=', userId).executeTakeFirst();
  return row && isVerified(row.verified) ? 'aal2' : 'aal1';
}

async function countBackupCodes(auth: Auth, encrypted: string): Promise<number> {
  const { secretConfig } = await auth.$context;
  const codes: unknown = JSON.parse(await symmetricDecrypt({ key: secretConfig, data: encrypted }));
  return Array.isArray(codes) ? codes.length : 0;
}

export async function securityOverview(db: Db, auth: Auth, userId: string): Promise<SecurityOverview> {
  const row = await findFactorRow(db, userId);
  if (!row) return { factors: [], assuranceLevel: 'aal1', backupCodesRemaining: null };
  const verified = isVerified(row.verified);
  const factor: Factor = {
    id: row.id,
    factorType: 'totp',
    friendlyName: accountText.loginDetails.authenticatorApp,
    status: verified ? 'verified' : 'unverified',
  };
  return {
    factors: [factor],
    assuranceLevel: verified ? 'aal2' : 'aal1',
    backupCodesRemaining: verified ? await countBackupCodes(auth, row.backupCodes) : null,
  };
}

export async function passwordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  const account = await db
    .selectFrom('account')
    .select('password')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();
  return Boolean(account?.password) && verifyPassword({ hash: account?.password as string, password });
}

/** Removes the user's authenticator after a current code (spent once) or the password. */
export async function removeFactor(db: Db, auth: Auth, userId: string, factorId: string, proof: RemoveFactorBody) {
  const row = await db
    .selectFrom('twoFactor')
    .select(['id', 'secret'])
    .where('id', '=', factorId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', messages.errors.notFound);
  if ('password' in proof) {
    if (!(await passwordMatches(db, userId, proof.password))) {
      throw new AppError(400, 'invalid_password', accountMessages.password.currentIncorrect);
    }
  } else {
    const key = await decryptTotpKey((await auth.$context).secretConfig, row.secret);
    const result = await checkTotpOnce(db, userId, key, proof.code);
    if (result === 'invalid') throw new AppError(401, 'invalid_code', accountText.twoFactor.invalidCode);
    if (result === 'replayed') throw new AppError(401, 'code_already_used', accountText.twoFactor.codeAlreadyUsed);
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('twoFactor').where('id', '=', row.id).execute();
    await trx
      .updateTable('user')
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where('id', '=', userId)
      .execute();
  });
}
