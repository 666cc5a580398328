import { isSafeLink } from '@storyloom/domain';

type TextToken =
  | { kind: 'text'; value: string }
  | { kind: 'link'; value: string; href: string }
  | { kind: 'mention'; value: string; username: string };

// Only safe http(s) addresses become links (decision 1332), so a "javascript:" or "data:" text,
// a backslash or a user name before the host can never be clicked.
const PATTERN = /(https?:\/\/[^\s<>"]+)|(^|[^\w@])@([a-z0-9_]{3,30})\b/gi;
const TRAILING = /[.,!?;:'")\]]+$/;

/**
 * Splits post or comment text into plain text, links and @mentions. The result is rendered as
 * React text and elements, never as HTML, so nothing in a post can inject markup.
 */
export function tokenize(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let last = 0;
  const push = (value: string) => {
    if (!value) return;
    const prev = tokens[tokens.length - 1];
    if (prev?.kind === 'text') prev.value += value;
    else tokens.push({ kind: 'text', value });
  };
  for (const match of text.matchAll(PATTERN)) {
    const start = match.index ?? 0;
    const [whole, url, lead = '', username] = match;
    push(text.slice(last, start));
    if (url) {
      const trailing = url.match(TRAILING)?.[0] ?? '';
      const clean = url.slice(0, url.length - trailing.length);
      if (isSafeLink(clean, { paths: false })) tokens.push({ kind: 'link', value: clean, href: clean });
      else push(clean);
      push(trailing);
    } else if (username) {
      push(lead);
      tokens.push({ kind: 'mention', value: `@${username}`, username: username.toLowerCase() });
    }
    last = start + whole.length;
  }
  push(text.slice(last));
  return tokens;
}
