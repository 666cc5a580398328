import http from 'node:http';
import type { LiveEvent } from '@storyloom/domain';

export interface LiveClient {
  events: LiveEvent[];
  /** Resolves with the first event that matches (rejects after the timeout, listing what came). */
  waitFor(match: (e: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  close(): void;
}

/** Opens GET /api/community/stream at `base` (an instance, or the proxy) as a browser tab would. */
export function openLiveStream(base: string, cookie: string): Promise<LiveClient> {
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  return new Promise((resolve, reject) => {
    const req = http.request(new URL('/api/community/stream', base), {
      headers: { cookie, accept: 'text/event-stream' },
      agent: false,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`live stream answered ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          buffer = buffer.slice(end + 2);
          if (data) events.push(JSON.parse(data) as LiveEvent);
        }
        for (const wake of waiters) wake();
      });
      resolve({
        events,
        waitFor: (match, timeoutMs = 10_000) =>
          new Promise((found, fail) => {
            const check = () => {
              const event = events.find(match);
              if (!event) return;
              waiters.delete(check);
              clearTimeout(timer);
              found(event);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching live event from ${base}; got ${JSON.stringify(events)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          }),
        close: () => req.destroy(),
      });
    });
    req.end();
  });
}
