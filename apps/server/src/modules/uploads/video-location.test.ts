import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  appleMeta,
  box,
  ebml,
  ftyp,
  ISO6709,
  largeBox,
  mdat,
  mp4,
  mvhd,
  trak,
  webm,
  webmTags,
  xyzAtom,
} from '../../test/video.js';
import { checkVideoLocation } from './video-location.js';

const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));
const cleanBytes = (sent: Buffer) => {
  const check = checkVideoLocation(sent, 'video/mp4');
  if (check.verdict !== 'clean') throw new Error(`expected clean, got ${JSON.stringify(check)}`);
  expect(check.bytes.length).toBe(sent.length);
  return check;
};
const xmp = (text: string) =>
  box('uuid', Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'), Buffer.from(`<x:xmpmeta>${text}</x:xmpmeta>`));

describe('finding 8: MP4 location metadata', () => {
  it('blanks ©xyz in a 64-bit sized udta, keeping every size and the media bytes', () => {
    const sent = mp4([largeBox('udta', xyzAtom())]);
    const { bytes, removed } = cleanBytes(sent);
    expect(removed).toEqual(['udta']);
    expect(has(bytes, ISO6709)).toBe(false);
    expect(has(bytes, 'free')).toBe(true);
    expect(bytes.subarray(-72)).toEqual(sent.subarray(-72));
  });

  it('blanks metadata in tracks and fragments, and XMP packets with GPS tags', () => {
    const sent = Buffer.concat([
      ftyp(),
      box('moov', mvhd(), trak('avc1', box('meta', Buffer.alloc(4), box('\u00a9xyz', Buffer.from(ISO6709))))),
      box('moof', box('traf', box('udta', box('loci', Buffer.alloc(20, 7))))),
      xmp('<exif:GPSLatitude>37,20.1N</exif:GPSLatitude>'),
      mdat(),
    ]);
    const { bytes, removed } = cleanBytes(sent);
    expect(removed).toEqual(['meta', 'udta', 'uuid']);
    expect(has(bytes, 'GPSLatitude')).toBe(false);
    expect(has(bytes, ISO6709)).toBe(false);
  });

  it('reads a last box that runs to the end of the file, a QuickTime list terminator and a trailer', () => {
    const open = Buffer.concat([
      ftyp(),
      box('moov', mvhd(), box('udta', xyzAtom(), Buffer.alloc(4))),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mdat'),
      Buffer.alloc(100, 3),
    ]);
    expect(has(cleanBytes(open).bytes, ISO6709)).toBe(false);
    const trailer = Buffer.concat([mp4([]), Buffer.from('SEFHxx-trailer-of-a-phone')]);
    expect(cleanBytes(trailer).bytes).toEqual(trailer);
  });

  it('refuses what cannot be blanked: a GPS track, a position left in the media data or a trailer', () => {
    for (const sent of [
      mp4([trak('avc1'), trak('camm')]),
      mp4([trak('avc1'), trak('gpmd')]),
      mp4([], mdat(Buffer.from(`xx${ISO6709}xx`))),
      Buffer.concat([mp4([]), Buffer.from('com.apple.quicktime.location.ISO6709')]),
      mp4([trak('mebx', box('keys', Buffer.from('com.apple.quicktime.location.ISO6709')))]),
    ]) {
      expect(checkVideoLocation(sent, 'video/mp4').verdict).toBe('location');
    }
  });

  it('refuses a movie whose boxes do not nest as unreadable', () => {
    const overrun = Buffer.concat([ftyp(), box('moov', mvhd(), Buffer.from([0, 0, 0, 200]), Buffer.from('trak'))]);
    expect(checkVideoLocation(overrun, 'video/mp4').verdict).toBe('unreadable');
    let deep = box('udta', xyzAtom());
    for (let i = 0; i < 20; i++) deep = box('trak', deep);
    expect(checkVideoLocation(mp4([deep]), 'video/mp4').verdict).toBe('unreadable');
  });

  it('keeps Apple metadata without a location as blanked metadata, never as a refusal', () => {
    const { removed } = cleanBytes(mp4([appleMeta([['com.apple.quicktime.make', 'Apple']])]));
    expect(removed).toEqual(['meta']);
  });

  it('finds nothing in 20 MB of random media data (no false refusals) and stays fast', () => {
    const sent = mp4([trak('avc1')], mdat(randomBytes(20 * 1024 * 1024)));
    const started = performance.now();
    expect(checkVideoLocation(sent, 'video/mp4').verdict).toBe('clean');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('finding 8: WebM location tags', () => {
  it('refuses a location-like tag name after a cluster of unknown size, and an ISO 6709 tag value', () => {
    expect(checkVideoLocation(webm(webmTags('LOCATION', 'Paris')), 'video/webm').verdict).toBe('location');
    expect(checkVideoLocation(webm(webmTags('com.apple.quicktime.location.ISO6709', 'x')), 'video/webm').verdict).toBe(
      'location',
    );
    expect(checkVideoLocation(webm(webmTags('COMMENT', ISO6709)), 'video/webm').verdict).toBe('location');
  });

  it('accepts other tags, and leaves the bytes as sent', () => {
    const sent = webm(webmTags('TITLE', 'My holiday'), ebml('1c53bb6b'));
    const check = checkVideoLocation(sent, 'video/webm');
    expect(check).toEqual({ verdict: 'clean', bytes: sent, removed: [] });
  });
});
