import {
  DataSet,
  englishDataset,
  englishRecommendedBlacklistMatcherTransformers,
  englishRecommendedWhitelistMatcherTransformers,
  parseRawPattern,
  RegExpMatcher,
  remapCharactersTransformer,
} from 'obscenity';

/** A span of the text, end exclusive. */
export interface Span {
  start: number;
  end: number;
}

export interface AdminTerm {
  term: string;
  kind: 'block' | 'allow';
}

// Look-alikes obscenity's confusables table leaves out (the long s, Cyrillic and Greek letters).
const EXTRA_LOOKALIKES = remapCharactersTransformer({
  a: 'аα',
  c: 'сϲ',
  e: 'еε',
  i: 'іι',
  k: 'кκ',
  o: 'оο',
  p: 'рρ',
  s: 'ſѕ',
  t: 'тτ',
  u: 'υ',
  x: 'хχ',
  y: 'уγ',
});

// The thresholds of obscenity's recommended collapse-duplicates step: an admin's term is written the
// way the text is compared ("mutt" is compared as "mut").
const KEEP_DOUBLE = new Set(['b', 'e', 'o', 'l', 's', 'g']);
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** An admin's term in the form the matcher compares: lower case, leetspeak read, repeats collapsed. */
export function normaliseTerm(term: string): string {
  const plain = term
    .toLowerCase()
    .replace(/[013457@$]/g, (c) => LEET[c] ?? c)
    .replace(/[^a-z\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.replace(/([a-z])\1+/g, (_run, c: string) => (KEEP_DOUBLE.has(c) ? c.repeat(2) : c));
}

const escapePattern = (s: string) => s.replace(/[[\]?|\\]/g, (c) => `\\${c}`);

// Single characters spaced out ("f u c k", "s.h.i.t", "b-i-t-c-h"): each stands alone between separators.
const SPACED = /(?<![\p{L}\p{N}])[\p{L}\p{N}@$!*](?:[ \t.\-_~]{1,3}[\p{L}\p{N}@$!*](?![\p{L}\p{N}])){2,}/gu;

/**
 * Language: obscenity's English dataset with its recommended transformers (look-alike characters,
 * leetspeak, repeated letters), the repo's own block and allow lists (apps/server/safety/language/),
 * the admin's terms, and spaced-out letters.
 */
export class LanguageMatcher {
  private matcher: RegExpMatcher;
  /** The allowed single words, compared with the whole word a match is in (obscenity's own
   * allowlist misses some when punctuation touches the word: "/analytics"). */
  private allowWords = new Set<string>();

  constructor(
    private readonly block: readonly string[],
    private readonly allow: readonly string[],
  ) {
    this.matcher = this.build([]);
  }

  setAdminTerms(terms: ReadonlyArray<AdminTerm>) {
    this.matcher = this.build(terms);
  }

  private build(admin: ReadonlyArray<AdminTerm>): RegExpMatcher {
    const dataset = new DataSet<{ originalWord?: string }>().addAll(englishDataset);
    for (const line of this.block) dataset.addPhrase((p) => p.addPattern(parseRawPattern(line)));
    const allow = [...this.allow];
    for (const { term, kind } of admin) {
      const plain = normaliseTerm(term);
      if (!plain) continue;
      if (kind === 'block') dataset.addPhrase((p) => p.addPattern(parseRawPattern(`|${escapePattern(plain)}`)));
      else allow.push(term.trim().toLowerCase());
    }
    const built = dataset.build();
    this.allowWords = new Set(allow.filter((w) => !/\s/.test(w)).map(lettersOf));
    return new RegExpMatcher({
      blacklistedTerms: built.blacklistedTerms,
      whitelistedTerms: [...(built.whitelistedTerms ?? []), ...allow],
      blacklistMatcherTransformers: [EXTRA_LOOKALIKES, ...englishRecommendedBlacklistMatcherTransformers],
      whitelistMatcherTransformers: englishRecommendedWhitelistMatcherTransformers,
    });
  }

  /** The spans of blocked language in the text, in order, overlapping ones merged. */
  find(text: string): Span[] {
    const spans: Span[] = this.matcher
      .getAllMatches(text)
      .map((m) => ({ start: m.startIndex, end: m.endIndex + 1 }))
      .map((span) => wholeWord(text, span))
      .filter((span) => !this.allowWords.has(lettersOf(text.slice(span.start, span.end))));
    for (const run of text.matchAll(SPACED)) {
      const start = run.index;
      const collapsed = run[0].replace(/[ \t.\-_~]/g, '');
      if (this.matcher.hasMatch(collapsed)) spans.push({ start, end: start + run[0].length });
    }
    return mergeSpans(spans);
  }
}

const lettersOf = (word: string) => word.toLowerCase().replace(/[^\p{L}]/gu, '');

/** A match widened to the word it is in, so the member sees the word they wrote ("bullshit", not "shit"). */
function wholeWord(text: string, { start, end }: Span): Span {
  const inWord = /[\p{L}\p{N}@$*]/u;
  let s = start;
  let e = end;
  while (s > 0 && inWord.test(text[s - 1] ?? '')) s -= 1;
  while (e < text.length && inWord.test(text[e] ?? '')) e += 1;
  return { start: s, end: e };
}

export function mergeSpans(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Span[] = [];
  for (const span of sorted) {
    const last = out[out.length - 1];
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else out.push({ ...span });
  }
  return out;
}
