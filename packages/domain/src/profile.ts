import { z } from 'zod';
import { FULL_NAME_MAX_LENGTH, USERNAME_PATTERN } from './auth.js';
import { hasUnsafeLinkChar, resolveSafeLink } from './links.js';
import { acknowledgeShape, changesSomething, moderationStateSchema } from './safety.js';

/** Upload cap of the storage bucket: 5 MB. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Stored avatars are re-encoded to a square of this size. */
export const AVATAR_SIZE_PX = 512;
/** What the file picker offers; the server decides by content, not by this list. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
export const BIO_MAX_LENGTH = 300;
export const WEBSITE_MAX_LENGTH = 200;

/** Profile and avatar texts: fixed and verbatim down to the marked line (decision 1401). */
export const profileMessages = {
  fileTooLarge: { title: 'File too large', description: 'Please select an image under 5MB.' },
  invalidFileType: { title: 'Invalid file type', description: 'Please select an image file.' },
  imageError: {
    title: 'Image error',
    description: 'There was a problem processing the image. Please try another one.',
  },
  noChanges: { title: 'No changes', description: 'No changes were made to your profile.' },
  emailCannotBeChanged: 'Email cannot be changed',
  profileUpdated: 'Profile updated',
  avatarUpdated: 'Avatar updated',
  loadFailed: { title: 'Error loading profile', description: 'There was an error loading your profile information.' },
  uploadFailed: {
    title: 'Upload failed',
    description: 'There was an error uploading your profile picture. Please try again.',
  },
  updateFailed: { title: 'Update failed', description: 'There was an error updating your profile. Please try again.' },
  avatarBucket: 'Failed to ensure avatars bucket exists',
  avatarUrl: 'Failed to get public URL for uploaded avatar',
  recommendedImage: 'Recommended: a square JPG, PNG or GIF, at most 5MB.',
  // Ours from here on: no fixed text exists for these.
  usernameRule: 'Username must be 3 to 30 characters: lowercase letters, numbers and underscores',
  usernameTaken: 'This username is already taken',
  websiteInvalid: 'Please enter a full web address starting with http:// or https://',
  nothingToSave: 'Send at least one field to change',
  avatarRemoved: 'Avatar removed',
  chooseFile: 'Please choose an image to upload',
} as const;

export const usernameSchema = z.string().trim().toLowerCase().regex(USERNAME_PATTERN, profileMessages.usernameRule);

/** Free text that may be cleared: trimmed, and '' means "none" (null). */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v));
}

/** A profile's website: an absolute http(s) address on a dotted host, or '' for none (decision 1332). */
export const websiteSchema = z
  .string()
  .refine((v) => !hasUnsafeLinkChar(v), { message: profileMessages.websiteInvalid, abort: true })
  .trim()
  .max(WEBSITE_MAX_LENGTH)
  .refine((v) => v === '' || isWebsite(v), profileMessages.websiteInvalid)
  .transform((v) => (v === '' ? null : v));

function isWebsite(value: string): boolean {
  return resolveSafeLink(value, { paths: false })?.hostname.includes('.') ?? false;
}

/** The Account Information form, as the browser holds it (all strings). */
export const profileFormSchema = z.object({
  username: usernameSchema,
  fullName: optionalText(FULL_NAME_MAX_LENGTH),
  bio: optionalText(BIO_MAX_LENGTH),
  website: websiteSchema,
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;

/** PATCH /api/profile: only the fields that changed; email is refused with 'Email cannot be changed'. */
export const profileUpdateSchema = z
  .strictObject({
    username: usernameSchema.optional(),
    fullName: optionalText(FULL_NAME_MAX_LENGTH).optional(),
    bio: optionalText(BIO_MAX_LENGTH).optional(),
    website: websiteSchema.optional(),
    email: z
      .unknown()
      .refine((v) => v === undefined, profileMessages.emailCannotBeChanged)
      .optional(),
    ...acknowledgeShape,
  })
  .refine((body) => changesSomething(body, ['email']), profileMessages.nothingToSave);
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  email: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** What other members see. */
export const publicProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  joinedAt: z.string(),
  level: z.number().int(),
  points: z.number().int(),
  postCount: z.number().int(),
  /** The viewer has blocked / muted this member (issue 16: the profile menu offers the undo). */
  blockedByMe: z.boolean(),
  mutedByMe: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const avatarResponseSchema = z.object({ avatarUrl: z.string().nullable() });

/** The image type by its first bytes (JPEG, PNG, GIF, WebP), or null: the name and declared type prove nothing. */
export function imageTypeFromBytes(head: Uint8Array): string | null {
  const at = (offset: number, ...bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

export type AvatarProblem = 'fileTooLarge' | 'invalidFileType' | 'imageError';

/** The browser's checks before an upload, size first, then type; the server repeats them on the content. */
export function avatarFileProblem(file: { size: number; type: string }, head: Uint8Array): AvatarProblem | null {
  if (file.size > AVATAR_MAX_BYTES) return 'fileTooLarge';
  if (!file.type.startsWith('image/') || !imageTypeFromBytes(head)) return 'invalidFileType';
  return null;
}

/** A public post as listed on a profile. */
export const profilePostSchema = z.object({
  id: z.string(),
  type: z.string(),
  content: z.string(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  createdAt: z.string(),
  moderationState: moderationStateSchema,
});
export type ProfilePost = z.infer<typeof profilePostSchema>;

/** Where a member's public profile lives in the web app. */
export function profilePath(username: string): string {
  return `/profile/${encodeURIComponent(username)}`;
}

/** Labels of the profile screens: ours, except the section names, which are fixed (decision 1401). */
export const profileText = {
  title: 'Profile',
  pictureTitle: 'Profile Picture',
  pictureHint: 'Shown in the header, on your posts and on your public profile.',
  chooseImage: 'Choose image',
  changeImage: 'Change image',
  upload: 'Upload',
  uploading: 'Uploading...',
  cancel: 'Cancel',
  removePicture: 'Remove picture',
  previewAlt: 'Preview of your new profile picture',
  currentAlt: 'Your profile picture',
  accountTitle: 'Account Information',
  accountHint: 'How other members see you.',
  username: 'Username',
  fullName: 'Full name',
  bio: 'Bio',
  bioPlaceholder: 'Tell the community about yourself',
  website: 'Website',
  websitePlaceholder: 'https://your-site.example',
  email: 'Email',
  save: 'Save changes',
  saving: 'Saving...',
  changePassword: 'Change Password',
  securityTitle: 'Password',
  securityHint: 'Change the password you sign in with. Two-factor sign-in is in Settings.',
  securityLink: 'Login details',
  publicTitle: 'Your public profile',
  publicHint: 'This is what other members see.',
  level: (level: number) => `Level ${level}`,
  points: (points: number) => `${points} points`,
  posts: (count: number) => (count === 1 ? '1 post' : `${count} posts`),
  joined: (date: string) => `Joined ${date}`,
  recentPosts: 'Recent posts',
  noPosts: 'No public posts yet.',
  morePosts: 'Show more posts',
  likes: (n: number) => (n === 1 ? '1 like' : `${n} likes`),
  comments: (n: number) => (n === 1 ? '1 comment' : `${n} comments`),
  notFound: 'Member not found',
  notFoundHint: 'This member does not exist or changed their username.',
  backToMembers: 'Back to Members',
} as const;
