/**
 * `Content-Disposition: attachment` for a download (RFC 6266): `filename` is an ASCII fallback
 * every client reads (quotes, backslashes and control characters replaced), and a name with
 * anything else also goes as `filename*=UTF-8''…` (RFC 8187), which browsers prefer.
 */
export function attachmentDisposition(name: string): string {
  const fallback = asciiFileName(name);
  if (fallback === name) return `attachment; filename="${fallback}"`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc8187(name)}`;
}

/** The name with accents dropped and every other non-printable-ASCII character, quote or backslash as '_'. */
export function asciiFileName(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return plain.trim() === '' ? 'download' : plain;
}

function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * A name a browser sent, made safe to keep and show: no folders, no control characters or
 * characters file systems refuse, at most `max` characters, ending in `.ext`.
 */
export function safeFileName(sent: string, fallback: string, ext: string, max = 120): string {
  const base = withoutRefused(sent.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const stem = (base.toLowerCase().endsWith(`.${ext}`) ? base.slice(0, -ext.length - 1) : base).trim();
  const chosen = stem || withoutRefused(fallback).replace(/[/\\]/g, '').trim() || 'file';
  return `${Array.from(chosen)
    .slice(0, max - ext.length - 1)
    .join('')
    .trim()}.${ext}`;
}

/** Control characters and the characters Windows refuses in a name, dropped. */
function withoutRefused(name: string): string {
  return Array.from(name)
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f && !'<>:"|?*'.includes(c);
    })
    .join('');
}
