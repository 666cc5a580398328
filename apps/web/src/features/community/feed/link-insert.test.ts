import { describe, expect, it } from 'vitest';
import { linkInsertSchema, linkInsertText } from './link-insert';

const check = (value: string) => linkInsertSchema.safeParse({ value });

describe('linkInsertSchema', () => {
  it.each([
    ['https://stories.example/a?b=1', 'https://stories.example/a?b=1'],
    ['HTTP://stories.example', 'HTTP://stories.example'],
    ['stories.example/page', 'https://stories.example/page'],
    ['  stories.example:8080/x  ', 'https://stories.example:8080/x'],
  ])('takes %s as %s', (typed, address) => {
    expect(check(typed).data).toEqual({ value: address });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://x.example/\\evil',
    '//evil.example',
    'http:/evil.example',
    'https://ok.example@evil.example/',
    'https://x.example/\u202egpj.exe',
    'two words.example',
  ])('refuses %s with the field message', (typed) => {
    expect(check(typed).error?.issues.map((issue) => issue.message)).toEqual([linkInsertText.invalid]);
  });
});
