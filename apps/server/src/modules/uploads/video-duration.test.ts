import { describe, expect, it } from 'vitest';
import {
  appleMeta,
  blockGroup,
  box,
  cluster,
  fragmentedMp4,
  ftyp,
  ISO6709,
  mdat,
  moof,
  mp4,
  mp4Lasting,
  mvhdV1,
  simpleBlock,
  timedTrak,
  trak,
  trex,
  webmTags,
  webmWith,
  xyzAtom,
} from '../../test/video.js';
import { bufferSource } from './byte-source.js';
import { scanMp4 } from './mp4-file.js';
import { findMetadataBoxes } from './mp4-metadata.js';
import { webmDurationSeconds } from './webm-file.js';

const mp4Duration = async (bytes: Buffer) => (await scanMp4(bufferSource(bytes))).durationSeconds;
const webmDuration = (bytes: Buffer) => webmDurationSeconds(bufferSource(bytes));

describe('MP4 duration', () => {
  it('is mvhd duration / timescale (32- and 64-bit headers)', async () => {
    expect(await mp4Duration(mp4Lasting(12.345))).toBeCloseTo(12.345, 6);
    const v1 = Buffer.concat([ftyp(), box('moov', mvhdV1(90_000, 90_000 * 3600 * 5)), mdat()]);
    expect(await mp4Duration(v1)).toBe(5 * 3600);
  });

  it('is the end of the last fragment when mvhd says 0 (MediaRecorder files), the longest track winning', async () => {
    const perSample = fragmentedMp4(
      [timedTrak(1, 30_000), timedTrak(2, 48_000)],
      [trex(1, 0), trex(2, 1024)],
      [moof(1, 0, [1000, 1000, 1000]), moof(2, 0, 40), moof(1, 3000, [1000, 1000, 1001])],
    );
    // Track 1 ends at 6001/30000 s; track 2 at 40 samples × 1024 / 48000 s.
    expect(await mp4Duration(perSample)).toBeCloseTo(Math.max(6001 / 30_000, (40 * 1024) / 48_000), 9);
  });

  it('uses the trex default when a run carries no durations', async () => {
    const defaults = fragmentedMp4([timedTrak(1, 1000)], [trex(1, 40)], [moof(1, 0, 25), moof(1, 1000, 25)]);
    expect(await mp4Duration(defaults)).toBe(2);
  });

  it('is null when the file says nothing about its length', async () => {
    expect(await mp4Duration(mp4())).toBeNull();
    expect(await mp4Duration(Buffer.concat([ftyp(), mdat()]))).toBeNull();
  });

  it('finds the same metadata boxes as the in-memory walker, and refuses a GPS track', async () => {
    const file = mp4Lasting(3, [
      box('udta', xyzAtom()),
      appleMeta([['com.apple.quicktime.location.ISO6709', ISO6709]]),
      trak('avc1'),
    ]);
    const scan = await scanMp4(bufferSource(file));
    expect(scan.metadata).toEqual(findMetadataBoxes(file));
    expect(scan.metadata.map((b) => b.type)).toEqual(['udta', 'meta']);
    await expect(scanMp4(bufferSource(mp4Lasting(3, [trak('gpmd')])))).rejects.toThrow(/gpmd/);
  });
});

describe('WebM duration', () => {
  it('is Info Duration × TimecodeScale (64- and 32-bit floats)', async () => {
    expect(await webmDuration(webmWith({ duration: 8250.5 }))).toBeCloseTo(8.2505, 9);
    expect(await webmDuration(webmWith({ duration: 1500, float: 32, scale: 100_000 }))).toBeCloseTo(0.15, 6);
  });

  it('without Duration (MediaRecorder files), is the last block of the last cluster', async () => {
    const recorded = webmWith({
      clusters: [
        cluster(0, simpleBlock(0), simpleBlock(33), simpleBlock(66)),
        cluster(1000, simpleBlock(0), simpleBlock(433)),
      ],
    });
    expect(await webmDuration(recorded)).toBeCloseTo(1.433, 9);
  });

  it('adds a BlockGroup’s BlockDuration, and reads past Tags between clusters', async () => {
    const grouped = webmWith({
      clusters: [cluster(0, simpleBlock(10)), cluster(2000, blockGroup(500, 250))],
      extra: [webmTags('TITLE', 'My clip')],
    });
    expect(await webmDuration(grouped)).toBeCloseTo(2.75, 9);
  });

  it('is null when there is neither a Duration nor a block', async () => {
    expect(await webmDuration(webmWith({ clusters: [] }))).toBeNull();
  });
});
