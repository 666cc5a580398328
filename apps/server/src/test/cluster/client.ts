import http from 'node:http';
import type { Cluster } from './harness.js';
import { UPSTREAM_HEADER } from './proxy.js';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Which instance answered, when the answer came through the proxy. */
  upstream: number | null;
  json<T>(): T;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is (multipart uploads); `headers` then says its type. */
  raw?: Buffer;
  cookie?: string;
  headers?: Record<string, string>;
  /** The loopback address this client connects from: it is the client's IP to the proxy and the instances. */
  address?: string;
  /** The public origin a browser on the site sends with every write. */
  origin?: string;
}

/** One HTTP request over a new connection (a killed instance leaves no stale keep-alive socket behind). */
export function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const payload = options.raw ?? (options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body)));
  const headers: Record<string, string> = {
    ...(options.raw ? {} : payload ? { 'content-type': 'application/json' } : {}),
    ...(payload ? { 'content-length': String(payload.length) } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.origin && method !== 'GET' ? { origin: options.origin } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, base),
      { method, headers, agent: false, localAddress: options.address, timeout: 60_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const upstream = res.headers[UPSTREAM_HEADER];
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            upstream: upstream === undefined ? null : Number(upstream),
            json: <T>() => JSON.parse(body) as T,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: timeout`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The cookie header a browser would send back after this answer. */
export function cookieOf(answer: Answer): string {
  return [answer.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
}

let clients = 0;
/** A loopback address of its own for each new client (all of 127.0.0.0/8 is this machine). */
export function nextClientAddress(): string {
  const n = clients++;
  return `127.0.${10 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

export interface Member {
  id: string;
  email: string;
  password: string;
  cookie: string;
  address: string;
  /** Calls `base` (the proxy, or one instance's URL) as this member, from their own address. */
  call(base: string, method: string, path: string, body?: unknown): Promise<Answer>;
}

export const ADULT_BIRTH = { birthMonth: 6, birthYear: 1990 };
export const PASSWORD = 'cluster-pass-123';

/**
 * Signs a member up through `via`, marks the address verified in the database (the verification
 * mail is not what these cases test) and signs in; each member calls from an address of its own.
 */
export async function newMember(
  cluster: Cluster,
  name: string,
  { via = cluster.appUrl, birth = ADULT_BIRTH } = {},
): Promise<Member> {
  const address = nextClientAddress();
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now().toString(36)}${clients}@example.com`;
  const base = { address, origin: cluster.appUrl };
  const signUp = await call(via, 'POST', '/api/auth/sign-up/email', {
    ...base,
    body: { name, email, password: PASSWORD, ...birth },
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${signUp.body}`);
  await cluster.db.updateTable('user').set({ emailVerified: true }).where('email', '=', email).execute();
  const signIn = await call(via, 'POST', '/api/auth/sign-in/email', {
    ...base,
    body: { email, password: PASSWORD },
  });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${signIn.body}`);
  const cookie = cookieOf(signIn);
  const me = await call(via, 'GET', '/api/me', { ...base, cookie });
  if (me.status !== 200) throw new Error(`me: ${me.status} ${me.body}`);
  return {
    id: me.json<{ user: { id: string } }>().user.id,
    email,
    password: PASSWORD,
    cookie,
    address,
    call: (target, method, path, body) => call(target, method, path, { ...base, cookie, body }),
  };
}

/** Polls `check` until it returns a value (not undefined) or the time is up. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
