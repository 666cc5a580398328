import { afterAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../modules/contact-messages/routes.js';
import { createTestApp, type TestApp } from '../test/app.js';

/**
 * TRUST_PROXY: the client's address comes from X-Forwarded-For only when the peer is a trusted
 * proxy. The contact form's per-address limit shows which address the server counted.
 */
const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function appWith(env: Record<string, string>) {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}

const message = { name: 'Proxy probe', email: 'probe@example.com', message: 'hello' };

async function statuses(t: TestApp, peer: string, forwardedFor: (i: number) => string) {
  const seen: number[] = [];
  for (let i = 0; i <= CONTACT_RATE_LIMIT.max; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: message,
      remoteAddress: peer,
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });
    seen.push(res.statusCode);
  }
  return seen;
}

describe('TRUST_PROXY', () => {
  it('unset: a spoofed X-Forwarded-For changes nothing, the peer is the client', async () => {
    const t = await appWith({});
    const seen = await statuses(t, '198.51.100.7', (i) => `203.0.113.${i + 1}`);
    expect(seen.at(-1)).toBe(429);
  });

  it('with the proxy trusted, each forwarded client is counted on its own', async () => {
    const t = await appWith({ TRUST_PROXY: '198.51.100.0/24' });
    const seen = await statuses(t, '198.51.100.7', (i) => `203.0.113.${i + 1}`);
    expect(seen.every((s) => s === 201)).toBe(true);
  });

  it('a client cannot prepend addresses through a trusted proxy to escape its limit', async () => {
    const t = await appWith({ TRUST_PROXY: '198.51.100.7' });
    const seen = await statuses(t, '198.51.100.7', (i) => `10.0.0.${i + 1}, 203.0.113.50`);
    expect(seen.at(-1)).toBe(429);
  });

  it('a hop count trusts that many proxies', async () => {
    const t = await appWith({ TRUST_PROXY: '1' });
    const seen = await statuses(t, '198.51.100.7', (i) => `203.0.113.${i + 1}`);
    expect(seen.every((s) => s === 201)).toBe(true);
  });
});
