import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { tooLargeError, type UploadMessages } from './multipart.js';

export interface SpooledFile {
  /** The temporary file; gone after `discard()`. */
  path: string;
  size: number;
  /** The name the browser sent (never used to store anything; a download may show it). */
  filename: string;
  /** The text fields sent with the file, by name. */
  fields: Record<string, string>;
  discard(): Promise<void>;
}

/** Room for the multipart boundaries, part headers and text fields around the file itself. */
const MULTIPART_OVERHEAD = 16 * 1024;
const FIELD_MAX_BYTES = 1024;

function isTooLarge(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT';
}

/**
 * Streams the one file of a multipart request to a temporary file under `dir`, never holding it
 * in memory and never writing more than `maxBytes` (413, and the partial file is removed). Text
 * fields may come before or after the file; only `fieldNames` are accepted. The caller checks the
 * file, stores it (`putFile`) and calls `discard()` in any case.
 */
export async function spoolUpload(
  request: FastifyRequest,
  {
    dir,
    maxBytes,
    fieldNames = [],
    text,
  }: { dir: string; maxBytes: number; fieldNames?: string[]; text: UploadMessages },
): Promise<SpooledFile> {
  if (!request.isMultipart()) throw new AppError(415, 'multipart_required', text.missing);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes + MULTIPART_OVERHEAD) throw tooLargeError(text);
  await fsp.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `upload-${randomBytes(8).toString('hex')}.part`);
  const discard = () => fsp.rm(temp, { force: true });
  const fields: Record<string, string> = {};
  let file: { filename: string; size: number } | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxBytes,
        files: 1,
        fields: fieldNames.length,
        fieldSize: FIELD_MAX_BYTES,
        parts: fieldNames.length + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!fieldNames.includes(part.fieldname) || part.valueTruncated) {
          throw new AppError(400, 'unexpected_field', text.missing);
        }
        fields[part.fieldname] = String(part.value);
        continue;
      }
      // At the limit the parser would read (and drop) the rest of the file before ending the
      // stream: the pipeline is cut there instead, so the answer goes out at once.
      const tooLarge = tooLargeError(text);
      const source = part.file;
      source.once('limit', () => source.destroy(tooLarge));
      await pipeline(source, fs.createWriteStream(temp, { flags: 'wx' }));
      if (source.truncated) throw tooLarge;
      file = { filename: part.filename, size: (await fsp.stat(temp)).size };
    }
  } catch (err) {
    await discard();
    if (isTooLarge(err)) throw tooLargeError(text);
    const code = (err as { code?: string })?.code;
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError(400, 'unexpected_field', text.missing);
    }
    throw err;
  }
  if (!file) {
    await discard();
    throw new AppError(400, 'file_required', text.missing);
  }
  return { path: temp, size: file.size, filename: file.filename, fields, discard };
}
