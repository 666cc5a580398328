import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertStorable, contentTypeForKey, InvalidKeyError, isValidKey, urlForKey } from './keys.js';
import { type ByteRange, RangeNotSatisfiableError, type Storage } from './types.js';

function rangeHeader(range: ByteRange): string {
  if ('suffix' in range) return `bytes=-${range.suffix}`;
  return `bytes=${range.start}-${range.end ?? ''}`;
}

/** A Content-Range value (`bytes 0-99/1234`, or `bytes` star slash size on a 416): span and object size. */
function parseContentRange(value: string | null): { start?: number; end?: number; size: number } | null {
  const match = /^bytes (?:(\d+)-(\d+)|\*)\/(\d+)$/.exec(value ?? '');
  if (!match) return null;
  const size = Number(match[3]);
  return match[1] === undefined ? { size } : { start: Number(match[1]), end: Number(match[2]), size };
}

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export class S3Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const EMPTY_HASH = sha256Hex('');

/**
 * S3-compatible object storage with path-style URLs (endpoint/bucket/key), which AWS, MinIO,
 * Garage, Ceph and R2 all accept; requests are SigV4-signed by aws4fetch, with the payload hash
 * signed too (integrity). Objects are still served to browsers through /uploads/{key} by this app.
 */
export function s3Storage(options: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries: 2,
  });
  const bucketUrl = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`;
  const objectUrl = (key: string) => {
    if (!isValidKey(key)) throw new InvalidKeyError(`invalid storage key: ${key}`);
    return `${bucketUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };
  const send = (method: string, url: string, body?: Uint8Array, headers: Record<string, string> = {}) =>
    client.fetch(url, {
      method,
      headers: { ...headers, 'x-amz-content-sha256': body ? sha256Hex(body) : EMPTY_HASH },
      body: body ? new Uint8Array(body) : undefined,
    });
  const fail = async (what: string, res: Response) => {
    const text = await res.text().catch(() => '');
    return new S3Error(res.status, `S3 ${what} failed: ${res.status} ${text.slice(0, 200)}`);
  };

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertStorable(key, contentType);
      const res = await send('PUT', objectUrl(key), bytes, { 'content-type': contentType });
      if (!res.ok) throw await fail('PUT', res);
      await res.body?.cancel();
      return { key, url: urlForKey(key) };
    },
    async putFile(key, file, contentType) {
      assertStorable(key, contentType);
      // The payload hash is signed, so the file is read twice: once to hash it, once to send it.
      const hash = createHash('sha256');
      for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
      const { size } = await fsp.stat(file);
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        headers: {
          'content-type': contentType,
          'content-length': String(size),
          'x-amz-content-sha256': hash.digest('hex'),
        },
        // A stream cannot be sent twice: a failed attempt fails the upload rather than retrying.
        body: Readable.toWeb(fs.createReadStream(file)) as ReadableStream,
      });
      if (!res.ok) throw await fail('PUT', res);
      await res.body?.cancel();
      return { key, url: urlForKey(key) };
    },
    async delete(key) {
      const res = await send('DELETE', objectUrl(key));
      if (!res.ok && res.status !== 404) throw await fail('DELETE', res);
      await res.body?.cancel();
    },
    urlFor: urlForKey,
    async open(key, range) {
      if (!isValidKey(key)) return null;
      const contentType = contentTypeForKey(key);
      if (!contentType) return null;
      // The Range header goes through to the object store, which reads only those bytes.
      const res = await send('GET', objectUrl(key), undefined, range ? { range: rangeHeader(range) } : {});
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (res.status === 416) {
        await res.body?.cancel();
        throw new RangeNotSatisfiableError(parseContentRange(res.headers.get('content-range'))?.size ?? 0);
      }
      if (!res.ok || !res.body) throw await fail('GET', res);
      const body = Readable.fromWeb(res.body as WebReadableStream);
      const length = Number(res.headers.get('content-length') ?? 0);
      const span = res.status === 206 ? parseContentRange(res.headers.get('content-range')) : null;
      if (span?.start !== undefined && span.end !== undefined) {
        return { body, contentType, size: span.size, range: { start: span.start, end: span.end } };
      }
      // A store that ignores Range answers 200 with the whole object: served whole.
      return { body, contentType, size: length };
    },
    async ensureReady() {
      const res = await send('HEAD', bucketUrl);
      await res.body?.cancel();
      if (!res.ok) throw new S3Error(res.status, `S3 bucket ${options.bucket} is not reachable: ${res.status}`);
    },
  };
}
