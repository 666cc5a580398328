import { createHash } from 'node:crypto';

/** A deterministic picker seeded by the inputs: the same request reads the same, another one differently. */
export function seededPicker(...parts: string[]) {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  let state = digest.readUInt32LE(0);
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick<T>(list: readonly T[]): T {
      return list[Math.floor(next() * list.length)] as T;
    },
    /** `count` different items, in a random order. */
    some<T>(list: readonly T[], count: number): T[] {
      const pool = [...list];
      const out: T[] = [];
      while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
      return out;
    },
  };
}
export type Picker = ReturnType<typeof seededPicker>;

const KIND =
  '(?:story|stories|tale|script|post|caption|video|outline|scene|dialogue|profile|thread|tweet|description|plan|business|course|path)';
const REQUEST_LEAD = new RegExp(
  "^(?:(?:please|can you|could you|i want|i need|i'd like|help me)\\s+)*" +
    '(?:(?:write|create|make|generate|draft|give me|tell me|come up with|plan|build)\\s+)?(?:me\\s+)?' +
    `(?:(?:(?:a|an|the|some|my)\\s+)?(?:(?:short|long|funny|quick|viral|new|fun)\\s+)*${KIND}\\s+)?` +
    '(?:(?:about|of|on|for|featuring|where|in which|that)\\s+)?',
  'i',
);

/** The subject of a prompt: the request phrasing stripped, the first sentence, at most 14 words. */
export function subjectOf(prompt: string): string {
  const clean = prompt.replace(/\s+/g, ' ').trim();
  const firstSentence = clean.split(/(?<=[.!?])\s|[\n;]/)[0] ?? clean;
  const stripped = firstSentence
    .replace(REQUEST_LEAD, '')
    .replace(/[.!?,:]+$/, '')
    .trim();
  const subject = (stripped.length >= 3 ? stripped : firstSentence.replace(/[.!?,:]+$/, '')).trim();
  // A leading article reads as the middle of a sentence wherever the subject is placed.
  return subject
    .split(' ')
    .slice(0, 14)
    .join(' ')
    .replace(/^(A|An|The)\b/, (article) => article.toLowerCase());
}

const STOP_WORDS = new Set(
  (
    'about after again also because been before being between both could does doing down during each from further ' +
    'have having here into itself just more most other over same should some such than that their them then there ' +
    'these they this those through under until very what when where which while who whom with would your yours ' +
    'write story create make want need please short about tale script post caption video help their being young ' +
    'like really things thing something someone every into onto better learn learning improve getting good ' +
    'skills start know'
  ).split(' '),
);

/** The telling words of a text, in order of appearance, without duplicates. */
export function keywordsOf(text: string, max = 5): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
  const out: string[] = [];
  for (const word of words) {
    if (word.length < 4 || STOP_WORDS.has(word) || out.includes(word)) continue;
    out.push(word);
    if (out.length === max) break;
  }
  return out;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function titleCase(words: string[]): string {
  return words.map(capitalize).join(' ');
}

export function hashtag(words: string[]): string {
  return `#${words.map(capitalize).join('')}`;
}

/** Splits text into small pieces that keep every character, for streaming it. */
export function chunksOf(text: string, wordsPerChunk = 4): string[] {
  const tokens = text.match(/\s*\S+\s*/g) ?? [text];
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerChunk) chunks.push(tokens.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}
