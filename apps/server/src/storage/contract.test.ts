import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FAKE_S3_CREDENTIALS, startFakeS3 } from '../test/fakes/fake-s3.js';
import { keyFromUrl, makeKey } from './keys.js';
import { localStorage } from './local.js';
import { s3Storage } from './s3.js';
import { type ByteRange, RangeNotSatisfiableError, type Storage } from './types.js';

async function readAll(storage: Storage, key: string): Promise<Buffer | null> {
  const opened = await storage.open(key);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What every backend must do; run against each one. */
function storageContract(name: string, make: () => Promise<Storage>) {
  describe(`storage contract: ${name}`, () => {
    it('stores bytes under a key, serves them back with their type, and names the /uploads URL', async () => {
      const storage = await make();
      await storage.ensureReady();
      const key = makeKey('avatars', 'user-1', 'webp');
      const bytes = new Uint8Array([1, 2, 3, 4, 5]);
      const stored = await storage.put(key, bytes, 'image/webp');
      expect(stored).toEqual({ key, url: `/uploads/${key}` });
      expect(storage.urlFor(key)).toBe(`/uploads/${key}`);
      expect(keyFromUrl(`${stored.url}?v=123`)).toBe(key);
      const opened = await storage.open(key);
      expect(opened?.contentType).toBe('image/webp');
      expect(opened?.size).toBe(5);
      opened?.body.destroy();
      expect(await readAll(storage, key)).toEqual(Buffer.from(bytes));
    });

    it('overwrites on a second put and deletes (a missing key is no error)', async () => {
      const storage = await make();
      const key = makeKey('posts', 'user-2', 'png');
      await storage.put(key, new Uint8Array([1]), 'image/png');
      await storage.put(key, new Uint8Array([9, 9]), 'image/png');
      expect(await readAll(storage, key)).toEqual(Buffer.from([9, 9]));
      await storage.delete(key);
      expect(await storage.open(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('stores a file from disk under a key (data exports)', async () => {
      const storage = await make();
      const file = path.join(tempRoot, `${name.replace(/\W+/g, '-')}-export.zip`);
      const bytes = Buffer.alloc(300_000, 7);
      bytes.write('PK', 0);
      fs.writeFileSync(file, bytes);
      const key = 'exports/0123456789abcdef.zip';
      expect(await storage.putFile(key, file, 'application/zip')).toEqual({ key, url: `/uploads/${key}` });
      expect(await readAll(storage, key)).toEqual(bytes);
      await expect(storage.putFile('exports/x.webp', file, 'application/zip')).rejects.toThrow(/does not match/);
      await storage.delete(key);
    });

    it('refuses keys that escape, and keys whose extension does not match the content type', async () => {
      const storage = await make();
      const bytes = new Uint8Array([1]);
      for (const key of ['../evil.webp', 'a/../../b.webp', '/abs.webp', 'a//b.webp', '.hidden.webp', 'a b.webp', '']) {
        await expect(storage.put(key, bytes, 'image/webp'), key).rejects.toThrow(/invalid storage key/);
        expect(await storage.open(key)).toBeNull();
      }
      await expect(storage.put('avatars/x.webp', bytes, 'text/html')).rejects.toThrow(/does not match/);
      await expect(storage.put('avatars/x.html', bytes, 'text/html')).rejects.toThrow(/does not match/);
    });

    it('reads a range: a span, an open end, a suffix; one past the end is refused with the size', async () => {
      const storage = await make();
      const key = makeKey('lessons', 'course-1', 'mp4');
      const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
      await storage.put(key, bytes, 'video/mp4');
      const read = async (range: ByteRange) => {
        const opened = await storage.open(key, range);
        const chunks: Buffer[] = [];
        for await (const chunk of opened?.body ?? []) chunks.push(chunk as Buffer);
        return { range: opened?.range, size: opened?.size, bytes: Buffer.concat(chunks) };
      };
      expect(await read({ start: 10, end: 19 })).toEqual({
        range: { start: 10, end: 19 },
        size: 1000,
        bytes: bytes.subarray(10, 20),
      });
      expect(await read({ start: 990 })).toEqual({
        range: { start: 990, end: 999 },
        size: 1000,
        bytes: bytes.subarray(990),
      });
      expect(await read({ suffix: 5 })).toEqual({
        range: { start: 995, end: 999 },
        size: 1000,
        bytes: bytes.subarray(995),
      });
      expect(await read({ start: 900, end: 5000 })).toMatchObject({ range: { start: 900, end: 999 } });
      await expect(storage.open(key, { start: 1000 })).rejects.toThrow(RangeNotSatisfiableError);
      await expect(storage.open(key, { start: 1000 })).rejects.toMatchObject({ size: 1000 });
      await storage.delete(key);
    });

    it('answers null for an unknown key', async () => {
      const storage = await make();
      expect(await storage.open('avatars/nobody-0000.webp')).toBeNull();
    });
  });
}

const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-contract-'));
storageContract('local disk', async () => localStorage(path.join(tempRoot, 'uploads')));

const fake = await startFakeS3('uploads-bucket');
storageContract('S3 (in-process fake that checks SigV4)', async () =>
  s3Storage({ endpoint: fake.endpoint, bucket: 'uploads-bucket', ...FAKE_S3_CREDENTIALS }),
);

afterAll(async () => {
  await fake.close();
  fs.rmSync(tempRoot, { recursive: true, force: true });
});

describe('S3 backend against a server that refuses it', () => {
  it('fails loudly when the credentials are wrong', async () => {
    const storage = s3Storage({
      endpoint: fake.endpoint,
      bucket: 'uploads-bucket',
      ...FAKE_S3_CREDENTIALS,
      secretAccessKey: 'wrong',
    });
    await expect(storage.put('avatars/a-1.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/403/);
    await expect(storage.ensureReady()).rejects.toThrow(/not reachable: 403/);
  });

  it('reports a missing bucket at ensureReady', async () => {
    const storage = s3Storage({ endpoint: fake.endpoint, bucket: 'nope', ...FAKE_S3_CREDENTIALS });
    await expect(storage.ensureReady()).rejects.toThrow(/not reachable: 404/);
  });
});

describe('local backend', () => {
  it('writes only the final file (no temporary leftovers)', async () => {
    const root = path.join(tempRoot, 'leftovers');
    const storage = localStorage(root);
    await storage.put('avatars/u-1.webp', new Uint8Array([1, 2]), 'image/webp');
    expect(fs.readdirSync(path.join(root, 'avatars'))).toEqual(['u-1.webp']);
  });
});
