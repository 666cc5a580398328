import { blankBoxes, findMetadataBoxes, LocationTrackError, UnreadableVideoError } from './mp4-metadata.js';

// Location data in uploaded videos (docs/decisions/1330-video-location.md). Nothing here can
// re-encode video, so: MP4 metadata boxes are blanked in place; a location the walker cannot
// blank (a GPS track, a position in the media data, a WebM location tag) refuses the upload.

export type VideoCheck =
  | { verdict: 'clean'; bytes: Buffer; removed: string[] }
  | { verdict: 'location'; reason: string }
  | { verdict: 'unreadable'; reason: string };

/**
 * Texts that only location metadata writes (Apple keys, XMP/EXIF GPS tags), seven characters or
 * more so that compressed media data cannot hold one by chance.
 */
const LOCATION_MARKERS = ['ISO6709', 'com.apple.quicktime.location', 'GPSLatitude', 'GPSLongitude', 'GPSCoordinates'];
/**
 * A position as ISO 6709 text, the way phones and ffmpeg write it ('+37.3349-122.0090+010.000/'):
 * signed latitude, signed longitude, optional altitude, then '/'. Random bytes match it with a
 * chance far below one in a billion per file.
 */
const ISO6709_TEXT = /[+-]\d{2}(?:\.\d+)?[+-]\d{3}(?:\.\d+)?(?:[+-]\d+(?:\.\d+)?)?\//;
/** A Matroska/WebM tag name (TagName, element 0x45A3) that names a place. */
const LOCATION_TAG = /location|gps|latitude|longitude|geo|coordinates|iso6709|xyz/i;

export function checkVideoLocation(bytes: Buffer, contentType: string): VideoCheck {
  let out = bytes;
  let removed: string[] = [];
  if (contentType === 'video/mp4') {
    try {
      const boxes = findMetadataBoxes(bytes);
      if (boxes.length) out = blankBoxes(bytes, boxes);
      removed = boxes.map((b) => b.type);
    } catch (err) {
      if (err instanceof LocationTrackError) return { verdict: 'location', reason: `${err.message} track` };
      if (err instanceof UnreadableVideoError) return { verdict: 'unreadable', reason: err.message };
      throw err;
    }
  } else if (contentType === 'video/webm') {
    const tag = locationTagName(bytes);
    if (tag) return { verdict: 'location', reason: `WebM tag ${tag}` };
  }
  const left = locationText(out);
  if (left) return { verdict: 'location', reason: left };
  return { verdict: 'clean', bytes: out, removed };
}

/** What location text the bytes still hold anywhere (metadata, media data, a trailer), or null. */
export function locationText(bytes: Buffer): string | null {
  for (const marker of LOCATION_MARKERS) if (bytes.includes(marker, 0, 'latin1')) return marker;
  return ISO6709_TEXT.exec(bytes.toString('latin1'))?.[0] ?? null;
}

/**
 * The first location-like TagName of a Matroska/WebM file, or null. Found by the element's ID,
 * size and text rather than by walking the tree: recorders write the Segment and its Clusters
 * with unknown sizes, which a walker can only cross by parsing every block.
 */
export function locationTagName(bytes: Buffer): string | null {
  let at = bytes.indexOf(TAG_NAME_ID);
  while (at !== -1) {
    const size = readVint(bytes, at + 2);
    if (size && size.value > 0 && size.value <= 256) {
      const start = at + 2 + size.length;
      const name = bytes.toString('utf8', start, Math.min(start + size.value, bytes.length));
      if (LOCATION_TAG.test(name)) return name;
    }
    at = bytes.indexOf(TAG_NAME_ID, at + 1);
  }
  return null;
}

const TAG_NAME_ID = Buffer.from([0x45, 0xa3]);

/** An EBML variable-size integer: the leading zero bits of its first byte give its length. */
function readVint(bytes: Buffer, at: number): { value: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // 1..8
  if (at + length > bytes.length) return null;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[at + i] as number);
  return { value, length };
}
