import type { Finding, FindingKind } from '@storyloom/domain';
import { errorText } from '@storyloom/domain';
import { type FilterData, loadFilterData } from './filter/data.js';
import { type AdminTerm, LanguageMatcher } from './filter/language.js';
import { PersonalInfoMatcher } from './filter/personal-info.js';

/**
 * The safety filter (issue 16): language and personal information, checked before anything is
 * stored and on AI prompts and outputs. Word lists and phrases live in apps/server/safety/
 * (reviewable data, not code); the engine is in ./filter/ (docs/decisions/1601).
 */
export interface TextFilter {
  /** Every finding in the given fields (language and personal information), each naming its field. */
  scan(fields: Record<string, string | null | undefined>): Finding[];
  /**
   * The text with personal information replaced: `[phone]`, `[email]`, `[address]`, `[school]`,
   * `[location]`, `[handle]`. `keep` leaves some kinds as written (the audience tool's target is a handle).
   */
  redact(text: string, options?: { keep?: readonly FindingKind[] }): string;
  /** True when the text is about hurting oneself: the AI answers with help instead of a generation. */
  mentionsSelfHarm(text: string): boolean;
  /** The admin's own terms (filter_terms), applied on top of the lists in the repo. */
  setAdminTerms(terms: ReadonlyArray<{ term: string; kind: 'block' | 'allow' }>): void;
}

/** What the member is told about each kind of finding: what it looks like and why it matters. */
export const FINDING_MESSAGES: Record<FindingKind, string> = {
  phone: errorText['finding.phone'],
  email: errorText['finding.email'],
  address: errorText['finding.address'],
  school: errorText['finding.school'],
  location: errorText['finding.location'],
  handle: errorText['finding.handle'],
  language: errorText['finding.language'],
};

export function createTextFilter(data: FilterData = loadFilterData()): TextFilter {
  const language = new LanguageMatcher(data.languageBlock, data.languageAllow);
  const personal = new PersonalInfoMatcher(data);
  const selfHarm = data.selfHarmPhrases.map(
    (line) => new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${line})(?![\p{L}\p{N}])`, 'iu'),
  );

  return {
    scan(fields) {
      const findings: Finding[] = [];
      const seen = new Set<string>();
      const push = (field: string, kind: FindingKind, match: string) => {
        const key = `${field}\u0000${kind}\u0000${match}`;
        if (seen.has(key)) return;
        seen.add(key);
        findings.push({ kind, match, field, message: FINDING_MESSAGES[kind] });
      };
      for (const [field, text] of Object.entries(fields)) {
        if (!text) continue;
        for (const s of language.find(text)) push(field, 'language', text.slice(s.start, s.end));
        for (const s of personal.find(text)) push(field, s.kind, text.slice(s.start, s.end));
      }
      return findings;
    },
    redact(text, options) {
      const keep = new Set(options?.keep ?? []);
      let out = '';
      let last = 0;
      for (const s of personal.find(text)) {
        if (keep.has(s.kind)) continue;
        out += `${text.slice(last, s.start)}[${s.kind}]`;
        last = s.end;
      }
      return out + text.slice(last);
    },
    mentionsSelfHarm: (text) => selfHarm.some((re) => re.test(text.replace(/[’‘]/g, "'"))),
    setAdminTerms(terms: ReadonlyArray<AdminTerm>) {
      language.setAdminTerms(terms);
    },
  };
}
