import type { FindingKind } from '@storyloom/domain';
import type { FilterData } from './data.js';
import type { Span } from './language.js';

export type PersonalInfoKind = Exclude<FindingKind, 'language'>;

export interface PersonalInfoSpan extends Span {
  kind: PersonalInfoKind;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A list as a regex alternation, longest first, spaces matching any run of spaces. */
const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeRegExp(w).replace(/ +/g, '\\s+'))
    .join('|');
/** A list whose lines are already regular expressions (school phrases), longest first. */
const rawAlternation = (lines: readonly string[]) =>
  [...lines]
    .sort((a, b) => b.length - a.length)
    .map((l) => l.replace(/'/g, "['’]").replace(/ +/g, '\\s+'))
    .join('|');

// ---- Phone numbers ----------------------------------------------------------------------------

// Groups of digits with one separator between them, an optional +country code and (area code).
const PHONE =
  /(?<![\w.,/:$£€¥+-])(?:\+\s?\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d{1,12}(?:[ .-]\d{1,12}){0,9}(?![\w/%]|[.,:-]\d)/g;
const DATE_LIKE = /^(?:\d{4}[-.]\d{1,2}[-.]\d{1,2}|\d{1,2}[-.]\d{1,2}[-.]\d{2,4})$/;
const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  o: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const SPELLED_PHONE =
  /\b(?:(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\d)[\s,-]+){6,14}(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\d)\b/gi;

function isPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (DATE_LIKE.test(candidate)) return false;
  if (digits.length > 15) return false;
  if (digits.length >= 10) return true;
  // Shorter: an international or area-code form, or the US local form 555-1234.
  if (digits.length >= 7) {
    return candidate.trim().startsWith('+') || candidate.includes('(') || /^\d{3}[-. ]\d{4}$/.test(candidate);
  }
  return false;
}

function findPhones(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(PHONE)) {
    const value = m[0].replace(/[\s.-]+$/, '');
    if (isPhone(value)) spans.push({ start: m.index, end: m.index + value.length });
  }
  for (const m of text.matchAll(SPELLED_PHONE)) {
    const tokens = m[0].toLowerCase().split(/[\s,-]+/);
    // Digit words spelled out: at least seven, and at least half of them written as words, or all of
    // them single digits ("5 5 5 1 2 3 4").
    const words = tokens.filter((t) => t in DIGIT_WORDS).length;
    if (tokens.length >= 7 && (words >= 3 || tokens.every((t) => /^\d$/.test(t)))) {
      spans.push({ start: m.index, end: m.index + m[0].length });
    }
  }
  return spans;
}

// ---- Email addresses --------------------------------------------------------------------------

// The lookbehinds start a match only at the beginning of a run: no quadratic rescans of long runs.
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const SPELLED_EMAIL =
  /(?<![\w.+-])([\w.+-]+)\s*([([{]?\s*(?:at|@)\s*[)\]}]?)\s*([\w-]+)\s*[([{]?\s*(?:dot|\.)\s*[)\]}]?\s*(?:com|net|org|edu|gov|io|co|uk|us|ca|au|de|fr|me|info|biz)\b(?:\s*[([{]?\s*(?:dot|\.)\s*[)\]}]?\s*[a-z]{2,3}\b)?/gi;

