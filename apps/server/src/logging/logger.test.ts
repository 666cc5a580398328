import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

function capture() {
  let text = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { sink, text: () => text };
}

function logSecrets(format: 'json' | 'pretty') {
  const out = capture();
  const log = createLogger('info', out.sink, format);
  log.info(
    {
      user: { password: 'hunter2-password' },
      url: '/api/auth/reset-password/reset-token-123?callbackURL=/x',
      req: { method: 'GET', url: '/verify?token=verify-token-456', headers: { authorization: 'Bearer abc-789' } },
    },
    'a line with secrets',
  );
  return out.text();
}

describe('createLogger', () => {
  it('writes one JSON object a line', () => {
    const text = logSecrets('json');
    expect(JSON.parse(text.trim())).toMatchObject({ msg: 'a line with secrets', level: 30 });
  });

  it('writes readable lines in the pretty format, not JSON', () => {
    const text = logSecrets('pretty');
    expect(text).toContain('a line with secrets');
    expect(text).toMatch(/INFO/);
    expect(() => JSON.parse(text.trim())).toThrow();
  });

  it.each(['json', 'pretty'] as const)('redacts passwords, tokens and mail links in %s', (format) => {
    const text = logSecrets(format);
    expect(text).toContain('[redacted]');
    for (const secret of ['hunter2-password', 'reset-token-123', 'verify-token-456', 'abc-789']) {
      expect(text).not.toContain(secret);
    }
  });
});
