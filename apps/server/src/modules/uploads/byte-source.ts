import type { FileHandle } from 'node:fs/promises';

/**
 * Random access to a file's bytes without holding the file: the video checks read box and element
 * headers here and there (and the small boxes they need), skipping media data by offset.
 */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `position` (fewer at the end of the file). */
  read(position: number, length: number): Promise<Buffer>;
}

const WINDOW = 64 * 1024;

/** A file read through one 64 KiB window, so walking many small headers costs few reads. */
export function fileSource(handle: FileHandle, size: number): ByteSource {
  let windowStart = -1;
  let window = Buffer.alloc(0);
  return {
    size,
    async read(position, length) {
      const end = Math.min(size, position + length);
      if (position >= end) return Buffer.alloc(0);
      if (position >= windowStart && end <= windowStart + window.length) {
        return window.subarray(position - windowStart, end - windowStart);
      }
      if (end - position > WINDOW) {
        const out = Buffer.alloc(end - position);
        const { bytesRead } = await handle.read(out, 0, out.length, position);
        return out.subarray(0, bytesRead);
      }
      const buffer = Buffer.alloc(Math.min(WINDOW, size - position));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      windowStart = position;
      window = buffer.subarray(0, bytesRead);
      return window.subarray(0, Math.min(window.length, end - position));
    },
  };
}

/** The same over bytes in memory (unit tests, small files). */
export function bufferSource(bytes: Buffer): ByteSource {
  return {
    size: bytes.length,
    async read(position, length) {
      return bytes.subarray(Math.min(position, bytes.length), Math.min(bytes.length, position + length));
    },
  };
}
