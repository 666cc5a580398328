import { useEffect } from 'react';

export const CONNECTIVITY_STORAGE_KEY = 'storyloom-connectivity';
/** The health check runs every 30 000 ms. */
const CONNECTIVITY_INTERVAL_MS = 30_000;

type Connectivity = 'online' | 'offline';

export async function checkConnectivity(request: typeof fetch = fetch): Promise<Connectivity> {
  try {
    const response = await request('/api/health', { method: 'HEAD', cache: 'no-store' });
    return response.ok ? 'online' : 'offline';
  } catch {
    return 'offline';
  }
}

/** Stores the status; warns once each time the app goes offline, not on every poll. */
/** Told to the developer's console, not to the reader (the connection button shows the state). */
export const OFFLINE_WARNING =
  'You are offline: Storyloom is running with limited capacity until the connection returns.';

export function recordConnectivity(status: Connectivity, previous: Connectivity | null, storage: Storage): void {
  try {
    storage.setItem(CONNECTIVITY_STORAGE_KEY, status);
  } catch {
    // Storage may be unavailable; the warning below still tells the developer.
  }
  if (status === 'offline' && previous !== 'offline') console.warn(OFFLINE_WARNING);
}

/** Polls the health endpoint at start and every 30 s. Mount once, in the app root. */
export function useConnectivity(): void {
  useEffect(() => {
    let previous: Connectivity | null = null;
    let cancelled = false;
    const poll = async () => {
      const status = await checkConnectivity();
      if (cancelled) return;
      recordConnectivity(status, previous, localStorage);
      previous = status;
    };
    void poll();
    const timer = window.setInterval(poll, CONNECTIVITY_INTERVAL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, []);
}
