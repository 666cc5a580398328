import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers that belong to one connection, never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardable(headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
}

export interface RoundRobinProxy {
  url: string;
  /** The upstream base URLs; a test may replace one (an instance restarted on a new port). */
  upstreams: string[];
  close(): Promise<void>;
}

/** The response header naming which upstream (its index) answered: tests check the spread with it. */
export const UPSTREAM_HEADER = 'x-cluster-upstream';

/**
 * A small reverse proxy as an operator would put in front of the instances: round robin, a fresh
 * upstream connection per request, X-Forwarded-For appended (as nginx's $proxy_add_x_forwarded_for),
 * responses streamed as they come (server-sent events included). An upstream that refuses the
 * connection is skipped: nothing was sent, so even a POST may go to the next one. Any other failure
 * answers 502 and is not retried (the upstream may have acted on it).
 */
export async function startProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const client = req.socket.remoteAddress ?? '';
    const prior = req.headers['x-forwarded-for'];
    const headers = {
      ...forwardable(req.headers),
      'x-forwarded-for': prior ? `${prior}, ${client}` : client,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': req.headers.host ?? '',
      'content-length': String(body.length),
    };
    const tries = proxy.upstreams.length;
    for (let attempt = 0; attempt < tries; attempt++) {
      const index = next++ % proxy.upstreams.length;
      const outcome = await forward(index, req, res, headers, body);
      if (outcome !== 'refused') return;
    }
    res.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream answered');
  });

  function forward(
    index: number,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    headers: http.OutgoingHttpHeaders,
    body: Buffer,
  ): Promise<'done' | 'refused'> {
    const target = new URL(req.url ?? '/', proxy.upstreams[index]);
    return new Promise((resolve) => {
      const upstream = http.request(target, { method: req.method, headers, agent: false }, (upRes) => {
        res.writeHead(upRes.statusCode ?? 502, { ...forwardable(upRes.headers), [UPSTREAM_HEADER]: String(index) });
        // Each chunk goes on at once: a server-sent event must not wait in a buffer.
        upRes.on('data', (chunk: Buffer) => res.write(chunk));
        upRes.on('end', () => res.end());
        upRes.on('error', () => res.destroy());
        upRes.on('aborted', () => res.destroy());
        resolve('done');
      });
      // The client went away (a closed live stream): drop the upstream request too.
      res.on('close', () => upstream.destroy());
      upstream.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ECONNREFUSED' && !res.headersSent) return resolve('refused');
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('upstream failed');
        else res.destroy();
        resolve('done');
      });
      upstream.end(body);
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy: RoundRobinProxy = {
    url: `http://127.0.0.1:${port}`,
    upstreams,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return proxy;
}
