import fc from 'fast-check';

/** Strings that have broken servers before: injection, encoding edge cases, sizes. */
export const NASTY_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  '\'; DROP TABLE "user"; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\uD800',
  '\u202Eevil',
  'Z̵̡̢͇͔a̸l̶g̷o',
  '😀'.repeat(500),
  'a'.repeat(70_000),
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
] as const;

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 1, arbitrary: fc.uuid() },
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 2 }),
);

/** Field names our schemas use, so generated bodies reach past "unknown key" into type checks. */
const FIELD_NAMES = [
  'name',
  'email',
  'password',
  'fullName',
  'full_name',
  'username',
  'role',
  'interests',
  'subject',
  'message',
  'status',
  'content',
  'type',
  'visibility',
  'spaceId',
  'title',
  'description',
  'prompt',
  'contentType',
  'genre',
  'goal',
  'level',
  'page',
  'pageSize',
  'q',
  'search',
  'cursor',
  'code',
  'currentPassword',
  'newPassword',
  'bio',
  'website',
  'icon',
  'color',
  'startsAt',
  'location',
  'callbackURL',
  'token',
  'id',
  'extra',
];

export const nastyBody: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), nastyValue, { maxKeys: 6 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

export const nastyQuery = fc.dictionary(
  fc.constantFrom('page', 'pageSize', 'q', 'search', 'status', 'cursor', 'tool', 'range', 'filter', 'tab', 'x'),
  nastyString.map((s) => s.slice(0, 2000)),
  { maxKeys: 3 },
);

/** Replaces :params in a route pattern (and a trailing *) with generated values. */
export function fillParams(url: string, values: string[]): string {
  let i = 0;
  // A URL cannot carry a lone surrogate; the raw bytes still reach the server as U+FFFD.
  const wellFormed = (v: string) =>
    v.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  const encode = (v: string | undefined) => encodeURIComponent(wellFormed((v ?? 'x').slice(0, 300))) || 'x';
  return url.replace(/:[A-Za-z_]+/g, () => encode(values[i++])).replace(/\*$/, () => encode(values[i++]));
}
