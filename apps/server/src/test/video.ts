// Tiny MP4 and WebM files built in memory: just enough structure for content sniffing and for
// the location checks of video uploads (docs/decisions/1330-video-location.md).

/** An ISO 6709 position as phones write it (Apple Park). */
export const ISO6709 = '+37.3349-122.0090+010.000/';

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};

/** An ISO-BMFF box; `type` is four latin1 characters ('\u00a9xyz' is the © atom). */
export function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
}

/** A box with the 64-bit size form (size field 1, then an 8-byte size). */
export function largeBox(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(16 + body.length));
  return Buffer.concat([u32(1), Buffer.from(type, 'latin1'), size, body]);
}

const fullBox = (type: string, ...payload: Buffer[]) => box(type, Buffer.alloc(4), ...payload);

export const ftyp = () => box('ftyp', Buffer.from('mp42'), u32(0), Buffer.from('mp42isom'));
export const mvhd = () => fullBox('mvhd', Buffer.alloc(96));
/** Media bytes (not a real stream: nothing here decodes them). */
export const mdat = (bytes: Buffer = Buffer.alloc(64, 0x11)) => box('mdat', bytes);

/** QuickTime's ©xyz user-data atom: a counted string with a language code. */
export function xyzAtom(position = ISO6709): Buffer {
  const text = Buffer.from(position, 'latin1');
  return box('\u00a9xyz', u16(text.length), u16(0x15c7), text);
}

/** 3GPP's loci box: name, role, then longitude, latitude, altitude as 16.16 fixed point. */
export function lociBox(name = 'Home'): Buffer {
  const fixed = (v: number) => u32(Math.round(v * 65536) >>> 0);
  return fullBox(
    'loci',
    u16(0x15c7),
    Buffer.from(`${name}\0`),
    Buffer.from([0]),
    fixed(-122.009),
    fixed(37.3349),
    fixed(10),
    Buffer.from('earth\0'),
    Buffer.from('\0'),
  );
}

/** Apple's metadata: a QuickTime `meta` (no version field) with hdlr mdta, keys and ilst. */
export function appleMeta(entries: Array<[key: string, value: string]>): Buffer {
  const hdlr = fullBox('hdlr', u32(0), Buffer.from('mdta'), Buffer.alloc(12), Buffer.from('\0'));
  const keys = fullBox(
    'keys',
    u32(entries.length),
    ...entries.map(([key]) => {
      const name = Buffer.from(key);
      return Buffer.concat([u32(8 + name.length), Buffer.from('mdta'), name]);
    }),
  );
  const ilst = box(
    'ilst',
    ...entries.map(([, value], i) => {
      const data = box('data', u32(1), u32(0), Buffer.from(value));
      return Buffer.concat([u32(8 + data.length), u32(i + 1), data]);
    }),
  );
  return box('meta', hdlr, keys, ilst);
}

/** A minimal track whose sample description has one entry of the given format ('avc1', 'gpmd' …). */
export function trak(format: string, ...extra: Buffer[]): Buffer {
  const entry = box(format, Buffer.alloc(6), u16(1));
  const stbl = box('stbl', fullBox('stsd', u32(1), entry));
  return box('trak', fullBox('tkhd', Buffer.alloc(80)), box('mdia', box('minf', stbl)), ...extra);
}

/** ftyp + moov(mvhd, the given children) + mdat. */
export function mp4(moovChildren: Buffer[] = [], media: Buffer = mdat()): Buffer {
  return Buffer.concat([ftyp(), box('moov', mvhd(), ...moovChildren), media]);
}

// --- WebM (EBML) -------------------------------------------------------------------------------

const hexId = (id: string) => Buffer.from(id, 'hex');

/** An EBML element with a definite size (8-byte size field, which EBML allows for any size). */
export function ebml(id: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n));
  return Buffer.concat([hexId(id), size, body]);
}

/** An EBML element of unknown size, as MediaRecorder writes the Segment and its Clusters. */
export function ebmlUnknown(id: string, ...payload: Buffer[]): Buffer {
  return Buffer.concat([hexId(id), Buffer.from('01ffffffffffffff', 'hex'), ...payload]);
}

export function webmHeader(): Buffer {
  return ebml(
    '1a45dfa3',
    ebml('4286', Buffer.from([1])),
    ebml('42f7', Buffer.from([1])),
    ebml('42f2', Buffer.from([4])),
    ebml('42f3', Buffer.from([8])),
    ebml('4282', Buffer.from('webm')),
    ebml('4287', Buffer.from([4])),
    ebml('4285', Buffer.from([2])),
  );
}

/** A Tags element with one simple tag. */
export function webmTags(name: string, value: string): Buffer {
  return ebml(
    '1254c367',
    ebml('7373', ebml('63c0'), ebml('67c8', ebml('45a3', Buffer.from(name)), ebml('4487', Buffer.from(value)))),
  );
}

/** EBML header + a Segment of unknown size with Info, a Cluster of unknown size, and extras. */
export function webm(...segmentChildren: Buffer[]): Buffer {
  const info = ebml('1549a966', ebml('2ad7b1', Buffer.from([0x0f, 0x42, 0x40])));
  const cluster = ebmlUnknown('1f43b675', ebml('e7', Buffer.from([0])), ebml('a3', Buffer.alloc(32, 0x22)));
  return Buffer.concat([webmHeader(), ebmlUnknown('18538067', info, cluster, ...segmentChildren)]);
}

// --- Durations (studio video lessons, decision 1720) -------------------------------------------

