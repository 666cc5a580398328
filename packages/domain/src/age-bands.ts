/**
 * Issue 15. Every account has an age band, derived on read from the birth month and year the
 * neutral age screen asked for, so it moves at the birthday without a job. The thresholds live
 * here and only here: no screen shows them (the age screen must not hint at a cut-off).
 */
export const AGE_BANDS = ['child', 'teen', 'adult'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

const TEEN_FROM = 13;
const ADULT_FROM = 18;
/** The earliest birth year the screen accepts: the full range of living people. */
export const BIRTH_YEAR_MIN = 1900;

export interface BirthMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

/** Full years of age on `now`, counting the birthday from the first of the birth month. */
export function ageInYears(birth: BirthMonth, now: Date = new Date()): number {
  const years = now.getUTCFullYear() - birth.year;
  return now.getUTCMonth() + 1 < birth.month ? years - 1 : years;
}

/**
 * The band of a birth month on `now`. An account from before the age screen has no birth month:
 * it counts as a teen (private to signed-in members, no location), the choice that protects a
 * minor without locking an existing member out (docs/decisions/1501).
 */
export function ageBandOf(birth: BirthMonth | null, now: Date = new Date()): AgeBand {
  if (!birth) return 'teen';
  const age = ageInYears(birth, now);
  if (age < TEEN_FROM) return 'child';
  return age < ADULT_FROM ? 'teen' : 'adult';
}

export const isMinor = (band: AgeBand) => band !== 'adult';

/**
 * Whether an account may take part (write, be listed) or only browse courses: a parental link that
 * is waiting or was revoked holds a minor's account until a parent approves it.
 */
export const STANDINGS = ['active', 'holding'] as const;
export type Standing = (typeof STANDINGS)[number];
export const CONSENT_STATES = ['none', 'pending', 'granted', 'revoked', 'ended'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

export function standingOf(band: AgeBand, consent: ConsentState): Standing {
  if (band === 'adult') return 'active';
  if (consent === 'pending' || consent === 'revoked') return 'holding';
  return band === 'child' && consent !== 'granted' ? 'holding' : 'active';
}
