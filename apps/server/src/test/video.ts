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
