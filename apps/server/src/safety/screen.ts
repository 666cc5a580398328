import type { Finding } from '@storyloom/domain';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { type Translate, translator } from '../i18n/translate.js';
import type { SessionUser } from '../plugins/auth.js';
import type { TextFilter } from './filter.js';
import { SAFETY_THRESHOLDS, type SafetyThresholds } from './thresholds.js';

/** The texts of one write, by field name (content, name, bio, agenda.0.title...). */
export type ScreenFields = Record<string, string | null | undefined>;

export interface ScreenOptions {
  /**
   * Fields where a place is expected (an adult's event location): only language counts there.
   * Minors never send one (events/location.ts refuses it).
   */
  languageOnly?: readonly string[];
}

type ScreenContext = Pick<AppContext, 'db' | 'filter' | 'sessions'>;

/** The rule the graded mutes cite (the community guidelines, /guidelines). */
const LANGUAGE_RULE = 'keep-it-appropriate';

/** The texts below are the errors catalogue's (errors.safety.*), English unless a reader's translator is given. */
const english = translator('en');

const quoted = (findings: Finding[]) => [...new Set(findings.map((f) => `“${f.match}”`))].join(', ');
/** What each kind of finding is told, in the reader's language (the filter's FINDING_MESSAGES in English). */
const sentences = (findings: Finding[], tr: Translate) =>
  [...new Set(findings.map((f) => (tr === english ? f.message.trim() : tr(`errors.finding.${f.kind}`))))].join(' ');

/** A duration in words in the reader's language: "1 day 16 hours" (see durationText). */
export function durationIn(tr: Translate, minutes: number): string {
  const part = (n: number, unit: 'days' | 'hours' | 'minutes') =>
    n === 0 ? '' : tr(`errors.duration.${unit}`, { count: n });
  const total = Math.max(1, Math.round(minutes));
  const [days, hours, mins] = [Math.floor(total / 1440), Math.floor((total % 1440) / 60), total % 60];
  const parts = days > 0 ? [part(days, 'days'), part(hours, 'hours')] : [part(hours, 'hours'), part(mins, 'minutes')];
  return parts.filter(Boolean).join(' ');
}

/** "10 minutes", "1 hour 30 minutes", "1 day 16 hours": how long a mute lasts, in words. */
export function durationText(minutes: number): string {
  return durationIn(english, minutes);
}

/** How long the mute after `earlierMutes` mutes within the window lasts: the first, then longer each time, capped. */
export function muteMinutes(earlierMutes: number, t: SafetyThresholds = SAFETY_THRESHOLDS): number {
  return Math.min(t.maxMuteMinutes, t.firstMuteMinutes * t.muteGrowthFactor ** earlierMutes);
}

export const screenMessages = {
  languageRefused: (
    findings: Finding[],
    left: number,
    t: SafetyThresholds = SAFETY_THRESHOLDS,
    tr: Translate = english,
  ) =>
    tr('errors.safety.languageRefused', { words: quoted(findings) }) +
    (left > 0
      ? ` ${tr('errors.safety.languageWarning', { left, hours: t.languageRefusalWindowHours, duration: durationIn(tr, t.firstMuteMinutes) })}`
      : ''),
  writingMuted: (refusals: number, minutes: number, t: SafetyThresholds = SAFETY_THRESHOLDS, tr: Translate = english) =>
    tr('errors.safety.writingMuted', {
      duration: durationIn(tr, minutes),
      refusals,
      hours: t.languageRefusalWindowHours,
    }),
  personalInfoRefused: (findings: Finding[], tr: Translate = english) =>
    tr('errors.safety.personalInfoRefused', { findings: sentences(findings, tr) }),
  personalInfoFound: (findings: Finding[], tr: Translate = english) =>
    tr('errors.safety.personalInfoFound', { findings: sentences(findings, tr) }),
  nameRefused: (findings: Finding[], tr: Translate = english) =>
    tr('errors.safety.nameRefused', { findings: sentences(findings, tr) }),
};

function splitFindings(findings: Finding[], languageOnly: readonly string[] = []) {
  const language = findings.filter((f) => f.kind === 'language');
  const personal = findings.filter((f) => f.kind !== 'language' && !languageOnly.includes(f.field));
  return { language, personal };
}

/**
 * The safety filter before anything is stored (issue 16, decisions 1610-1612). Throws, so the
 * caller stores nothing, when the texts hold:
 * - language (everyone): 422 language_refused, recorded as a strike; the Nth strike within the
 *   window mutes writing instead (403 writing_muted, longer for each repeat, audited as auto_mute);
 * - personal information: for a child 422 personal_info_refused; for a teen or an adult 422
 *   personal_info_found with the findings (the coach) unless the write carries the acknowledgement.
 */
