import path from 'node:path';
import type { Config } from '../config.js';
import { localStorage } from './local.js';
import { s3Storage } from './s3.js';
import type { Storage } from './types.js';

export { keyFromUrl, makeKey } from './keys.js';
export type { Storage } from './types.js';

/** S3-compatible storage when S3_* is set, otherwise files under DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  if (config.s3) return s3Storage(config.s3);
  return localStorage(path.join(config.dataDir, 'uploads'));
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}
