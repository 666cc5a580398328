import { PassThrough, type Readable, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { messages } from '@storyloom/domain';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { EXPORT_AREAS } from './export-areas.js';
import { uploadsOf } from './member-uploads.js';

function readme(createdAt: Date, files: string[]): string {
  return [
    'Your Storyloom data',
    `Made ${createdAt.toISOString()} (times in the files are UTC, ISO 8601).`,
    '',
    'Each .json file holds one part of your account:',
    ...EXPORT_AREAS.map((a) => `  ${a.file.padEnd(20)} ${a.about}`),
    '',
    files.length
      ? 'uploads/ holds the files you uploaded: your profile picture and the pictures and videos of your posts.'
      : 'You have not uploaded any files.',
    '',
    'Comments other members wrote on your posts are theirs and are not part of this export.',
    '',
  ].join('\n');
}

/**
 * Writes one member's data as a zip to `out`, streamed: README.txt, a JSON file per area, then
 * each upload read from the storage backend one at a time (never all open at once, never held
 * in memory). Resolves once `out` has taken the last byte; rejects if the member is gone or any
 * read or write fails.
 */
export async function writeAccountExport(ctx: AppContext, userId: string, out: Writable): Promise<void> {
  const exists = await ctx.db.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst();
  if (!exists) throw new AppError(404, 'not_found', messages.errors.notFound);

  const createdAt = new Date();
  const zip = new ZipFile();
  // The zip's own stream errors (a failed entry) end the pipeline too.
  const output = new PassThrough();
  zip.on('error', (err: Error) => output.destroy(err));
  const written = pipeline(zip.outputStream, output, out);
  // Fail fast rather than wait on an entry whose reader is gone.
  const writeFailed = written.then(
    () => new Promise<never>(() => {}),
    (err: unknown) => Promise.reject(err),
  );
  writeFailed.catch(() => {});

  try {
    const areas = await Promise.all(EXPORT_AREAS.map(async (a) => [a.file, await a.load(ctx.db, userId)] as const));
    const uploads = await uploadsOf(ctx.db, userId);
    zip.addBuffer(
      Buffer.from(
        readme(
          createdAt,
          uploads.map((u) => u.entry),
        ),
      ),
      'README.txt',
      { mtime: createdAt },
    );
    for (const [file, data] of areas) {
      zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`), file, { mtime: createdAt });
    }
    for (const upload of uploads) {
      const opened = await ctx.storage.open(upload.key);
      if (!opened) {
        ctx.log.warn({ key: upload.key }, 'export: an upload of the member is missing from storage');
        continue;
      }
      // Pictures and videos are compressed already.
      zip.addReadStream(opened.body, upload.entry, { mtime: createdAt, compress: false });
      await Promise.race([finished(opened.body as Readable), writeFailed]).catch((err: unknown) => {
        opened.body.destroy();
        throw err;
      });
    }
    zip.end();
  } catch (err) {
    output.destroy(err as Error);
    await written.catch(() => {});
    throw err;
  }
  await written;
}
