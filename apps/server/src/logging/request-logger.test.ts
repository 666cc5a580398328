import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger.js';
import { RequestLogger, requestLogger } from './request-logger.js';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).trim().split('\n')) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: createLogger(level, sink), lines };
}

describe('RequestLogger', () => {
  it('writes the same lines as a pino child, with the request id', () => {
    const { log, lines } = capture('info');
    const logger = new RequestLogger(log, { reqId: 'req-1' });
    logger.info({ event: 'x' }, 'hello');
    logger.warn('careful');
    expect(lines).toMatchObject([
      { reqId: 'req-1', event: 'x', msg: 'hello', level: 30 },
      { reqId: 'req-1', msg: 'careful', level: 40 },
    ]);
  });

  it('makes no child while nothing is written at an enabled level', () => {
    const { log, lines } = capture('warn');
    const child = vi.spyOn(log, 'child');
    const logger = new RequestLogger(log, { reqId: 'req-2' });
    logger.info('not written');
    logger.debug('not written');
    expect(child).not.toHaveBeenCalled();
    logger.error('written');
    logger.error('written again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([{ reqId: 'req-2', msg: 'written' }, { msg: 'written again' }]);
  });

  it('redacts secrets as the app logger does', () => {
    const { log, lines } = capture('info');
    new RequestLogger(log, { reqId: 'req-3' }).info({ user: { password: 'hunter2' } }, 'sign-up');
    expect(JSON.stringify(lines)).not.toContain('hunter2');
  });

  it('follows a level set on it, and its children carry the request id', () => {
    const { log, lines } = capture('warn');
    const logger = new RequestLogger(log, { reqId: 'req-4' });
    logger.level = 'debug';
    expect(logger.level).toBe('debug');
    logger.debug('now written');
    logger.child({ tool: 'ai' }).info('from a child');
    expect(lines).toMatchObject([
      { reqId: 'req-4', msg: 'now written' },
      { reqId: 'req-4', tool: 'ai', msg: 'from a child' },
    ]);
  });

  it('is what Fastify gets unless the route sets its own level', () => {
    const { log } = capture('info');
    expect(requestLogger(log, { reqId: 'a' }, {})).toBeInstanceOf(RequestLogger);
    expect(requestLogger(log, { reqId: 'a' }, { level: 'debug' })).not.toBeInstanceOf(RequestLogger);
  });
});
