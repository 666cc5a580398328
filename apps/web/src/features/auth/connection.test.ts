import { describe, expect, it } from 'vitest';
import { checkConnection } from './connection';

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ok = {
  connected: true,
  database: 'ok',
  auth: 'ok',
  authSession: 'active',
  session: { expiresAt: '2030-01-01T00:00:00.000Z', assuranceLevel: 'aal1' },
  time: '2026-01-01T00:00:00.000Z',
};

describe('checkConnection', () => {
  it('reports the server answer', async () => {
    const result = await checkConnection(answer(200, ok));
    expect(result).toMatchObject({ connected: true, authSession: 'active', error: null });
    expect(result.status?.session?.assuranceLevel).toBe('aal1');
  });

  it('turns an unreachable or failing server into connected: false with the connection error', async () => {
    const unreachable = await checkConnection(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(unreachable).toMatchObject({
      connected: false,
      authSession: 'none',
      error: 'Connection to authentication service failed. Please try again later.',
    });
    expect((await checkConnection(answer(503, {}))).connected).toBe(false);
  });

  it('throws on an answer it cannot read', async () => {
    await expect(checkConnection(answer(200, { hello: 'world' }))).rejects.toThrow();
  });
});
