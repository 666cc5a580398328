import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import type { Translate } from '../../i18n/translate.js';

export interface UploadMessages {
  tooLarge: string;
  missing: string;
  /** `tooLarge` in the reader's language, when it is built from values (issue 19). */
  tooLargeIn?: (t: Translate) => string;
}

/** 413 file_too_large with the caller's text. */
export const tooLargeError = (text: UploadMessages) =>
  new AppError(413, 'file_too_large', text.tooLarge, undefined, text.tooLargeIn);

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 16 * 1024;

function isTooLarge(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT';
}

/**
 * Reads the one file of a multipart request into memory, never more than `maxBytes`: the stream is
 * cut at the limit (413) and nothing is written anywhere before the caller decides. A body whose
 * declared length is already too big is refused before it is read.
 */
export async function readSingleFile(request: FastifyRequest, maxBytes: number, text: UploadMessages) {
  if (!request.isMultipart()) throw new AppError(415, 'multipart_required', text.missing);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes + MULTIPART_OVERHEAD) throw tooLargeError(text);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
  } catch (err) {
    if (isTooLarge(err)) throw tooLargeError(text);
    if ((err as { code?: string })?.code === 'FST_FIELDS_LIMIT') {
      throw new AppError(400, 'unexpected_field', text.missing);
    }
    throw err;
  }
  if (!part) throw new AppError(400, 'file_required', text.missing);
  try {
    const bytes = await part.toBuffer();
    return { bytes, filename: part.filename, declaredType: part.mimetype };
  } catch (err) {
    if (isTooLarge(err)) throw tooLargeError(text);
    throw err;
  }
}
