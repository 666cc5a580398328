import type { ConnectionStatus } from '@storyloom/domain';
import { translate } from './i18n';

/** One connection check: connected, authSession and error, plus the server's details. */
export type ConnectionCheck = {
  connected: boolean;
  authSession: 'active' | 'none';
  error: string | null;
  status: ConnectionStatus | null;
  checkedAt: Date;
};

// A hand-written check rather than the zod schema: the connection button is on every page.
function isConnectionStatus(value: unknown): value is ConnectionStatus {
  const v = value as Partial<ConnectionStatus> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.connected === 'boolean' &&
    (v.authSession === 'active' || v.authSession === 'none') &&
    typeof v.time === 'string'
  );
}

/**
 * Asks the server (GET /api/connection). An unreachable or failing server is an answer
 * (connected: false); an answer we cannot read throws, which the screens report separately.
 */
export async function checkConnection(request: typeof fetch = fetch, now = () => new Date()): Promise<ConnectionCheck> {
  const failed = (): ConnectionCheck => ({
    connected: false,
    authSession: 'none',
    error: translate('connection.checkFailed'),
    status: null,
    checkedAt: now(),
  });
  let response: Response;
  try {
    response = await request('/api/connection', {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return failed();
  }
  if (!response.ok) return failed();
  const body: unknown = await response.json();
  if (!isConnectionStatus(body)) throw new Error('The connection check answered in an unexpected shape');
  return {
    connected: body.connected,
    authSession: body.authSession,
    error: body.connected ? null : translate('connection.checkFailed'),
    status: body,
    checkedAt: now(),
  };
}
