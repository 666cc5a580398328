const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ď',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
/** Padding words: breakable like real words, so a long translation can wrap (none is longer than this). */
const PADDING_WORD = '~·~·~·';

/**
 * The pseudo-locale's text: every letter accented and the text made 35 % longer, so a layout that
 * cuts or overflows translated text shows it in English-reading development (issue 19).
 */
export function pseudoText(text: string): string {
  if (!text.trim()) return text;
  const accented = Array.from(text, (ch) => ACCENTED[ch] ?? ch).join('');
  const extra = Math.ceil(text.length * 0.35);
  let pad = '';
  while (pad.length < extra) pad += pad.length === 0 ? PADDING_WORD : ` ${PADDING_WORD}`;
  return `${accented}${pad.slice(0, extra)}`;
}
