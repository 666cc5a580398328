import { ageScreenTexts, type BirthMonth, type ErrorCode, errorText } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { readAgeScreenAnswer } from './answer.js';
import { signUpPathOf } from './service.js';

/** Neutral: names the other form, never an age. */
export const WRONG_SIGN_UP_PATH_MESSAGE = errorText['ageScreen.wrongForm'];

type SignUpGate =
  | { body: Record<string, unknown> }
  | { status: 400; code: Extract<ErrorCode, 'age_screen_required' | 'wrong_sign_up_path'>; message: string };

function birthInBody(body: Record<string, unknown>): BirthMonth | null {
  const { birthYear, birthMonth } = body;
  return typeof birthYear === 'number' && typeof birthMonth === 'number'
    ? { year: birthYear, month: birthMonth }
    : null;
}

/**
 * The email sign-up body better-auth gets: the birth month this browser gave the age screen (it
 * always wins over the body, so a second try with another date changes nothing), else the one an
 * API client sent. Refused without either, and for a birth month that belongs on the parent path.
 */
export async function gateEmailSignUp(
  db: Kysely<Database>,
  cookieHeader: string | undefined,
  body: Record<string, unknown>,
): Promise<SignUpGate> {
  const birth = (await readAgeScreenAnswer(db, cookieHeader)) ?? birthInBody(body);
  if (!birth) return { status: 400, code: 'age_screen_required', message: ageScreenTexts.required };
  if (signUpPathOf(birth) !== 'standard') {
    return { status: 400, code: 'wrong_sign_up_path', message: WRONG_SIGN_UP_PATH_MESSAGE };
  }
  return { body: { ...body, birthYear: birth.year, birthMonth: birth.month } };
}
