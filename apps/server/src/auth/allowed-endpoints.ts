import { ACCESS_MAP } from './access-policy.js';

const BASE = '/api/auth';

interface Endpoint {
  method: string;
  pattern: RegExp;
}

/**
 * The better-auth endpoints our clients use: the `/api/auth/...` keys of the access policy, so one
 * list says both who may call an endpoint and that it is reachable at all. A `:param` matches one
 * path segment (the token of a reset link).
 */
const ENDPOINTS: Endpoint[] = Object.keys(ACCESS_MAP)
  .map((key) => key.split(' ') as [string, string])
  .filter(([, url]) => url.startsWith(`${BASE}/`))
  .map(([method, url]) => {
    const path = url.slice(BASE.length).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return { method, pattern: new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`) };
  });

/** True for an endpoint on the allow-list; `subPath` is the path below /api/auth. HEAD mirrors GET. */
export function isAllowedAuthEndpoint(method: string, subPath: string): boolean {
  const asMethod = method === 'HEAD' ? 'GET' : method;
  return ENDPOINTS.some((e) => e.method === asMethod && e.pattern.test(subPath));
}
