import { accountText, type DeleteAccountInput, dataRightsMessages, TOTP_DIGITS } from '@storyloom/domain';
import { symmetricDecrypt } from 'better-auth/crypto';
import { checkTotpOnce, decryptTotpKey } from '../../auth/totp-replay.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { passwordMatches } from '../me/security-service.js';

const totpShape = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

async function isBackupCode(ctx: AppContext, encrypted: string, code: string): Promise<boolean> {
  const { secretConfig } = await ctx.auth.$context;
  const codes: unknown = JSON.parse(await symmetricDecrypt({ key: secretConfig, data: encrypted }));
  return Array.isArray(codes) && codes.includes(code);
}

/**
 * Proves the member is at the keyboard before their account goes: the password, and with
 * two-factor on, a current authenticator code (spent, so it cannot be replayed) or a backup code.
 */
export async function confirmIdentity(ctx: AppContext, userId: string, input: DeleteAccountInput): Promise<void> {
  if (!(await passwordMatches(ctx.db, userId, input.password))) {
    throw new AppError(400, 'invalid_password', dataRightsMessages.invalidPassword);
  }
  const factor = await ctx.db
    .selectFrom('twoFactor')
    .select(['secret', 'backupCodes', 'verified'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  // better-auth counts a factor as on unless it is explicitly unverified.
  if (!factor || factor.verified === false) return;
  const code = input.code?.trim() ?? '';
  if (!code) throw new AppError(400, 'invalid_code', dataRightsMessages.codeRequired);
  if (totpShape.test(code)) {
    const key = await decryptTotpKey((await ctx.auth.$context).secretConfig, factor.secret);
    const result = await checkTotpOnce(ctx.db, userId, key, code);
    if (result === 'accepted') return;
    if (result === 'replayed') throw new AppError(400, 'invalid_code', accountText.twoFactor.codeAlreadyUsed);
  } else if (await isBackupCode(ctx, factor.backupCodes, code)) {
    return;
  }
  throw new AppError(400, 'invalid_code', dataRightsMessages.invalidCode);
}
