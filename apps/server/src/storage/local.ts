import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertStorable, contentTypeForKey, InvalidKeyError, isValidKey, urlForKey } from './keys.js';
import type { Storage } from './types.js';

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
    async open(key) {
      if (!isValidKey(key)) return null;
      const contentType = contentTypeForKey(key);
      if (!contentType) return null;
      const file = fileFor(key);
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { body: fs.createReadStream(file), contentType, size: stat.size };
    },
    async ensureReady() {
      await fsp.mkdir(root, { recursive: true });
      await fsp.access(root, fs.constants.W_OK);
    },
  };
}
