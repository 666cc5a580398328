import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { newMember, publish } from '../../test/community.js';
import { png, testZip, zipEntries } from '../../test/data-rights.js';
import { FAKE_S3_CREDENTIALS, startFakeS3 } from '../../test/fakes/fake-s3.js';
import { filesUnder, multipartBody } from '../../test/uploads.js';
import { exportBuildsSettled } from './exports.js';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeS3>>;

beforeAll(async () => {
  fake = await startFakeS3('rights-bucket');
  t = await createTestApp({
    S3_ENDPOINT: fake.endpoint,
    S3_BUCKET: 'rights-bucket',
    S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('data rights with S3 storage', () => {
  it('exports the uploads from the bucket into a zip kept in the bucket, and deletion empties the bucket of them', async () => {
    const member = await newMember(t, 'Bucket Owner');
    const other = await newMember(t, 'Bucket Neighbour');
    const upload = async (who: typeof member, url: string, fields?: Record<string, string>) => {
      const body = multipartBody({ filename: 'p.png', contentType: 'image/png', bytes: await png() }, fields);
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, cookie: who.cookie },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    };
    await upload(member, '/api/profile/avatar');
    await upload(member, '/api/posts/media', { content: 'From the bucket', visibility: 'public' });
    await upload(other, '/api/profile/avatar');
    await publish(member, 'Words only');
    const neighbourKeys = [...fake.objects.keys()].filter((k) => k.includes(other.id));
    expect(neighbourKeys).toHaveLength(1);

    expect((await member.call('POST', '/api/privacy/exports', {})).statusCode).toBe(202);
    await exportBuildsSettled(t.app.ctx);
    const exportKeys = [...fake.objects.keys()].filter((k) => k.startsWith('exports/'));
    expect(exportKeys).toHaveLength(1);
    expect(filesUnder(path.join(t.config.dataDir, 'uploads'))).toEqual([]);

    const latest = json<{ export: { downloadUrl: string } }>(await member.call('GET', '/api/privacy/exports'));
    const zip = path.join(t.config.dataDir, 'from-s3.zip');
    fs.mkdirSync(path.dirname(zip), { recursive: true });
    fs.writeFileSync(zip, (await member.call('GET', latest.export.downloadUrl)).rawPayload);
    expect(await testZip(zip)).toMatch(/No errors detected|Done testing/);
    const entries = await zipEntries(zip);
    expect(entries).toContain('uploads/avatar.webp');
    expect(entries.filter((e) => e.startsWith('uploads/posts/'))).toHaveLength(1);

    const res = await member.call('POST', '/api/privacy/delete-account', { password: 'secret-pass-1' });
    expect(res.statusCode).toBe(204);
    expect([...fake.objects.keys()].sort()).toEqual(neighbourKeys);
  });
});
