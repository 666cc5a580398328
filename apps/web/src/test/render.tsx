import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's answer to one request, or undefined for a 404. */
type Route = (request: {
  url: string;
  method: string;
  body: unknown;
}) => Response | undefined | Promise<Response | undefined>;

/** Replaces fetch with `route` (a signed-out /api/me unless it answers that too); returns the mock. */
export function mockFetch(route: Route) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const answer = await route({ url, method: init.method ?? 'GET', body });
    if (answer) return answer;
    if (url === '/api/me') return json({ error: { code: 'unauthorized', message: 'Sign in' } }, 401);
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to `url` with `method`. */
export function sentBodies(fetchMock: ReturnType<typeof mockFetch>, method: string, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
}

/** Renders `ui` inside a fresh query client (`seed` fills its cache first) and a router, as the app does. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', seed }: { path?: string; seed?: (queryClient: QueryClient) => void } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  seed?.(queryClient);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient, ...result };
}
