import { randomUUID } from 'node:crypto';
import {
  ageBandOf,
  ageScreenTexts,
  type BirthMonth,
  CHILD_ACCOUNT_EMAIL_DOMAIN,
  type ChildSignUpInput,
  type ChildSignUpResult,
  childAccountMessages,
  isChildAccountEmail,
  isReservedUsername,
  maskEmail,
  profileMessages,
  reservedNameMessages,
} from '@storyloom/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from '../../auth/auth.js';
import type { Limiter } from '../../auth/limiter.js';
import { rulesForAuthRequest, sessionKeyOf } from '../../auth/limits.js';
import { checkNewPassword } from '../../auth/new-password.js';
import { hashPassword } from '../../auth/password.js';
import type { BreachCheck } from '../../auth/password-policy.js';
import { forwardResponse } from '../../auth/responses.js';
import { saveSignUpPreferences, signUpPreferences } from '../../auth/sign-up-preferences.js';
import { AppError, isUniqueViolation } from '../../errors.js';
import { requestLocale } from '../../i18n/request-locale.js';
import { toHeaders } from '../../plugins/auth.js';
import { nameRefusal } from '../../safety/screen.js';
import { readAgeScreenAnswer } from '../age-screen/answer.js';
import { requestParentalConsent } from '../parents/consent-request.js';

export interface SignUpDeps {
  limiter: Limiter;
  isBreached: BreachCheck | null;
}

/** The birth month this browser gave the age screen, which must lead to the parent path. */
async function childAnswerOf(app: FastifyInstance, request: FastifyRequest) {
  const answer = await readAgeScreenAnswer(app.ctx.db, request.headers.cookie);
  if (!answer) throw new AppError(400, 'age_screen_required', ageScreenTexts.required);
  if (ageBandOf(answer) !== 'child') {
    throw new AppError(400, 'wrong_sign_up_path', childAccountMessages.wrongPath);
  }
  return answer;
}

const usernameTaken = () => new AppError(400, 'username_taken', profileMessages.usernameTaken);

async function checkUsernameFree(app: FastifyInstance, username: string) {
  if (isReservedUsername(username)) throw new AppError(400, 'username_taken', reservedNameMessages.username);
  const taken = await app.ctx.db
    .selectFrom('profiles')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (taken) throw usernameTaken();
}

/**
 * The account: a placeholder address in the reserved domain (already verified: no mail ever goes
 * there), the username as its name, the birth month from the age screen, and the credential
 * hashed as every password is. better-auth's user hook makes the profile; the username is set here.
 */
async function createChildUser(app: FastifyInstance, { username, password }: ChildSignUpInput, birth: BirthMonth) {
  const { internalAdapter } = await app.ctx.auth.$context;
  const email = `child.${randomUUID()}@${CHILD_ACCOUNT_EMAIL_DOMAIN}`;
  const user = await internalAdapter.createUser(
    {
      email,
      name: username,
      emailVerified: true,
      birthYear: birth.year,
      birthMonth: birth.month,
    },
    { method: 'email-password' },
  );
  try {
    await internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await hashPassword(password),
    });
    // No real name is asked for: the profile shows the username alone.
    await app.ctx.db.updateTable('profiles').set({ username, full_name: null }).where('id', '=', user.id).execute();
  } catch (error) {
    await app.ctx.db.deleteFrom('user').where('id', '=', user.id).execute();
    // Someone took the name between the check and now.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
  return { id: user.id, email };
}

/** Signs the new account in through better-auth's own sign-in: the same session and cookie as any. */
async function signInNewAccount(app: FastifyInstance, request: FastifyRequest, email: string, password: string) {
  const headers = toHeaders(request);
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  headers.set('content-type', 'application/json');
  return app.ctx.auth.api.signInEmail({ body: { email, password }, headers, asResponse: true });
}

/**
 * POST /api/children/sign-up: only for a browser whose age-screen answer leads to the parent path.
 * Makes the account, asks the parent (the account holds until they approve), signs the child in.
 */
export async function signUpChild(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: ChildSignUpInput,
  { limiter, isBreached }: SignUpDeps,
): Promise<ChildSignUpResult | FastifyReply> {
  const facts = { ip: request.ip, body: {}, sessionKey: sessionKeyOf(request.headers.cookie) };
  await limiter.enforce(reply, rulesForAuthRequest('/sign-up/email', facts));
  const birth = await childAnswerOf(app, request);
  if (isChildAccountEmail(input.parentEmail)) {
    throw new AppError(400, 'validation_failed', `parentEmail: ${childAccountMessages.parentEmailNotAParent}`);
  }
  await checkNewPassword(input.password, isBreached);
  // A child's username is everything others see of them: nothing personal, no language (issue 16).
  const refused = nameRefusal(app.ctx.filter, { username: input.username });
  if (refused) throw refused;
  await checkUsernameFree(app, input.username);

  const user = await createChildUser(app, input, birth);
  // The child's browser: its time zone and language, else Accept-Language's (issue 19).
  await saveSignUpPreferences(app.ctx.db, user.id, signUpPreferences(input, request.headers['accept-language']));
  try {
    await requestParentalConsent(app.ctx, {
      userId: user.id,
      parentEmail: input.parentEmail,
      ip: request.ip,
      locale: await requestLocale(request),
    });
  } catch (error) {
    await app.ctx.db.deleteFrom('user').where('id', '=', user.id).execute();
    throw error;
  }
  request.log.info({ event: 'children.sign_up', userId: user.id }, 'child account made; parent asked');

  const response = await signInNewAccount(app, request, user.email, input.password);
  if (response.status >= 400) return forwardResponse(reply, response, await response.text());
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return { parentEmail: maskEmail(input.parentEmail) };
}
