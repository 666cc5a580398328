import type { EventType } from '@storyloom/domain';
import type { LightMyRequestResponse } from 'fastify';
import { json, type TestApp } from './app.js';
import { signUpAndIn, uniqueEmail } from './users.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Member {
  id: string;
  cookie: string;
  email: string;
  /** Calls the API as this member. */
  call(method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** A call without a session. */
export function guestCall(t: TestApp, method: Method, url: string, payload?: unknown) {
  return t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Signs up a verified member and returns their id and an API caller. */
export async function newMember(
  t: TestApp,
  name = 'Test Creator',
  birth?: { birthMonth: number; birthYear: number },
): Promise<Member> {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, ''));
  const { cookie } = await signUpAndIn(t.app, t.mails, { email, name, ...(birth ? { birth } : {}) });
  const me = json<{ user: { id: string } }>(await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }));
  return {
    id: me.user.id,
    cookie,
    email,
    call: (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers: { cookie },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** Publishes a text post and returns its id. */
export async function publish(member: Member, content: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await member.call('POST', '/api/posts', { type: 'post', content, ...extra });
  if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
  return json<{ id: string }>(res).id;
}

export interface LiveStream {
  events: Array<{ type: string; [key: string]: unknown }>;
  /** Resolves when an event matching the predicate has arrived (rejects after the timeout). */
  waitFor(match: (e: { type: string; [key: string]: unknown }) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
}

/** Opens /api/community/stream on a listening app as this member and collects its events. */
export async function openStream(baseUrl: string, cookie: string): Promise<LiveStream> {
  const { request } = await import('node:http');
  const events: LiveStream['events'] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });
  const req = request(`${baseUrl}/api/community/stream`, { headers: { cookie, accept: 'text/event-stream' } });
  await new Promise<void>((resolve, reject) => {
    req.on('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('end', () => markEnded());
      res.on('close', () => markEnded());
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (data) events.push(JSON.parse(data));
          end = buffer.indexOf('\n\n');
        }
        for (const w of waiters) w();
      });
      resolve();
    });
    req.on('error', reject);
    req.end();
  });
  return {
    events,
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!events.some(match)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching live event; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => req.destroy(),
    ended,
  };
}

/** Inserts an event directly (past or upcoming, as a test needs) and returns its id. */
export async function insertTestEvent(
  t: TestApp,
  {
    title = 'Test event',
    type = 'workshop',
    startsInHours = 48,
    maxAttendees = null,
    createdBy = null,
  }: {
    title?: string;
    type?: EventType;
    startsInHours?: number;
    maxAttendees?: number | null;
    createdBy?: string | null;
  } = {},
): Promise<string> {
  const row = await t.app.ctx.db
    .insertInto('events')
    .values({
      title,
      type,
      description: 'd',
      starts_at: new Date(Date.now() + startsInHours * 3_600_000),
      location: 'Online',
      host_name: 'Host',
      max_attendees: maxAttendees,
      agenda: '[]',
      materials: '[]',
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
