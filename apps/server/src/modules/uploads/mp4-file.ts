import type { ByteSource } from './byte-source.js';
import {
  CONTAINERS,
  LOCATION_TRACKS,
  LocationTrackError,
  MAX_DEPTH,
  METADATA,
  type MetadataBox,
  UnreadableVideoError,
  XMP_UUID,
} from './mp4-metadata.js';

/**
 * The MP4 walker of mp4-metadata.ts over a file instead of a buffer (studio video lessons, which
 * may be hundreds of MB): box headers are read where they are, `mdat` is skipped by offset, and
 * only the small boxes the checks need are read whole. Besides the metadata boxes to blank, it
 * reads the duration: `mvhd` duration / timescale, or, for a fragmented file (what a browser's
 * MediaRecorder writes, with a zero `mvhd` duration), the end of the last fragment of each track.
 */
export interface Mp4Scan {
  metadata: MetadataBox[];
  /** Seconds, or null when the file says nothing about its length. */
  durationSeconds: number | null;
}

/** A box read whole (sample descriptions, headers, fragment runs) is never larger than this. */
const MAX_READ_BOX = 16 * 1024 * 1024;

interface Track {
  timescale: number;
  /** trex default_sample_duration. */
  defaultDuration: number;
  /** End of the last fragment seen, in the track's timescale. */
  fragmentEnd: number;
}

interface Walk {
  src: ByteSource;
  metadata: MetadataBox[];
  movie: { timescale: number; duration: number; fragmentDuration: number };
  tracks: Map<number, Track>;
  /** The track a `trak` being walked describes (its tkhd comes before its mdhd). */
  currentTrack: number | null;
  /** The track fragment (`traf`) being walked. */
  fragment: { trackId: number; defaultDuration: number | null; start: number | null; total: number } | null;
}

export async function scanMp4(src: ByteSource): Promise<Mp4Scan> {
  const walk: Walk = {
    src,
    metadata: [],
    movie: { timescale: 0, duration: 0, fragmentDuration: 0 },
    tracks: new Map(),
    currentTrack: null,
    fragment: null,
  };
  await walkBoxes(walk, 0, src.size, 0);
  return { metadata: walk.metadata, durationSeconds: durationOf(walk) };
}

function durationOf({ movie, tracks }: Walk): number | null {
  let seconds = movie.timescale > 0 ? Math.max(movie.duration, movie.fragmentDuration) / movie.timescale : 0;
  for (const track of tracks.values()) {
    if (track.timescale > 0) seconds = Math.max(seconds, track.fragmentEnd / track.timescale);
  }
  return seconds > 0 && Number.isFinite(seconds) ? seconds : null;
}

async function readBox(src: ByteSource, pos: number, to: number): Promise<MetadataBox | null> {
  if (to - pos < 8) return null;
  const head = await src.read(pos, 16);
  if (head.length < 8) return null;
  let size = head.readUInt32BE(0);
  const type = head.toString('latin1', 4, 8);
  let header = 8;
  if (size === 1) {
    if (to - pos < 16 || head.length < 16) return null;
    const large = head.readBigUInt64BE(8);
    if (large > BigInt(to - pos)) return null;
    size = Number(large);
    header = 16;
  } else if (size === 0) {
    size = to - pos;
  }
  if (size < header || pos + size > to) return null;
  return { type, start: pos, payload: pos + header, end: pos + size };
}

async function payloadOf(src: ByteSource, box: MetadataBox): Promise<Buffer> {
  const length = box.end - box.payload;
  if (length > MAX_READ_BOX) throw new UnreadableVideoError(`${box.type} box too large`);
  const bytes = await src.read(box.payload, length);
  if (bytes.length < length) throw new UnreadableVideoError(`${box.type} box cut short`);
  return bytes;
}

async function walkBoxes(walk: Walk, from: number, to: number, depth: number): Promise<void> {
  if (depth > MAX_DEPTH) throw new UnreadableVideoError('boxes nested too deep');
  let pos = from;
  while (pos < to) {
    const box = await readBox(walk.src, pos, to);
    if (!box) {
      if (depth === 0) return;
      const rest = await walk.src.read(pos, to - pos);
      if (to - pos < 8 && rest.every((b) => b === 0)) return;
      throw new UnreadableVideoError(`box at ${pos} overruns its parent`);
    }
    if (await isMetadata(walk.src, box)) walk.metadata.push(box);
    else if (box.type === 'trak') {
      walk.currentTrack = null;
      await walkBoxes(walk, box.payload, box.end, depth + 1);
    } else if (box.type === 'traf') {
      walk.fragment = { trackId: -1, defaultDuration: null, start: null, total: 0 };
      await walkBoxes(walk, box.payload, box.end, depth + 1);
      endFragment(walk);
    } else if (CONTAINERS.has(box.type)) await walkBoxes(walk, box.payload, box.end, depth + 1);
    else if (Object.hasOwn(READERS, box.type)) await READERS[box.type]?.(walk, await payloadOf(walk.src, box));
    pos = box.end;
  }
}

