import { once } from 'node:events';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What the fake answers to the next call. `before(i)` may delay piece i (to prove streaming). */
export type FakeAnswer =
  | { kind: 'stream'; pieces: string[]; before?: (index: number) => Promise<void>; errorMessage?: string }
  | { kind: 'error'; status: number; statusText?: string; body?: unknown }
  | { kind: 'json'; content: string };

/**
 * What the fake's /moderations endpoint answers (issue 16): not offered (404, the default), an
 * error status, or a verdict in the OpenAI shape { results: [{ flagged }] }.
 */
export type ModerationAnswer =
  | { kind: 'absent' }
  | { kind: 'status'; status: number }
  | { kind: 'verdict'; flagged: boolean };

/**
 * A local OpenAI-compatible server on 127.0.0.1, port 0: chat completions (`calls`, `answer`) and
 * moderations (`moderationCalls`, `moderation`), recorded apart so each can be counted.
 */
export async function startFakeProvider() {
  const calls: RecordedCall[] = [];
  const answers: FakeAnswer[] = [];
  const moderationCalls: RecordedCall[] = [];
  let moderationAnswer: ModerationAnswer = { kind: 'absent' };
  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const call = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: JSON.parse(raw || 'null'),
    };
    if (call.url.endsWith('/moderations')) {
      moderationCalls.push(call);
      const m = moderationAnswer;
      if (m.kind === 'verdict') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'modr-fake', model: 'fake-moderation', results: [{ flagged: m.flagged }] }));
      } else {
        res.writeHead(m.kind === 'status' ? m.status : 404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Not found' } }));
      }
      return;
    }
    calls.push(call);
    const answer = answers.shift() ?? { kind: 'error', status: 599, statusText: 'No answer queued' };
    if (answer.kind === 'error') {
      res.writeHead(answer.status, answer.statusText, { 'content-type': 'application/json' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      return;
    }
    if (answer.kind === 'json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer.content } }] }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(': keep-alive\n\n');
    for (const [i, piece] of answer.pieces.entries()) {
      await answer.before?.(i);
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
    }
    if (answer.errorMessage) res.end(`data: ${JSON.stringify({ error: { message: answer.errorMessage } })}\n\n`);
    else res.end('data: [DONE]\n\n');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    answer(next: FakeAnswer) {
      answers.push(next);
    },
    moderationCalls,
    /** How /moderations answers from now on. */
    moderation(next: ModerationAnswer) {
      moderationAnswer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
