import { z } from 'zod';
import { DISPLAY_ROLES } from './community.js';
import { EVENT_TYPES } from './events.js';
import { acknowledgeShape, moderationStateSchema } from './safety.js';

/** The post and comment forms' messages (errors catalogue: errors.posts.*). */
export const postFormTexts = {
  nothingToChange: 'Nothing to change',
  commentRequired: 'Write something first',
} as const;

// Posts, comments and likes of the community feed (decision 0706).

export const POST_TYPES = ['post', 'image', 'video', 'event'] as const;
export type PostType = (typeof POST_TYPES)[number];
export const POST_VISIBILITIES = ['public', 'private'] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];

export const POST_CONTENT_MAX = 5000;
export const COMMENT_CONTENT_MAX = 2000;
export const FEED_PAGE_SIZE = 10;
export const POST_COMMENTS_PAGE_SIZE = 20;
export const TRENDING_LIMIT = 5;
/** Trending = likes and comments received within this many days. */
export const TRENDING_DAYS = 7;

export const FEED_CHIPS = ['all', 'following', 'popular'] as const;
export type FeedChip = (typeof FEED_CHIPS)[number];
/** The feed's filter menu: one choice at a time. */
export const FEED_FILTERS = ['public', 'private', 'image', 'video', 'event'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

export const feedQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(FEED_PAGE_SIZE),
  chip: z.enum(FEED_CHIPS).default('all'),
  filter: z.enum(FEED_FILTERS).optional(),
  spaceId: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const authorSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  /** Admin, Moderator or none, by the rules of decision 0702. */
  badge: z.enum(DISPLAY_ROLES).nullable(),
});
export type Author = z.infer<typeof authorSchema>;

export const postMediaSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('image'), url: z.string() }),
  z.object({ kind: z.literal('video'), url: z.string() }),
  z.object({
    kind: z.literal('event'),
    eventId: z.string(),
    title: z.string(),
    startsAt: z.string(),
    location: z.string(),
  }),
]);
export type PostMedia = z.infer<typeof postMediaSchema>;

export const postSpaceSchema = z.object({ id: z.string(), name: z.string(), icon: z.string(), color: z.string() });

export const postSchema = z.object({
  id: z.string(),
  author: authorSchema,
  content: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  likes: z.number().int(),
  comments: z.number().int(),
  space: postSpaceSchema,
  type: z.enum(POST_TYPES),
  media: postMediaSchema.nullable(),
  isLiked: z.boolean(),
  visibility: z.enum(POST_VISIBILITIES),
  /** The viewer wrote it, so may edit and delete it. */
  isOwn: z.boolean(),
  /** Seen only by the author (hidden) and moderators (hidden, removed); null for everyone else. */
  moderationState: moderationStateSchema,
});
export type Post = z.infer<typeof postSchema>;

export const feedPageSchema = z.object({ items: z.array(postSchema), nextCursor: z.string().nullable() });
export type FeedPage = z.infer<typeof feedPageSchema>;

const postText = z.string().max(POST_CONTENT_MAX);

export const EVENT_TITLE_MAX = 120;
export const EVENT_LOCATION_MAX = 200;

/** The event an event post creates: title, date, location and type. */
export const eventDraftSchema = z.strictObject({
  title: z.string().trim().min(1).max(EVENT_TITLE_MAX),
  startsAt: z.iso.datetime({ offset: true }),
  location: z.string().trim().max(EVENT_LOCATION_MAX).default(''),
  type: z.enum(EVENT_TYPES).default('discussion'),
});

export interface ComposerDraft {
  type: PostType;
  content: string;
  hasMedia: boolean;
  eventTitle: string;
  eventDate: string;
}

/**
 * Post is disabled for a blank text post, an image or video post without its file, an
 * event without title or date. Publishing also needs text unless the type is image or video.
 */