async function isMetadata(src: ByteSource, box: MetadataBox): Promise<boolean> {
  if (METADATA.has(box.type)) return true;
  return box.type === 'uuid' && (await src.read(box.payload, 16)).toString('hex') === XMP_UUID;
}

/** Big-endian unsigned of 4 or 8 bytes (an 8-byte value past 2^53 is unreadable here). */
function uint(bytes: Buffer, at: number, width: 4 | 8): number {
  if (at + width > bytes.length) throw new UnreadableVideoError('header cut short');
  if (width === 4) return bytes.readUInt32BE(at);
  const value = bytes.readBigUInt64BE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new UnreadableVideoError('time value too large');
  return Number(value);
}

function track(walk: Walk, id: number): Track {
  let found = walk.tracks.get(id);
  if (!found) {
    found = { timescale: 0, defaultDuration: 0, fragmentEnd: 0 };
    walk.tracks.set(id, found);
  }
  return found;
}

/** Readers of the leaf boxes that matter; each gets the box's payload. */
const READERS: Record<string, (walk: Walk, p: Buffer) => void | Promise<void>> = {
  // A track's sample descriptions: a GPS track's samples are media data, which cannot be blanked here.
  async stsd(_walk, p) {
    let pos = 8; // version and flags, entry count
    while (pos < p.length) {
      if (p.length - pos < 8) throw new UnreadableVideoError('sample description overruns its box');
      const size = p.readUInt32BE(pos);
      const type = p.toString('latin1', pos + 4, pos + 8);
      if (size < 8 || pos + size > p.length) throw new UnreadableVideoError('sample description overruns its box');
      if (LOCATION_TRACKS.has(type)) throw new LocationTrackError(type);
      pos += size;
    }
  },
  mvhd(walk, p) {
    const v1 = p[0] === 1;
    walk.movie.timescale = uint(p, v1 ? 20 : 12, 4);
    const duration = uint(p, v1 ? 24 : 16, v1 ? 8 : 4);
    // All ones: "unknown" (a file still being written).
    walk.movie.duration = duration === 0xffffffff && !v1 ? 0 : duration;
  },
  mehd(walk, p) {
    walk.movie.fragmentDuration = uint(p, 4, p[0] === 1 ? 8 : 4);
  },
  tkhd(walk, p) {
    walk.currentTrack = uint(p, p[0] === 1 ? 20 : 12, 4);
  },
  mdhd(walk, p) {
    if (walk.currentTrack === null) return;
    track(walk, walk.currentTrack).timescale = uint(p, p[0] === 1 ? 20 : 12, 4);
  },
  trex(walk, p) {
    track(walk, uint(p, 4, 4)).defaultDuration = uint(p, 12, 4);
  },
  // A track fragment (moof/traf): tfhd names the track and maybe a default sample duration, tfdt
  // its start time, each trun its samples (with their durations, or the default's).
  tfhd(walk, p) {
    if (!walk.fragment) return;
    const flags = uint(p, 0, 4) & 0xffffff;
    walk.fragment.trackId = uint(p, 4, 4);
    const at = 8 + (flags & 0x01 ? 8 : 0) + (flags & 0x02 ? 4 : 0);
    if (flags & 0x08) walk.fragment.defaultDuration = uint(p, at, 4);
  },
  tfdt(walk, p) {
    if (walk.fragment) walk.fragment.start = uint(p, 4, p[0] === 1 ? 8 : 4);
  },
  trun(walk, p) {
    const fragment = walk.fragment;
    if (!fragment || fragment.trackId < 0) return;
    const flags = uint(p, 0, 4) & 0xffffff;
    const count = uint(p, 4, 4);
    let at = 8 + (flags & 0x01 ? 4 : 0) + (flags & 0x04 ? 4 : 0);
    const fields = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length;
    if (at + count * fields * 4 > p.length) throw new UnreadableVideoError('track run overruns its box');
    if (flags & 0x100) {
      for (let i = 0; i < count; i++, at += fields * 4) fragment.total += p.readUInt32BE(at);
    } else {
      fragment.total += count * (fragment.defaultDuration ?? track(walk, fragment.trackId).defaultDuration);
    }
  },
};

/** A fragment ends at its start plus its samples' durations; without a tfdt, it starts where the track's last one ended. */
function endFragment(walk: Walk) {
  const fragment = walk.fragment;
  walk.fragment = null;
  if (!fragment || fragment.trackId < 0) return;
  const t = track(walk, fragment.trackId);
  t.fragmentEnd = Math.max(t.fragmentEnd, (fragment.start ?? t.fragmentEnd) + fragment.total);
}
