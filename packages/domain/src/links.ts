import { z } from 'zod';

// Links a member stores and other members click (event materials, a profile's website):
// docs/decisions/1332-stored-links.md.

/**
 * Characters no stored link may hold anywhere: C0 controls (tab and newlines included), DEL, C1
 * controls, zero-width and bidirectional formatting marks (they disguise where a link goes), and
 * the backslash, which browsers read as '/' in http(s) URLs: '/\evil.example' is '//evil.example'.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
const UNSAFE_CHAR = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\\]/;
/** In a path of this site: an encoded slash, backslash or control, which a server may decode. */
const UNSAFE_ESCAPE = /%(?:[01][0-9a-f]|7f|2f|5c)/i;
/** Stands in for the app's origin where it is not known (a schema shared by server and browser). */
const DEFAULT_ORIGIN = 'https://storyloom.invalid';

export interface LinkRules {
  /** Whether a path of this site ('/…') is allowed besides an absolute http(s) address. */
  paths?: boolean;
  /** The origin a path resolves against; it must stay on it. */
  origin?: string;
}

export function hasUnsafeLinkChar(value: string): boolean {
  return UNSAFE_CHAR.test(value);
}

/**
 * The link parsed by the WHATWG URL parser (what a browser does with an href), or null when it
 * is not safe to store. Safe: an absolute http(s) address written with '//' after the scheme,
 * with a host and no user name or password (`https://ok.example@evil.example` shows one host and
 * opens another); or, when `paths` is allowed, a path of this site: it starts with one '/', has
 * no encoded slash, backslash or control in its path, and resolves to the app's own origin.
 * Never a backslash, a control character or whitespace anywhere; the caller trims first.
 */
export function resolveSafeLink(value: string, { paths = true, origin = DEFAULT_ORIGIN }: LinkRules = {}): URL | null {
  if (value.length === 0 || hasUnsafeLinkChar(value) || /\s/.test(value)) return null;
  if (value.startsWith('/')) {
    if (!paths || value.startsWith('//')) return null;
    const path = value.split(/[?#]/, 1)[0] ?? '';
    if (UNSAFE_ESCAPE.test(path)) return null;
    const url = parse(value, origin);
    return url && url.origin === new URL(origin).origin ? url : null;
  }
  if (!/^https?:\/\/[^/]/i.test(value)) return null;
  const url = parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (!url.hostname || url.username || url.password) return null;
  return url;
}

export function isSafeLink(value: string, rules?: LinkRules): boolean {
  return resolveSafeLink(value, rules) !== null;
}

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * A stored link field: refused when it holds an unsafe character anywhere (checked before
 * trimming, so a tab or newline is never trimmed away silently), then trimmed of spaces, then
 * checked as a whole. What is stored is exactly what was checked.
 */
export function linkSchema({ max, message, ...rules }: LinkRules & { max: number; message: string }) {
  return z
    .string()
    .refine((v) => !hasUnsafeLinkChar(v), { message, abort: true })
    .trim()
    .max(max)
    .refine((v) => isSafeLink(v, rules), message);
}
