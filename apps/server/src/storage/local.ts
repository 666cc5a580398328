import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertStorable, contentTypeForKey, InvalidKeyError, isValidKey, urlForKey } from './keys.js';
import { type ByteRange, RangeNotSatisfiableError, type Storage } from './types.js';

/** The inclusive byte span a range names in an object of `size` bytes; throws when it names none. */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } {
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) throw new RangeNotSatisfiableError(size);
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size || (range.end !== undefined && range.end < range.start)) {
    throw new RangeNotSatisfiableError(size);
  }
  return { start: range.start, end: Math.min(size - 1, range.end ?? size - 1) };
}

/** Files under `root` (DATA_DIR/uploads); written to a temporary name, then renamed into place. */
export function localStorage(root: string): Storage {
  const fileFor = (key: string) => {
    if (!isValidKey(key)) throw new InvalidKeyError(`invalid storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, bytes, contentType) {
      assertStorable(key, contentType);
      const file = fileFor(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fsp.writeFile(temp, bytes);
        await fsp.rename(temp, file);
      } catch (err) {
        await fsp.rm(temp, { force: true });
        throw err;
      }
      return { key, url: urlForKey(key) };
    },
    async putFile(key, source, contentType) {
      assertStorable(key, contentType);
      const file = fileFor(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fsp.copyFile(source, temp);
        await fsp.rename(temp, file);
      } catch (err) {
        await fsp.rm(temp, { force: true });
        throw err;
      }
      return { key, url: urlForKey(key) };
    },
    async delete(key) {
      await fsp.rm(fileFor(key), { force: true });
    },
    urlFor: urlForKey,
    async open(key, range) {
      if (!isValidKey(key)) return null;
      const contentType = contentTypeForKey(key);
      if (!contentType) return null;
      const file = fileFor(key);
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      if (!range) return { body: fs.createReadStream(file), contentType, size: stat.size };
      const span = resolveRange(range, stat.size);
      return { body: fs.createReadStream(file, span), contentType, size: stat.size, range: span };
    },
    async ensureReady() {
      await fsp.mkdir(root, { recursive: true });
      await fsp.access(root, fs.constants.W_OK);
    },
  };
}
