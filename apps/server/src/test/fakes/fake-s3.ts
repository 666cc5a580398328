import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signRequest } from './sigv4.js';

export const FAKE_S3_CREDENTIALS = { accessKeyId: 'test-key', secretAccessKey: 'test-secret', region: 'us-east-1' };

/**
 * An in-memory stand-in for an S3-compatible server (PUT, GET with an optional single Range, HEAD,
 * DELETE on path-style URLs). It re-signs every request from what actually arrived on the wire and refuses a
 * mismatch with 403, and refuses a body whose hash differs from x-amz-content-sha256.
 */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const auth = String(req.headers.authorization ?? '');
    const signedNames = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const date = new Date(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    const extra = Object.fromEntries(
      signedNames
        .filter((n) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(n))
        .map((n) => [n, String(req.headers[n] ?? '')]),
    );
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    const expected = signRequest({
      method: req.method ?? 'GET',
      url,
      headers: extra,
      payloadHash,
      ...FAKE_S3_CREDENTIALS,
      date,
    }).authorization;
    const signature = (header = '') => /Signature=([0-9a-f]{64})/.exec(header)?.[1];
    const credential = (header = '') => /Credential=([^,\s]+)/.exec(header)?.[1];
    const valid = signature(auth) === signature(expected) && credential(auth) === credential(expected);
    if (!auth || !valid || payloadHash !== sha256Hex(body)) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const [, bucketName, ...rest] = url.pathname.split('/');
    if (bucketName !== bucket) {
      res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      return;
    }
    const key = rest.map(decodeURIComponent).join('/');
    if (req.method === 'HEAD' && !key) {
      res.writeHead(200).end();
      return;
    }
    if (req.method === 'PUT') {
      objects.set(key, { body, contentType: String(req.headers['content-type'] ?? '') });
      res.writeHead(200).end();
      return;
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
      return;
    }
    const found = objects.get(key);
    if (!found) {
      res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      return;
    }
    // A single `Range: bytes=a-b | a- | -n`, as S3 answers it (206 with Content-Range, or 416).
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
    const size = found.body.length;
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(size - 1, Number(range[2])) : size - 1;
      if (start >= size || end < start || (!range[1] && Number(range[2]) === 0)) {
        res.writeHead(416, { 'content-range': `bytes */${size}` }).end('<Error><Code>InvalidRange</Code></Error>');
        return;
      }
      const part = found.body.subarray(start, end + 1);
      res.writeHead(206, {
        'content-type': found.contentType,
        'content-length': part.length,
        'content-range': `bytes ${start}-${end}/${size}`,
      });
      res.end(req.method === 'HEAD' ? undefined : part);
      return;
    }
    res.writeHead(200, { 'content-type': found.contentType, 'content-length': size });
    res.end(req.method === 'HEAD' ? undefined : found.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
