import http from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { signUpAndIn } from '../test/users.js';
import { createLogger } from './logger.js';

let t: TestApp;
let baseUrl: string;
const lines: string[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp({}, { logger: createLogger('info', sink) });
  // Over a socket: the body then arrives on the connection's own async context, not the request's.
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

function story(cookie: string, prompt: string) {
  return fetch(`${baseUrl}/api/ai/story`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: t.config.appUrl },
    body: JSON.stringify({ prompt }),
  });
}

/**
 * The same request with the body sent only once the server has begun handling it (Expect:
 * 100-continue), so the body arrives on the socket's context after the request's own began.
 */
function storyWithLateBody(cookie: string, prompt: string): Promise<{ status: number; id: string }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ prompt });
    const req = http.request(`${baseUrl}/api/ai/story`, {
      method: 'POST',
      headers: {
        cookie,
        origin: t.config.appUrl,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    req.on('continue', () => req.end(body));
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, id: String(res.headers['x-request-id']) }));
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

const parsed = () => lines.map((line) => ({ line, entry: JSON.parse(line) as Record<string, unknown> }));

describe('the request id in the logs', () => {
  it('is on the lines services write through ctx.log while handling a request with a body', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    lines.length = 0;
    const { status, id } = await storyWithLateBody(cookie, 'A robot who learns to whistle');
    expect(status).toBe(200);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    // text-stream.ts writes this through ctx.log, the app logger, not request.log.
    const service = parsed().find(({ entry }) => entry.msg === 'ai generation finished');
    expect(service?.entry.reqId).toBe(id);
    const completed = parsed().find(({ entry }) => entry.msg === 'request completed');
    expect(completed?.entry.reqId).toBe(id);
    // Fastify's own request lines already carry it: once, not twice.
    expect(completed?.line.match(/"reqId"/g)).toHaveLength(1);
  });

  it('keeps concurrent requests apart, and lines outside a request carry none', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    lines.length = 0;
    const answers = await Promise.all(
      ['A kite that fears the wind', 'A whale who collects bells'].map((prompt) => story(cookie, prompt)),
    );
    await Promise.all(answers.map((res) => res.text()));
    const ids = answers.map((res) => res.headers.get('x-request-id'));
    expect(new Set(ids).size).toBe(2);
    const serviceIds = parsed()
      .filter(({ entry }) => entry.msg === 'ai generation finished')
      .map(({ entry }) => entry.reqId);
    expect(serviceIds.sort()).toEqual([...ids].sort());

    t.app.ctx.log.info('written outside any request');
    const outside = parsed().find(({ entry }) => entry.msg === 'written outside any request');
    expect(outside?.entry).not.toHaveProperty('reqId');
  });
});
