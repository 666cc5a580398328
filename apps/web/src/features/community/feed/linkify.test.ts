import { describe, expect, it } from 'vitest';
import { tokenize } from './linkify';

describe('tokenize', () => {
  it('keeps plain text as one token', () => {
    expect(tokenize('Hello <b>world</b>')).toEqual([{ kind: 'text', value: 'Hello <b>world</b>' }]);
  });

  it('links http(s) addresses without their trailing punctuation', () => {
    expect(tokenize('See https://example.com/a?b=1. Nice!')).toEqual([
      { kind: 'text', value: 'See ' },
      { kind: 'link', value: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', value: '. Nice!' },
    ]);
  });

  it('never links other schemes', () => {
    const tokens = tokenize('javascript:alert(1) data:text/html,<script> ftp://x.y');
    expect(tokens.every((t) => t.kind === 'text')).toBe(true);
  });

  it('finds @mentions but not e-mail addresses', () => {
    expect(tokenize('Thanks @maya_writes and me@example.com')).toEqual([
      { kind: 'text', value: 'Thanks ' },
      { kind: 'mention', value: '@maya_writes', username: 'maya_writes' },
      { kind: 'text', value: ' and me@example.com' },
    ]);
  });

  it('keeps quotes and angle brackets out of a link', () => {
    const [, link] = tokenize('x https://a.example/"onmouseover="alert(1)');
    expect(link).toEqual({ kind: 'link', value: 'https://a.example/', href: 'https://a.example/' });
  });

  it('never links an address a browser would read as another (a backslash, a user name before the host)', () => {
    for (const text of ['https://x.example/\\evil', 'https://x.example@evil.example/', 'javascript:alert(1)']) {
      expect(tokenize(`see ${text} now`)).toEqual([{ kind: 'text', value: `see ${text} now` }]);
    }
  });
});
