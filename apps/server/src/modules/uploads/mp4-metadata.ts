/**
 * A small ISO-BMFF (MP4, MOV) box walker that finds the metadata boxes of a video: QuickTime and
 * 3GPP user data (`udta`: ©xyz GPS, `loci`, camera make and model, …), `meta` boxes (Apple's
 * `com.apple.quicktime.location.ISO6709` key lives in one) and XMP packets. Media data (`mdat`)
 * is never read. See docs/decisions/1330-video-location.md.
 */

export class UnreadableVideoError extends Error {}
export class LocationTrackError extends Error {}

/** Boxes whose children are boxes: walked. */
export const CONTAINERS = new Set([
  'moov',
  'trak',
  'mdia',
  'minf',
  'stbl',
  'edts',
  'dinf',
  'mvex',
  'moof',
  'traf',
  'mfra',
  'tref',
  'sinf',
  'schi',
]);
/** Metadata boxes: none is needed to play the video, and any may hold a position. */
export const METADATA = new Set(['udta', 'meta', 'XMP_', '\u00a9xyz', 'loci']);
export const XMP_UUID = 'be7acfcb97a942e89c71999491e3afac';
/** Timed-metadata tracks that carry GPS samples in the media data (GoPro GPMF, Google CAMM). */
export const LOCATION_TRACKS = new Set(['gpmd', 'camm']);
export const MAX_DEPTH = 16;

export interface MetadataBox {
  type: string;
  /** Offset of the box's first byte, and of the first byte after its header. */
  start: number;
  payload: number;
  end: number;
}

interface Walk {
  bytes: Buffer;
  found: MetadataBox[];
}

/**
 * Every metadata box of the file (outermost only: a `meta` inside a `udta` goes with it).
 * Throws LocationTrackError for a GPS track, UnreadableVideoError when the boxes inside the movie
 * do not nest. Bytes after the last well-formed top-level box (some phones append a trailer) are
 * left alone: the caller's text scan covers them.
 */
export function findMetadataBoxes(bytes: Buffer): MetadataBox[] {
  const walk: Walk = { bytes, found: [] };
  walkBoxes(walk, 0, bytes.length, 0);
  return walk.found;
}

function walkBoxes(walk: Walk, from: number, to: number, depth: number) {
  if (depth > MAX_DEPTH) throw new UnreadableVideoError('boxes nested too deep');
  const { bytes } = walk;
  let pos = from;
  while (pos < to) {
    const box = readBox(bytes, pos, to);
    if (!box) {
      if (depth === 0) return;
      // QuickTime ends some lists with a 32-bit zero; anything else means the boxes do not nest.
      if (to - pos < 8 && bytes.subarray(pos, to).every((b) => b === 0)) return;
      throw new UnreadableVideoError(`box at ${pos} overruns its parent`);
    }
    if (isMetadata(bytes, box)) walk.found.push(box);
    else if (CONTAINERS.has(box.type)) walkBoxes(walk, box.payload, box.end, depth + 1);
    else if (box.type === 'stsd') checkSampleEntries(bytes, box);
    pos = box.end;
  }
}

function readBox(bytes: Buffer, pos: number, to: number): MetadataBox | null {
  if (to - pos < 8) return null;
  let size = bytes.readUInt32BE(pos);
  const type = bytes.toString('latin1', pos + 4, pos + 8);
  let header = 8;
  if (size === 1) {
    if (to - pos < 16) return null;
    const large = bytes.readBigUInt64BE(pos + 8);
    if (large > BigInt(to - pos)) return null;
    size = Number(large);
    header = 16;
  } else if (size === 0) {
    size = to - pos; // the box runs to the end of its parent
  }
  if (size < header || pos + size > to) return null;
  return { type, start: pos, payload: pos + header, end: pos + size };
}

function isMetadata(bytes: Buffer, box: MetadataBox): boolean {
  if (METADATA.has(box.type)) return true;
  return box.type === 'uuid' && bytes.toString('hex', box.payload, box.payload + 16) === XMP_UUID;
}

/** A track's sample descriptions: a GPS track's samples are media data, which cannot be blanked here. */
function checkSampleEntries(bytes: Buffer, stsd: MetadataBox) {
  let pos = stsd.payload + 8; // version and flags, entry count
  while (pos < stsd.end) {
    const entry = readBox(bytes, pos, stsd.end);
    if (!entry) throw new UnreadableVideoError('sample description overruns its box');
    if (LOCATION_TRACKS.has(entry.type)) throw new LocationTrackError(entry.type);
    pos = entry.end;
  }
}

/**
 * A copy of the file where each box is turned into a `free` box of the same size with its payload
 * zeroed: players skip `free` boxes, every offset (chunk offsets point into `mdat`) stays valid,
 * and the removed values are gone from the bytes, not just hidden.
 */
export function blankBoxes(bytes: Buffer, boxes: MetadataBox[]): Buffer {
  const out = Buffer.from(bytes);
  for (const box of boxes) {
    out.write('free', box.start + 4, 'latin1');
    out.fill(0, box.payload, box.end);
  }
  return out;
}
