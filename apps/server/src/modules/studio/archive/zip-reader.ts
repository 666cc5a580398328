import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** Thrown when an entry is bigger than the caller allows (checked on the bytes, not the header). */
export class EntryTooLargeError extends Error {}

/** An opened zip on disk: its entries by name, each readable on demand. */
export interface ZipReader {
  entries: Map<string, Entry>;
  readBuffer(entry: Entry, maxBytes: number): Promise<Buffer>;
  extractTo(entry: Entry, file: string, maxBytes: number): Promise<number>;
  close(): void;
}

function open(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: true }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );
}

/** Counts bytes through, failing past the limit: a lying size header cannot make us write more. */
function capped(maxBytes: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(new EntryTooLargeError(`more than ${maxBytes} bytes`));
      else done(null, chunk);
    },
  });
}

/**
 * Opens a zip file and lists its entries (at most `maxEntries`; folders left out). yauzl refuses
 * absolute names and names with `..` (strictFileNames), so nothing can point outside the archive.
 */
export async function openZip(file: string, maxEntries: number): Promise<ZipReader> {
  const zip = await open(file);
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
      if (entries.size > maxEntries) {
        reject(new EntryTooLargeError('too many entries'));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  const stream = (entry: Entry) =>
    new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s))),
    );
  return {
    entries,
    async readBuffer(entry, maxBytes) {
      const chunks: Buffer[] = [];
      await pipeline(await stream(entry), capped(maxBytes), async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) chunks.push(chunk);
      });
      return Buffer.concat(chunks);
    },
    async extractTo(entry, file, maxBytes) {
      await pipeline(await stream(entry), capped(maxBytes), fs.createWriteStream(file));
      return (await fsp.stat(file)).size;
    },
    close: () => zip.close(),
  };
}
