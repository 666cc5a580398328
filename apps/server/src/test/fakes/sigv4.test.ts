import { describe, expect, it } from 'vitest';
import { sha256Hex, signRequest } from './sigv4.js';

// AWS's published example (S3 API reference, "Signature Calculations for the Authorization
// Header", Example: GET Object): fixed keys, date and request, known signature.
describe('signRequest', () => {
  it('reproduces the signature of AWS’s GET Object example', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: sha256Hex(''),
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('changes the signature when the secret, payload or path changes', () => {
    const base = {
      method: 'PUT',
      url: new URL('http://127.0.0.1:9000/bucket/avatars/a.webp'),
      payloadHash: sha256Hex('abc'),
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      date: new Date('2024-01-01T00:00:00Z'),
    };
    const signature = (over: Partial<typeof base>) => signRequest({ ...base, ...over }).authorization;
    const original = signature({});
    expect(signature({ secretAccessKey: 'other' })).not.toBe(original);
    expect(signature({ payloadHash: sha256Hex('abd') })).not.toBe(original);
    expect(signature({ url: new URL('http://127.0.0.1:9000/bucket/avatars/b.webp') })).not.toBe(original);
  });
});
