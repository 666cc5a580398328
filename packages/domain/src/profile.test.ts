import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  avatarFileProblem,
  imageTypeFromBytes,
  profileFormSchema,
  profileUpdateSchema,
} from './profile.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
const TEXT = new TextEncoder().encode('just some text, not a picture');

describe('imageTypeFromBytes', () => {
  it('knows JPEG, PNG, GIF and WebP by their first bytes and nothing else', () => {
    expect(imageTypeFromBytes(JPEG)).toBe('image/jpeg');
    expect(imageTypeFromBytes(PNG)).toBe('image/png');
    expect(imageTypeFromBytes(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(imageTypeFromBytes(WEBP)).toBe('image/webp');
    expect(imageTypeFromBytes(TEXT)).toBeNull();
    expect(imageTypeFromBytes(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('avatarFileProblem', () => {
  it('checks size first, then type by name and content', () => {
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES + 1, type: 'image/png' }, PNG)).toBe('fileTooLarge');
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES, type: 'image/png' }, PNG)).toBeNull();
    expect(avatarFileProblem({ size: 10, type: 'image/png' }, TEXT)).toBe('invalidFileType');
    expect(avatarFileProblem({ size: 10, type: 'text/plain' }, PNG)).toBe('invalidFileType');
  });
});

describe('profile schemas', () => {
  it('normalises the form: lower-case username, empty optional fields become null', () => {
    expect(profileFormSchema.parse({ username: ' Robin_W ', fullName: ' ', bio: '', website: '' })).toEqual({
      username: 'robin_w',
      fullName: null,
      bio: null,
      website: null,
    });
  });

  it('refuses bad usernames and websites that are not http(s) addresses', () => {
    expect(profileFormSchema.safeParse({ username: 'ab', fullName: '', bio: '', website: '' }).success).toBe(false);
    expect(profileFormSchema.safeParse({ username: 'a b c', fullName: '', bio: '', website: '' }).success).toBe(false);
    for (const website of ['javascript:alert(1)', 'example', 'ftp://example.com', 'http://localhost']) {
      const result = profileFormSchema.safeParse({ username: 'robin', fullName: '', bio: '', website });
      expect(result.success, website).toBe(false);
    }
    expect(
      profileFormSchema.parse({ username: 'robin', fullName: '', bio: '', website: 'https://x.io/me' }).website,
    ).toBe('https://x.io/me');
  });

  it('refuses an email change with the spec text, unknown keys, and an empty update', () => {
    const email = profileUpdateSchema.safeParse({ fullName: 'A', email: 'new@example.com' });
    expect(email.success).toBe(false);
    expect(email.error?.issues[0]?.message).toBe('Email cannot be changed');
    expect(profileUpdateSchema.safeParse({ avatarUrl: '/x' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({}).success).toBe(false);
    expect(profileUpdateSchema.parse({ bio: 'Hi' })).toEqual({ bio: 'Hi' });
  });
});