export async function screenWrite(
  ctx: ScreenContext,
  user: Pick<SessionUser, 'id' | 'ageBand'>,
  fields: ScreenFields,
  acknowledged: boolean | undefined,
  options: ScreenOptions = {},
): Promise<void> {
  const { language, personal } = splitFindings(ctx.filter.scan(fields), options.languageOnly);
  if (language.length > 0) await refuseLanguage(ctx, user.id, language);
  if (personal.length === 0) return;
  if (user.ageBand === 'child') {
    throw new AppError(
      422,
      'personal_info_refused',
      screenMessages.personalInfoRefused(personal),
      { findings: personal },
      (tr) => screenMessages.personalInfoRefused(personal, tr),
    );
  }
  if (acknowledged === true) return;
  throw new AppError(
    422,
    'personal_info_found',
    screenMessages.personalInfoFound(personal),
    { findings: personal },
    (tr) => screenMessages.personalInfoFound(personal, tr),
  );
}

/**
 * Records the refusal and throws: language_refused, or writing_muted when it is the Nth within
 * the window. The member's cached sessions are dropped so every route sees the mute at once.
 */
async function refuseLanguage(ctx: ScreenContext, userId: string, findings: Finding[]): Promise<never> {
  const t = SAFETY_THRESHOLDS;
  const now = Date.now();
  const since = new Date(now - t.languageRefusalWindowHours * 3600_000);
  const mute = await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('language_strikes').values({ user_id: userId }).execute();
    const { strikes } = await trx
      .selectFrom('language_strikes')
      .select((eb) => eb.fn.countAll<string>().as('strikes'))
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    const refusals = Number(strikes);
    if (refusals < t.languageRefusalsBeforeMute) return { refusals, muted: null };
    // Each mute within the window is longer than the one before.
    const { earlier } = await trx
      .selectFrom('moderation_actions')
      .select((eb) => eb.fn.countAll<string>().as('earlier'))
      .where('subject_id', '=', userId)
      .where('action', '=', 'auto_mute')
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    const minutes = muteMinutes(Number(earlier), t);
    const until = new Date(now + minutes * 60_000);
    await trx.updateTable('user').set({ mutedUntil: until }).where('id', '=', userId).execute();
    await trx
      .insertInto('moderation_actions')
      .values({
        moderator_id: null,
        surface: 'profile',
        item_id: userId,
        subject_id: userId,
        action: 'auto_mute',
        rule_id: LANGUAGE_RULE,
        note: `Writing paused automatically for ${durationText(minutes)} after ${refusals} language refusals within ${t.languageRefusalWindowHours} hours.`,
        // The column holds whole hours; the end time is exact.
        duration_hours: minutes % 60 === 0 ? minutes / 60 : null,
        ends_at: until,
      })
      .execute();
    return { refusals, muted: { minutes, until } };
  });
  if (!mute.muted) {
    const left = t.languageRefusalsBeforeMute - mute.refusals;
    throw new AppError(
      422,
      'language_refused',
      screenMessages.languageRefused(findings, left, t),
      { findings, refusalsLeft: left },
      (tr) => screenMessages.languageRefused(findings, left, t, tr),
    );
  }
  ctx.sessions.forgetUser(userId);
  const muted = mute.muted;
  throw new AppError(
    403,
    'writing_muted',
    screenMessages.writingMuted(mute.refusals, muted.minutes, t),
    { until: muted.until.toISOString(), minutes: muted.minutes, findings },
    (tr) => screenMessages.writingMuted(mute.refusals, muted.minutes, t, tr),
  );
}

/**
 * A name chosen before there is an account (sign-up's name and username, a child's username): no
 * coach and no strikes there, so language and personal information are both refused (decision 1612).
 */
export function nameRefusal(filter: TextFilter, fields: ScreenFields): AppError | null {
  const { language, personal } = splitFindings(filter.scan(fields));
  if (language.length > 0) {
    return new AppError(
      422,
      'language_refused',
      screenMessages.languageRefused(language, 0),
      { findings: language },
      (tr) => screenMessages.languageRefused(language, 0, SAFETY_THRESHOLDS, tr),
    );
  }
  if (personal.length > 0) {
    return new AppError(
      422,
      'personal_info_refused',
      screenMessages.nameRefused(personal),
      { findings: personal },
      (tr) => screenMessages.nameRefused(personal, tr),
    );
  }
  return null;
}

/** An event's texts for the filter (create or edit): title, description, location, agenda and material titles. */
export function eventTexts(e: {
  title?: string;
  description?: string;
  location?: string;
  agenda?: ReadonlyArray<{ time: string; title: string; description?: string }>;
  materials?: ReadonlyArray<{ title: string }>;
}): ScreenFields {
  const fields: ScreenFields = { title: e.title, description: e.description, location: e.location };
  for (const [i, item] of (e.agenda ?? []).entries()) {
    fields[`agenda.${i}.time`] = item.time;
    fields[`agenda.${i}.title`] = item.title;
    fields[`agenda.${i}.description`] = item.description;
  }
  for (const [i, item] of (e.materials ?? []).entries()) fields[`materials.${i}.title`] = item.title;
  return fields;
}

/** An adult's event may name its place (a minor's is refused before): only language counts there. */
export const EVENT_PLACE_FIELDS = ['location'] as const;
