import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../errors.js';

export const ACCEPTED_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** Decompression-bomb guard: far above any camera, far below what would exhaust memory. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageMessages {
  invalidType: string;
  broken: string;
}

/** The real type of the bytes, from their content (never the file name or the declared type). */
export async function sniffImage(bytes: Uint8Array, text: ImageMessages): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED_IMAGE_TYPES.has(detected.mime)) {
    throw new AppError(415, 'invalid_file_type', text.invalidType);
  }
  return detected.mime;
}

/**
 * Decodes and re-encodes the image as a square WebP of `size` px. Orientation is applied first,
 * then every metadata block (EXIF with GPS, XMP, IPTC, ICC) is dropped: sharp keeps none by default.
 * A file that does not decode cleanly is refused.
 */
export function squareWebp(bytes: Uint8Array, size: number, text: ImageMessages): Promise<Buffer> {
  return croppedWebp(bytes, size, size, text);
}

/** The same for a `width` × `height` px picture (a course cover), cropped around its centre. */
export async function croppedWebp(
  bytes: Uint8Array,
  width: number,
  height: number,
  text: ImageMessages,
): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(400, 'image_error', text.broken);
  }
}