export function canPublish(d: ComposerDraft): boolean {
  const hasText = d.content.trim().length > 0;
  switch (d.type) {
    case 'post':
      return hasText;
    case 'image':
    case 'video':
      return d.hasMedia;
    case 'event':
      return hasText && d.eventTitle.trim().length > 0 && d.eventDate.trim().length > 0;
  }
}

/** A text or event post (JSON). Image and video posts arrive as multipart with the same fields. */
export const createPostSchema = z
  .strictObject({
    type: z.enum(['post', 'event']),
    content: postText,
    visibility: z.enum(POST_VISIBILITIES).default('public'),
    spaceId: z.uuid().optional(),
    event: eventDraftSchema.optional(),
    ...acknowledgeShape,
  })
  .superRefine((value, ctx) => {
    const draft = {
      type: value.type,
      content: value.content,
      hasMedia: false,
      eventTitle: value.event?.title ?? '',
      eventDate: value.event?.startsAt ?? '',
    };
    if (!canPublish(draft)) ctx.addIssue({ code: 'custom', message: postMessages.cannotPublish });
    if (value.type === 'post' && value.event) ctx.addIssue({ code: 'custom', message: postMessages.cannotPublish });
  });
export type CreatePostInput = z.input<typeof createPostSchema>;

/** The text fields of an image or video post, sent beside the file. */
export const mediaPostFieldsSchema = z.strictObject({
  content: postText.default(''),
  visibility: z.enum(POST_VISIBILITIES).default('public'),
  spaceId: z.uuid().optional(),
  /** A multipart field is text: 'true' after the safety coach. */
  acknowledgePersonalInfo: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export const updatePostSchema = z
  .strictObject({
    content: postText.optional(),
    visibility: z.enum(POST_VISIBILITIES).optional(),
    ...acknowledgeShape,
  })
  .refine((v) => v.content !== undefined || v.visibility !== undefined, { message: postFormTexts.nothingToChange });

export const postCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  author: authorSchema,
  content: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  isOwn: z.boolean(),
  moderationState: moderationStateSchema,
});
export type PostComment = z.infer<typeof postCommentSchema>;

export const postCommentsPageSchema = z.object({
  items: z.array(postCommentSchema),
  nextCursor: z.string().nullable(),
});
export type PostCommentsPage = z.infer<typeof postCommentsPageSchema>;

export const postCommentsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(POST_COMMENTS_PAGE_SIZE),
});

export const postCommentInputSchema = z.strictObject({
  content: z.string().trim().min(1, postFormTexts.commentRequired).max(COMMENT_CONTENT_MAX),
  ...acknowledgeShape,
});

export const likeResultSchema = z.object({ liked: z.boolean(), likes: z.number().int() });
export type LikeResult = z.infer<typeof likeResultSchema>;

export const trendingPostSchema = z.object({
  id: z.string(),
  excerpt: z.string(),
  authorName: z.string(),
  engagement: z.number().int(),
});
export type TrendingPost = z.infer<typeof trendingPostSchema>;

/** Image posts share the upload cap; videos cannot be re-encoded here, so they get their own cap (decision 0708). */
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const POST_VIDEO_MAX_BYTES = 20 * 1024 * 1024;

export const postMessages = {
  mediaTooLarge: 'Images can be up to 5 MB and videos up to 20 MB',
  mediaWrongType: 'Choose a JPG, PNG, GIF or WebP image, or an MP4 or WebM video',
  mediaMissing: 'Choose a file to post',
  mediaBroken: 'This image could not be read. Please try another one.',
  videoBroken: 'This video could not be read. Please try another one.',
  videoLocation: 'This video contains location data. Remove it and try again.',
  mediaMismatch: 'The file does not match the post type',
  cannotPublish: 'Add the missing details before posting',
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  notYourPost: 'Only the author can change this post',
  notYourComment: 'Only the author can change this comment',
} as const;

export const postParamsSchema = z.object({ postId: z.uuid() });
export const commentParamsSchema = z.object({ commentId: z.uuid() });