/** A version-0 mvhd saying the movie lasts `duration` / `timescale` seconds. */
export function mvhdOf(timescale: number, duration: number): Buffer {
  const payload = Buffer.alloc(96);
  payload.writeUInt32BE(timescale, 8);
  payload.writeUInt32BE(duration, 12);
  return fullBox('mvhd', payload);
}

/** A version-1 mvhd (64-bit times). */
export function mvhdV1(timescale: number, duration: number): Buffer {
  const payload = Buffer.alloc(108);
  payload.writeUInt32BE(timescale, 16);
  payload.writeBigUInt64BE(BigInt(duration), 20);
  return Buffer.concat([u32(8 + 4 + payload.length), Buffer.from('mvhd'), Buffer.from([1, 0, 0, 0]), payload]);
}

/** ftyp + moov(mvhd of the given length, extra children) + mdat: a non-fragmented MP4. */
export function mp4Lasting(seconds: number, moovChildren: Buffer[] = [], media: Buffer = mdat()): Buffer {
  return Buffer.concat([ftyp(), box('moov', mvhdOf(1000, Math.round(seconds * 1000)), ...moovChildren), media]);
}

/** A track with an id and a media timescale (tkhd v0 + mdia/mdhd v0). */
export function timedTrak(trackId: number, timescale: number): Buffer {
  const tkhd = Buffer.alloc(80);
  tkhd.writeUInt32BE(trackId, 8);
  const mdhd = Buffer.alloc(20);
  mdhd.writeUInt32BE(timescale, 8);
  return box('trak', fullBox('tkhd', tkhd), box('mdia', fullBox('mdhd', mdhd)));
}

/** trex: a track's default sample duration for its fragments. */
export function trex(trackId: number, defaultDuration: number): Buffer {
  return fullBox('trex', u32(trackId), u32(1), u32(defaultDuration), u32(0), u32(0));
}

/**
 * A fragment of one track: tfhd, a version-1 tfdt at `start`, and a trun whose samples carry the
 * given durations (or, with a number, that many samples of the default duration).
 */
export function moof(trackId: number, start: number, samples: number[] | number): Buffer {
  const tfhd = fullBox('tfhd', u32(trackId));
  const time = Buffer.alloc(8);
  time.writeBigUInt64BE(BigInt(start));
  const tfdt = Buffer.concat([u32(20), Buffer.from('tfdt'), Buffer.from([1, 0, 0, 0]), time]);
  const trun = Array.isArray(samples)
    ? Buffer.concat([
        u32(8 + 8 + samples.length * 8),
        Buffer.from('trun'),
        Buffer.from([0, 0, 0x03, 0x00]), // sample duration and size present
        u32(samples.length),
        ...samples.flatMap((d) => [u32(d), u32(100)]),
      ])
    : fullBox('trun', u32(samples));
  return box('moof', fullBox('mfhd', u32(1)), box('traf', tfhd, tfdt, trun));
}

/** A fragmented MP4 as a browser's MediaRecorder writes one: mvhd duration 0, the time is in the fragments. */
export function fragmentedMp4(tracks: Buffer[], mvex: Buffer[], fragments: Buffer[]): Buffer {
  return Buffer.concat([
    ftyp(),
    box('moov', mvhdOf(1000, 0), ...tracks, box('mvex', ...mvex)),
    ...fragments.flatMap((f) => [f, mdat()]),
  ]);
}

const float64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(n);
  return b;
};
const float32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeFloatBE(n);
  return b;
};
const uintBytes = (n: number, width: number) => {
  const b = Buffer.alloc(width);
  b.writeUIntBE(n, 0, width);
  return b;
};

/** A SimpleBlock of track 1 at `relative` ticks after its cluster's timecode. */
export function simpleBlock(relative: number, bytes = 16): Buffer {
  const head = Buffer.alloc(4);
  head[0] = 0x81;
  head.writeInt16BE(relative, 1);
  head[3] = 0x80; // keyframe
  return ebml('a3', head, Buffer.alloc(bytes, 0x33));
}

/** A BlockGroup: a Block at `relative` with a BlockDuration. */
export function blockGroup(relative: number, duration: number): Buffer {
  const head = Buffer.alloc(4);
  head[0] = 0x81;
  head.writeInt16BE(relative, 1);
  return ebml('a0', ebml('a1', head, Buffer.alloc(8, 0x44)), ebml('9b', uintBytes(duration, 2)));
}

/** A Cluster of unknown size (as MediaRecorder writes them) at `timecode`, with blocks. */
export function cluster(timecode: number, ...blocks: Buffer[]): Buffer {
  return ebmlUnknown('1f43b675', ebml('e7', uintBytes(timecode, 4)), ...blocks);
}

/**
 * A WebM with Info (TimecodeScale `scale` ns; Duration in those units when given, as a 64-bit or
 * 32-bit float) and the given clusters, in a Segment of unknown size.
 */
export function webmWith({
  scale = 1_000_000,
  duration,
  float = 64,
  clusters = [cluster(0, simpleBlock(0))],
  extra = [],
}: {
  scale?: number;
  duration?: number;
  float?: 32 | 64;
  clusters?: Buffer[];
  extra?: Buffer[];
}): Buffer {
  const info = ebml(
    '1549a966',
    ebml('2ad7b1', uintBytes(scale, 4)),
    ...(duration === undefined ? [] : [ebml('4489', float === 64 ? float64(duration) : float32(duration))]),
  );
  return Buffer.concat([webmHeader(), ebmlUnknown('18538067', info, ...extra, ...clusters)]);
}
