import type { ByteSource } from './byte-source.js';
import { UnreadableVideoError } from './mp4-metadata.js';

/**
 * A WebM (Matroska) file's duration, read from the file without holding it: Segment › Info ›
 * Duration (a float, in TimecodeScale units, nanoseconds each by default). A browser's
 * MediaRecorder writes no Duration (it streams, and does not go back to fill one in), so then the
 * clusters are walked: the last block's time (its cluster's Timecode plus its own relative
 * timecode, plus its BlockDuration when a BlockGroup gives one) is the duration. Block payloads
 * are skipped by offset. See docs/decisions/1720-course-media.md.
 */
const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  blockDuration: 0x9b,
} as const;

/** Elements that end a Cluster of unknown size: the Segment's own children (and a new Segment). */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74, // SeekHead
  ID.info,
  0x1654ae6b, // Tracks
  ID.cluster,
  0x1c53bb6b, // Cues
  0x1941a469, // Attachments
  0x1043a770, // Chapters
  0x1254c367, // Tags
  ID.segment,
  ID.ebml,
]);

const MAX_READ_ELEMENT = 1024 * 1024;

interface Element {
  id: number;
  /** First byte of the payload, and the first byte after it (the parent's end when the size is unknown). */
  data: number;
  end: number;
  unknownSize: boolean;
}

async function readElement(src: ByteSource, pos: number, to: number): Promise<Element | null> {
  const head = await src.read(pos, 12);
  const first = head[0];
  if (first === undefined || first === 0) return null;
  const idLength = Math.clz32(first) - 23;
  if (idLength > 4 || head.length < idLength + 1) return null;
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + (head[i] as number);
  const sizeFirst = head[idLength] as number;
  if (sizeFirst === 0) return null;
  const sizeLength = Math.clz32(sizeFirst) - 23;
  if (head.length < idLength + sizeLength) return null;
  let size = sizeFirst & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const b = head[idLength + i] as number;
    size = size * 256 + b;
    allOnes &&= b === 0xff;
  }
  const data = pos + idLength + sizeLength;
  if (allOnes) return { id, data, end: to, unknownSize: true };
  // A last element cut short (a recording that stopped mid-write) ends at the end of what there is.
  return { id, data, end: Math.min(to, data + size), unknownSize: false };
}

async function payload(src: ByteSource, el: Element): Promise<Buffer> {
  if (el.end - el.data > MAX_READ_ELEMENT) throw new UnreadableVideoError('WebM element too large');
  return src.read(el.data, el.end - el.data);
}

function readUint(bytes: Buffer): number {
  let value = 0;
  for (const b of bytes) value = value * 256 + b;
  return value;
}

function readFloat(bytes: Buffer): number {
  if (bytes.length === 4) return bytes.readFloatBE(0);
  if (bytes.length === 8) return bytes.readDoubleBE(0);
  return 0;
}

interface State {
  scale: number;
  /** Info › Duration, in `scale` units; null when the file has none. */
  duration: number | null;
  /** The end of the last block seen, in `scale` units. */
  lastBlockEnd: number;
}

/** Seconds, or null when neither an Info Duration nor any block says how long the file is. */
export async function webmDurationSeconds(src: ByteSource): Promise<number | null> {
  const state: State = { scale: 1_000_000, duration: null, lastBlockEnd: 0 };
  let pos = 0;
  while (pos < src.size) {
    const el = await readElement(src, pos, src.size);
    if (!el) break;
    if (el.id === ID.segment) {
      await walkSegment(src, state, el.data, el.end);
      break;
    }
    if (el.unknownSize) break;
    pos = el.end;
  }
  const units = state.duration && state.duration > 0 ? state.duration : state.lastBlockEnd;
  const seconds = (units * state.scale) / 1e9;
  return seconds > 0 && Number.isFinite(seconds) ? seconds : null;
}

async function walkSegment(src: ByteSource, state: State, from: number, to: number) {
  let pos = from;
  while (pos < to) {
    const el = await readElement(src, pos, to);
    if (!el) return;
    if (el.id === ID.info) await readInfo(src, state, el);
    else if (el.id === ID.cluster) {
      // Info comes before the clusters: with a Duration there, no cluster needs reading.
      if (state.duration) return;
      pos = await walkCluster(src, state, el);
      continue;
    } else if (el.unknownSize) throw new UnreadableVideoError('WebM element of unknown size');
    pos = el.end;
  }
}

async function readInfo(src: ByteSource, state: State, info: Element) {
  let pos = info.data;
  while (pos < info.end) {
    const el = await readElement(src, pos, info.end);
    if (!el || el.unknownSize) throw new UnreadableVideoError('WebM Info unreadable');
    if (el.id === ID.timecodeScale) state.scale = readUint(await payload(src, el)) || 1_000_000;
    if (el.id === ID.duration) state.duration = readFloat(await payload(src, el));
    pos = el.end;
  }
}

/** Walks one cluster; returns where the next element of the segment starts. */
async function walkCluster(src: ByteSource, state: State, cluster: Element): Promise<number> {
  let time = 0;
  let pos = cluster.data;
  while (pos < cluster.end) {
    const el = await readElement(src, pos, cluster.end);
    if (!el) return cluster.end;
    if (cluster.unknownSize && SEGMENT_CHILDREN.has(el.id)) return pos;
    if (el.unknownSize) throw new UnreadableVideoError('WebM block of unknown size');
    if (el.id === ID.timecode) time = readUint(await payload(src, el));
    else if (el.id === ID.simpleBlock) noteBlock(state, time, await src.read(el.data, 12), 0);
    else if (el.id === ID.blockGroup) await readBlockGroup(src, state, time, el);
    pos = el.end;
  }
  return cluster.end;
}

async function readBlockGroup(src: ByteSource, state: State, time: number, group: Element) {
  let head: Buffer | null = null;
  let duration = 0;
  let pos = group.data;
  while (pos < group.end) {
    const el = await readElement(src, pos, group.end);
    if (!el || el.unknownSize) throw new UnreadableVideoError('WebM block group unreadable');
    if (el.id === ID.block) head = await src.read(el.data, 12);
    if (el.id === ID.blockDuration) duration = readUint(await payload(src, el));
    pos = el.end;
  }
  if (head) noteBlock(state, time, head, duration);
}

/** A block starts with its track number (a variable-size integer), then a signed 16-bit relative timecode. */
function noteBlock(state: State, clusterTime: number, head: Buffer, duration: number) {
  const first = head[0];
  if (first === undefined || first === 0) throw new UnreadableVideoError('WebM block without a track');
  const trackLength = Math.clz32(first) - 23;
  if (head.length < trackLength + 2) throw new UnreadableVideoError('WebM block cut short');
  const relative = head.readInt16BE(trackLength);
  state.lastBlockEnd = Math.max(state.lastBlockEnd, clusterTime + relative + duration);
}