function findEmails(text: string, providers: ReadonlySet<string>): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(EMAIL)) spans.push({ start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(SPELLED_EMAIL)) {
    const at = m[2] ?? '';
    const domain = (m[3] ?? '').toLowerCase();
    // Only the spelled-out form: "name (at) anything (dot) com", or "name at gmail dot com".
    const bracketed = /[([{]/.test(at);
    const spelled = /\bdot\b/i.test(m[0]) || /\bat\b/i.test(at);
    if (spelled && (bracketed || providers.has(domain))) spans.push({ start: m.index, end: m.index + m[0].length });
  }
  return spans;
}

// ---- The compiled detectors ---------------------------------------------------------------------

export class PersonalInfoMatcher {
  private readonly street: RegExp;
  private readonly unit: RegExp;
  // UK postcodes: the inward letters never use C I K M O V; "PS5 2TB" is a console, not a postcode.
  private readonly postcode = /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d(?!(?:GB|TB)\b)[ABD-HJLNP-UW-Z]{2}\b/g;
  private readonly schoolNamed: RegExp;
  private readonly schoolPhrase: RegExp;
  private readonly schoolTypeWord: RegExp;
  private readonly schoolTypeEnd: RegExp;
  private readonly location: RegExp[];
  private readonly gps =
    /-?\b\d{1,2}\.\d{3,}\s*°?\s*[NS]?\s*,\s*-?\d{1,3}\.\d{3,}\s*°?\s*[EW]?\b|\b\d{1,3}\s*°\s*\d{1,2}\s*['′]\s*(?:\d{1,2}(?:\.\d+)?\s*["″]\s*)?[NSEW]\b[\s,]*\d{1,3}\s*°\s*\d{1,2}\s*['′]\s*(?:\d{1,2}(?:\.\d+)?\s*["″]\s*)?[NSEW]\b/gi;
  private readonly mapLink =
    /\b(?:https?:\/\/)?(?:www\.)?(?:maps\.google\.[a-z.]+|google\.[a-z.]+\/maps|goo\.gl\/maps|maps\.app\.goo\.gl|maps\.apple\.com)\S*/gi;
  private readonly handleSite: RegExp;
  private readonly handleNamed: RegExp;
  private readonly handleInvite: RegExp;
  private readonly handleAfter: RegExp;
  private readonly discordTag = /(?<![\w@#])[A-Za-z][\w.]{1,31}#\d{4}\b/g;
  private readonly stop: Set<string>;
  private readonly providers: Set<string>;
  private readonly notSchools: Set<string>;

  constructor(data: FilterData) {
    this.stop = new Set(data.stopWords);
    this.providers = new Set(data.emailProviders);
    this.notSchools = new Set(data.notSchools);
    const word = String.raw`[\p{L}\p{N}'’.-]+`;
    const streetTypes = alternation(data.streetTypes);
    // A house number, one to three name words, a street type: "12 Oak Street", "221B Baker St".
    this.street = new RegExp(
      String.raw`(?<![\p{L}\p{N}])\d{1,5}[A-Za-z]?(?:\s+${word}){1,3}?\s+(?:${streetTypes})\.?(?![\p{L}\p{N}])`,
      'giu',
    );
    this.unit = new RegExp(String.raw`\b(?:${alternation(data.unitWords)})\.?\s*#?\s*\d{1,5}[A-Za-z]?\b`, 'gi');
    const types = alternation(data.schoolTypes);
    this.schoolTypeWord = new RegExp(`^(?:${types})$`, 'i');
    this.schoolTypeEnd = new RegExp(`(?:${types}|high|middle)$`, 'i');
    const typesCapitalised = [...data.schoolTypes]
      .sort((a, b) => b.length - a.length)
      .map((t) =>
        t
          .split(/ +/)
          .map((w) => `[${w[0]?.toUpperCase()}${w[0]}]${escapeRegExp(w.slice(1))}`)
          .join(String.raw`\s+`),
      )
      .join('|');
    // Capitalised name words then a school type: "Westfield Middle School", "St Mary's Primary".
    const capitalised = String.raw`(?:St\.?|Saint|[A-Z][\p{L}'’.-]*)`;
    this.schoolNamed = new RegExp(
      String.raw`(?<![\p{L}\p{N}])${capitalised}(?:\s+${capitalised}){0,3}\s+(?:${typesCapitalised})(?![\p{L}\p{N}])`,
      'gu',
    );
    // After "I go to", a name in any case: "i go to lincoln high".
    this.schoolPhrase = new RegExp(
      String.raw`\b(?:${rawAlternation(data.schoolPhrases)})\s+((?:the\s+)?(?:${word}\s+){0,3}?(?:${types}|high|middle))(?![\p{L}\p{N}])`,
      'giu',
    );
    this.location = data.locationPhrases.map((line) => new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${line})`, 'giu'));
    const platforms = alternation(data.socialPlatforms);
    const handle = String.raw`@?[A-Za-z0-9_.](?:[A-Za-z0-9_.-]{0,30}[A-Za-z0-9_])?(?:#\d{4})?`;
    this.handleSite = new RegExp(
      String.raw`(?<![\w.-])(?:https?:\/\/)?(?:www\.)?(?:${alternation(data.socialSites)})\/@?[\w.-]+`,
      'gi',
    );
    // "snap: name", "insta - name", "my discord is name#1234", "ig @name".
    const label = String.raw`(?:\s+(?:handle|username|user|name|id|account|tag))?`;
    this.handleNamed = new RegExp(
      [
        String.raw`\b(?:my\s+)?(?:${platforms})\b${label}\s*([:=\-–])\s*(${handle})`,
        String.raw`\bmy\s+(?:${platforms})\b${label}\s+is\s*:?\s*(${handle})`,
        String.raw`\b(?:${platforms})\s+(@${handle})`,
      ].join('|'),
      'gi',
    );
    // "add me on insta name", "follow me on tiktok", "hmu on snap".
    this.handleInvite = new RegExp(
      String.raw`\b(?:add|follow|dm|message|msg|text|friend|find|hmu|hit\s+me\s+up|talk\s+to\s+me|chat\s+with\s+me|sub(?:scribe)?\s+to\s+me)(?:\s+(?:me|us))?\s+(?:on|in|at|via)\s+(?:${platforms})\b(?:\s*[:@-]?\s*(${handle}))?`,
      'gi',
    );
    // "@name on insta".
    this.handleAfter = new RegExp(String.raw`(?<![\w@])@[A-Za-z0-9_.]{2,30}\s+(?:on|in)\s+(?:${platforms})\b`, 'gi');
  }

  find(text: string): PersonalInfoSpan[] {
    const spans: PersonalInfoSpan[] = [];
    const add = (kind: PersonalInfoKind, list: Span[]) => {
      for (const s of list) spans.push({ kind, ...s });
    };
    add('email', findEmails(text, this.providers));
    add('phone', findPhones(text));
    add('address', this.findAddresses(text));
    add('school', this.findSchools(text));
    add('location', this.findLocations(text));
    add('handle', this.findHandles(text));
    return resolveOverlaps(spans);
  }

  private isNameWord(word: string) {
    return !this.stop.has(word.toLowerCase().replace(/[.'’]+$/, ''));
  }

  private findAddresses(text: string): Span[] {
    const spans: Span[] = [];
    for (const m of text.matchAll(this.street)) {
      const words = m[0].trim().split(/\s+/).slice(1, -1);
      if (words.length > 0 && words.every((w) => this.isNameWord(w))) {
        spans.push({ start: m.index, end: m.index + m[0].length });
      }
    }
    for (const m of text.matchAll(this.unit)) spans.push({ start: m.index, end: m.index + m[0].length });
    for (const m of text.matchAll(this.postcode)) spans.push({ start: m.index, end: m.index + m[0].length });
    return spans;
  }

  /** Whether the words before a school type hold a real name ("Lincoln", not "My" or "High"). */
  private hasSchoolName(words: string[], whole: string): boolean {
    const lower = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
    if (this.notSchools.has(lower(whole)) || this.notSchools.has(lower(words.join(' ')))) return false;
    return words.some(
      (w) =>
        this.isNameWord(w) &&
        !/^[A-Z]{2,}$/.test(w) &&
        !this.schoolTypeWord.test(w) &&
        !/^(?:i|i['’]?m|high|middle)$/i.test(w),
    );
  }

  /** The words of a match before its school type, with where the first name word starts. */
  private schoolName(match: string): { words: string[]; offset: number } {
    const words = [...match.matchAll(/\S+/g)];
    const typeLength = match.match(this.schoolTypeEnd)?.[0].length ?? 0;
    const before = words.filter((w) => w.index + w[0].length <= match.length - typeLength);
    // Leading words that start a sentence ("I", "My", "The") are not part of the name.
    while (before.length > 0 && !this.isNameWord(before[0]?.[0] ?? '')) before.shift();
    return { words: before.map((w) => w[0]), offset: before[0]?.index ?? 0 };
  }

  private findSchools(text: string): Span[] {
    const spans: Span[] = [];
    for (const m of text.matchAll(this.schoolNamed)) {
      const { words, offset } = this.schoolName(m[0]);
      if (this.hasSchoolName(words, m[0].slice(offset)))
        spans.push({ start: m.index + offset, end: m.index + m[0].length });
    }
    for (const m of text.matchAll(this.schoolPhrase)) {
      const school = m[1] ?? '';
      const at = m.index + m[0].length - school.length;
      const { words, offset } = this.schoolName(school);
      if (this.hasSchoolName(words, school.slice(offset))) spans.push({ start: at + offset, end: at + school.length });
    }
    return spans;
  }

  private findLocations(text: string): Span[] {
    const spans: Span[] = [];
    for (const re of this.location) {
      for (const m of text.matchAll(re)) spans.push({ start: m.index, end: m.index + m[0].trimEnd().length });
    }
    for (const re of [this.gps, this.mapLink]) {
      for (const m of text.matchAll(re)) spans.push({ start: m.index, end: m.index + m[0].length });
    }
    return spans;
  }

  private findHandles(text: string): Span[] {
    const spans: Span[] = [];
    const whole = (m: RegExpMatchArray) => spans.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
    for (const m of text.matchAll(this.handleSite)) whole(m);
    for (const m of text.matchAll(this.handleNamed)) {
      const [, separator, afterSeparator, afterIs, atHandle] = m;
      const handle = afterSeparator ?? afterIs ?? atHandle ?? '';
      const end = m.index + m[0].length;
      if (!this.isNameWord(handle.replace(/^@/, ''))) continue;
      // A plain word after "is" or a dash only counts when it ends the sentence ("my snap is
      // coolkid", not "my tiktok is really fun"); @, digits, _ . # always count.
      const marked = /[@\d_.#]/.test(handle);
      const endsSentence = /^\s*(?:$|[.!?,;)]|\n|and\b|or\b)/i.test(text.slice(end));
      const loose = afterIs !== undefined || separator === '-' || separator === '–';
      if (loose && !marked && !endsSentence) continue;
      if ((separator === '-' || separator === '–') && !marked) continue;
      whole(m);
    }
    for (const m of text.matchAll(this.handleInvite)) {
      const handle = m[1];
      if (handle && !this.isNameWord(handle.replace(/^@/, ''))) {
        // "add me on insta if you want": the invitation counts, not the next word.
        const cut = m[0].length - handle.length;
        spans.push({ start: m.index, end: m.index + m[0].slice(0, cut).trimEnd().length });
      } else whole(m);
    }
    for (const m of text.matchAll(this.handleAfter)) whole(m);
    for (const m of text.matchAll(this.discordTag)) whole(m);
    return spans;
  }
}

// Which finding wins when two overlap: the more specific kind ("I live at 12 Oak Street" is an
// address; an email holds an @handle), then the longer one.
const PRIORITY: PersonalInfoKind[] = ['email', 'phone', 'handle', 'address', 'school', 'location'];

function resolveOverlaps(spans: PersonalInfoSpan[]): PersonalInfoSpan[] {
  const ordered = [...spans].sort(
    (a, b) =>
      PRIORITY.indexOf(a.kind) - PRIORITY.indexOf(b.kind) || b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  const kept: PersonalInfoSpan[] = [];
  for (const span of ordered) {
    if (span.end <= span.start) continue;
    if (kept.some((k) => span.start < k.end && k.start < span.end)) continue;
    kept.push(span);
  }
  return kept.sort((a, b) => a.start - b.start);
}
