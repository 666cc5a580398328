import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types.js';
import { matchingStep } from './totp.js';

export type TotpCheck = 'accepted' | 'invalid' | 'replayed';
type SecretConfig = Parameters<typeof symmetricDecrypt>[0]['key'];

/** The authenticator key better-auth keeps encrypted: its generated secret, used as UTF-8 bytes. */
export async function decryptTotpKey(secretConfig: SecretConfig, encrypted: string): Promise<Buffer> {
  return Buffer.from(await symmetricDecrypt({ key: secretConfig, data: encrypted }), 'utf8');
}

/** Records `step` as used unless this or a later step was used before; true when it was new. */
export async function claimStep(db: Kysely<Database>, userId: string, step: number): Promise<boolean> {
  const { rows } = await sql`
    insert into totp_used_steps (user_id, step) values (${userId}, ${step})
    on conflict (user_id) do update set step = excluded.step where totp_used_steps.step < excluded.step
    returning step`.execute(db);
  return rows.length > 0;
}

/** Checks a code and spends its time step: the same code (or an older one) never works twice. */
export async function checkTotpOnce(
  db: Kysely<Database>,
  userId: string,
  key: Buffer,
  code: string,
  nowMs = Date.now(),
): Promise<TotpCheck> {
  const step = matchingStep(key, code, nowMs);
  if (step === null) return 'invalid';
  return (await claimStep(db, userId, step)) ? 'accepted' : 'replayed';
}

export const TOTP_REPLAYED = { code: 'TOTP_CODE_ALREADY_USED', message: 'This code has already been used' } as const;

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The user a verify-totp request is for: the signed-in user, or the one mid-way through sign-in. */
async function verifyingUserId(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value ?? null;
}

/**
 * better-auth's twoFactor plugin accepts a TOTP code again and again inside its window. This
 * plugin runs before its verify endpoint and refuses a code whose time step was already used.
 */
export function totpReplayGuard(db: Kysely<Database>): BetterAuthPlugin {
  return {
    id: 'totp-replay-guard',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== 'string') return;
            const userId = await verifyingUserId(ctx);
            if (!userId) return;
            const row = await db
              .selectFrom('twoFactor')
              .select('secret')
              .where('userId', '=', userId)
              .executeTakeFirst();
            if (!row) return;
            const key = await decryptTotpKey(ctx.context.secretConfig, row.secret);
            if ((await checkTotpOnce(db, userId, key, code)) === 'replayed') {
              throw new APIError('UNAUTHORIZED', TOTP_REPLAYED);
            }
          }),
        },
      ],
    },
  };
}
