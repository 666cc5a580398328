import fsp from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../errors.js';
import { fileSource } from './byte-source.js';
import { scanMp4 } from './mp4-file.js';
import { LocationTrackError, UnreadableVideoError } from './mp4-metadata.js';
import { locationTagName, locationText } from './video-location.js';
import { webmDurationSeconds } from './webm-file.js';

export interface VideoMessages {
  invalidType: string;
  broken: string;
  location: string;
}

export interface CheckedVideo {
  contentType: 'video/mp4' | 'video/webm';
  ext: 'mp4' | 'webm';
  durationSeconds: number;
  /** The metadata boxes blanked in the file (MP4). */
  removed: string[];
}

/** How much of a file is scanned at a time for location text; the overlap holds any marker cut in two. */
const SCAN_CHUNK = 1024 * 1024;
const SCAN_OVERLAP = 512;
const BLANK_CHUNK = 64 * 1024;

/**
 * Checks a video file on disk, in place, without reading it into memory (docs/decisions/1330 and
 * 1720): the type from its first bytes (MP4 or WebM only); an MP4's metadata boxes blanked in the
 * file itself; a WebM location tag, a GPS track or location text anywhere refused; the duration
 * read from the file. Throws AppError 415 or 400; on success the file is ready to store as is.
 */
export async function checkVideoFile(file: string, text: VideoMessages): Promise<CheckedVideo> {
  const handle = await fsp.open(file, 'r+');
  try {
    const { size } = await handle.stat();
    const src = fileSource(handle, size);
    const detected = await fileTypeFromBuffer(await src.read(0, 4100));
    const broken = () => new AppError(400, 'video_error', text.broken);
    let checked: CheckedVideo;
    if (detected?.mime === 'video/mp4') {
      const scan = await scanMp4(src).catch((err: unknown) => {
        if (err instanceof LocationTrackError) throw new AppError(400, 'video_location', text.location);
        if (err instanceof UnreadableVideoError) throw broken();
        throw err;
      });
      for (const box of scan.metadata) await blankBox(handle, box.start, box.payload, box.end);
      if (scan.durationSeconds === null) throw broken();
      const removed = scan.metadata.map((b) => b.type);
      checked = { contentType: 'video/mp4', ext: 'mp4', durationSeconds: scan.durationSeconds, removed };
    } else if (detected?.mime === 'video/webm') {
      const duration = await webmDurationSeconds(src).catch((err: unknown) => {
        throw err instanceof UnreadableVideoError ? broken() : err;
      });
      if (duration === null) throw broken();
      checked = { contentType: 'video/webm', ext: 'webm', durationSeconds: duration, removed: [] };
    } else {
      throw new AppError(415, 'invalid_file_type', text.invalidType);
    }
    if (await locationLeft(handle, size, checked.contentType === 'video/webm')) {
      throw new AppError(400, 'video_location', text.location);
    }
    return checked;
  } finally {
    await handle.close();
  }
}

/** The box becomes a `free` box of the same size with its payload zeroed (as blankBoxes does in memory). */
async function blankBox(handle: fsp.FileHandle, start: number, payload: number, end: number) {
  await handle.write(Buffer.from('free', 'latin1'), 0, 4, start + 4);
  const zeros = Buffer.alloc(Math.min(BLANK_CHUNK, end - payload));
  for (let pos = payload; pos < end; pos += zeros.length) {
    await handle.write(zeros, 0, Math.min(zeros.length, end - pos), pos);
  }
}

/** Whether location text (or, for WebM, a location tag) is left anywhere in the file. */
async function locationLeft(handle: fsp.FileHandle, size: number, webm: boolean): Promise<boolean> {
  const buffer = Buffer.alloc(SCAN_OVERLAP + SCAN_CHUNK);
  let carried = 0;
  for (let pos = 0; pos < size; pos += SCAN_CHUNK) {
    const { bytesRead } = await handle.read(buffer, carried, SCAN_CHUNK, pos);
    const window = buffer.subarray(0, carried + bytesRead);
    if (locationText(window) || (webm && locationTagName(window))) return true;
    carried = Math.min(SCAN_OVERLAP, window.length);
    window.copy(buffer, 0, window.length - carried);
  }
  return false;
}
