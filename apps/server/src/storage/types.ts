import type { Readable } from 'node:stream';

/** Where an object landed: its key and the URL the browser loads it from. */
export interface StoredObject {
  key: string;
  url: string;
}

export interface OpenedObject {
  body: Readable;
  contentType: string;
  /** The whole object's size in bytes. */
  size: number;
  /** Set when a range was asked for and is being served: the first and last byte, inclusive. */
  range?: { start: number; end: number };
}

/**
 * Part of an object, as an HTTP Range header names it: from `start` to `end` inclusive (to the
 * last byte when `end` is absent), or the last `suffix` bytes.
 */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** The range asks for nothing inside the object (HTTP 416); `size` is the object's size. */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`range not satisfiable for an object of ${size} bytes`);
  }
}

/**
 * Object storage for user uploads. One interface, two backends: local disk under DATA_DIR/uploads
 * (default) and S3-compatible object storage (when S3_* is set). Get it as `app.storage`.
 *
 * Keys are made by the server, never taken from a client: e.g. `avatars/{userId}-{random}.webp`.
 * A key is path segments of [A-Za-z0-9._-] joined by '/', and its extension must match the
 * content type (see CONTENT_TYPES), so what is served is always what was stored.
 * Every object is served by this app under `/uploads/{key}` (same origin, so the CSP stays
 * 'self'), with long cache headers and `X-Content-Type-Options: nosniff`. Keys must therefore be
 * unique per content (add a random part) because the browser caches them for a year. The one
 * exception is a private post's file: `/uploads` refuses it and GET /api/posts/:postId/media
 * serves it to those who may see the post, uncached (decision 1331).
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under the key (overwriting), returns the key and its URL. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredObject>;
  /** Stores a file from disk under the key without reading it into memory (large data exports). */
  putFile(key: string, file: string, contentType: string): Promise<StoredObject>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The URL a browser loads the key from (`/uploads/{key}`). */
  urlFor(key: string): string;
  /**
   * Reads an object back, or null when there is none. With a range, only those bytes are read
   * (`range` in the answer says which; a range running past the end is cut at the last byte);
   * a range that starts past the end throws RangeNotSatisfiableError.
   */
  open(key: string, range?: ByteRange): Promise<OpenedObject | null>;
  /** Checks that the backend can be written to (creates the local folder). Throws if it cannot. */
  ensureReady(): Promise<void>;
}
