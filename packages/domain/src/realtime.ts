import { z } from 'zod';

/**
 * What the live stream (/api/community/stream, server-sent events) tells a client. Payloads carry ids
 * and counts only: the client refetches what it shows, so nothing private rides on a broadcast.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('post_created'), postId: z.string(), authorId: z.string(), spaceId: z.string() }),
  z.object({ type: z.literal('post_changed'), postId: z.string() }),
  z.object({ type: z.literal('post_deleted'), postId: z.string() }),
  z.object({ type: z.literal('likes_changed'), postId: z.string(), likes: z.number().int() }),
  z.object({ type: z.literal('comments_changed'), postId: z.string(), comments: z.number().int() }),
  z.object({ type: z.literal('space_changed'), spaceId: z.string() }),
  z.object({ type: z.literal('notification') }),
  z.object({ type: z.literal('points_changed') }),
  z.object({ type: z.literal('event_changed'), eventId: z.string() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The SSE event name every message uses. */
export const LIVE_EVENT_NAME = 'community';
/** Seconds between keep-alive comments on an idle stream. */
export const LIVE_HEARTBEAT_SECONDS = 25;
/** Open live streams one member may hold on one server (a tab each). */
export const LIVE_STREAMS_PER_MEMBER = 5;
export const liveMessages = {
  tooManyStreams: 'Too many live connections are open. Close a tab and try again.',
} as const;
