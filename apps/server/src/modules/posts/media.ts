import { mediaPostFieldsSchema, POST_IMAGE_MAX_BYTES, POST_VIDEO_MAX_BYTES, postMessages } from '@storyloom/domain';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { checkVideoLocation } from '../uploads/video-location.js';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const VIDEO_TYPES: Record<string, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };
/** Room for the part headers and the text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const MAX_INPUT_PIXELS = 50_000_000;
/** Posted images are scaled down to fit this box. */
const IMAGE_BOX = 1600;

const tooLarge = () => new AppError(413, 'file_too_large', postMessages.mediaTooLarge);
const wrongType = () => new AppError(415, 'invalid_file_type', postMessages.mediaWrongType);

function isLimitError(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return (
    code === 'FST_REQ_FILE_TOO_LARGE' ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FILES_LIMIT' ||
    code === 'FST_FIELDS_LIMIT'
  );
}

export interface MediaUpload {
  kind: 'image' | 'video';
  bytes: Buffer;
  contentType: string;
  ext: string;
  fields: z.output<typeof mediaPostFieldsSchema>;
}

/**
 * Reads an image or video post: its text fields (sent before the file) and one file, never more
 * than the video cap in memory. The type comes from the bytes, not the name or the declared type;
 * images are decoded and re-encoded as WebP without metadata; videos are stored as sent, less
 * their metadata boxes, and refused when they carry a location that cannot be removed (decision 1330).
 */
export async function readMediaPost(request: FastifyRequest): Promise<MediaUpload> {
  if (!request.isMultipart()) throw new AppError(415, 'multipart_required', postMessages.mediaMissing);
  if (Number(request.headers['content-length'] ?? 0) > POST_VIDEO_MAX_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  let bytes: Buffer;
  try {
    part = await request.file({ limits: { fileSize: POST_VIDEO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    if (!part) throw new AppError(400, 'file_required', postMessages.mediaMissing);
    bytes = await part.toBuffer();
  } catch (err) {
    if (isLimitError(err)) throw tooLarge();
    throw err;
  }
  const raw = Object.fromEntries(
    Object.entries(part.fields)
      .filter(([name]) => name !== part?.fieldname)
      .map(([name, value]) => [name, (value as { value?: unknown }).value]),
  );
  const fields = mediaPostFieldsSchema.safeParse(raw);
  if (!fields.success)
    throw new AppError(400, 'validation_failed', fields.error.issues[0]?.message ?? postMessages.mediaMissing);

  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime ?? '';
  if (VIDEO_TYPES[mime]) {
    const video = withoutLocation(bytes, mime);
    return { kind: 'video', bytes: video, contentType: mime, ext: VIDEO_TYPES[mime] as string, fields: fields.data };
  }
  if (!IMAGE_TYPES.has(mime)) throw wrongType();
  if (bytes.length > POST_IMAGE_MAX_BYTES) throw tooLarge();
  try {
    const webp = await sharp(bytes, {
      animated: mime === 'image/gif',
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'warning',
    })
      .rotate()
      .resize({ width: IMAGE_BOX, height: IMAGE_BOX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { kind: 'image', bytes: webp, contentType: 'image/webp', ext: 'webp', fields: fields.data };
  } catch {
    throw new AppError(400, 'image_error', postMessages.mediaBroken);
  }
}

/** The video with its metadata boxes blanked, or a 400 when a location would remain in it. */
function withoutLocation(bytes: Buffer, mime: string): Buffer {
  const check = checkVideoLocation(bytes, mime);
  if (check.verdict === 'location') throw new AppError(400, 'video_location', postMessages.videoLocation);
  if (check.verdict === 'unreadable') throw new AppError(400, 'video_error', postMessages.videoBroken);
  return check.bytes;
}

/**
 * Whether `/uploads/{key}` may serve a post's file to anyone: only while the post holding it is
 * public. A private post's file is served by GET /api/posts/:postId/media to those who may see
 * the post (decision 1331); a key no post holds is served to no one.
 */
export async function isPublicPostMedia(db: Kysely<Database>, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('posts')
    .select('id')
    .where('media_key', '=', key)
    .where('visibility', '=', 'public')
    .executeTakeFirst();
  return row !== undefined;
}
