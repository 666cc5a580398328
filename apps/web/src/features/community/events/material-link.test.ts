import { describe, expect, it } from 'vitest';
import { materialTarget } from './material-link';

const ORIGIN = 'https://app.storyloom.test';

describe('materialTarget', () => {
  it('a path of this site stays in the app, with its query and hash', () => {
    expect(materialTarget('/courses/1?tab=2#notes', ORIGIN)).toEqual({ kind: 'app', to: '/courses/1?tab=2#notes' });
  });

  it('an absolute address of this site stays in the app too', () => {
    expect(materialTarget(`${ORIGIN}/events`, ORIGIN)).toEqual({ kind: 'app', to: '/events' });
  });

  it('another http(s) site opens as an outside link', () => {
    expect(materialTarget('https://docs.example/slides.pdf', ORIGIN)).toEqual({
      kind: 'site',
      href: 'https://docs.example/slides.pdf',
    });
  });

  it.each([
    ['a backslash path (another host to a browser)', '/\\evil.example/steal'],
    ['a protocol-relative link', '//evil.example/steal'],
    ['a script', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a control character', '/ok\u0000'],
    ['an encoded slash', '/%2F%2Fevil.example'],
    ['credentials before the host', 'https://app.storyloom.test@evil.example/'],
  ])('%s is not a link', (_, url) => {
    expect(materialTarget(url, ORIGIN)).toEqual({ kind: 'none' });
  });
});
