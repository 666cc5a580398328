import { z } from 'zod';
import { paginationQuerySchema } from './api.js';
import { DISPLAY_ROLES } from './community.js';
import { SPACE_ROLES } from './spaces.js';

// Members directory, follows and the hub's profile summary.

export const MEMBERS_PAGE_SIZE = 12;
export const MEMBER_FILTERS = ['all', 'following', 'staff'] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];
/** Seen within this many minutes counts as online. */
export const ONLINE_MINUTES = 5;
export const ACTIVE_MEMBERS_LIMIT = 5;

export const membersQuerySchema = paginationQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(MEMBERS_PAGE_SIZE),
  q: z.string().trim().max(100).optional(),
  filter: z.enum(MEMBER_FILTERS).default('all'),
});

export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(DISPLAY_ROLES),
  bio: z.string().nullable(),
  joinedAt: z.string(),
  isFollowing: z.boolean(),
  isSelf: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

export const spaceMemberSchema = memberSchema.extend({ spaceRole: z.enum(SPACE_ROLES) });
export type SpaceMember = z.infer<typeof spaceMemberSchema>;

export const followResultSchema = z.object({ isFollowing: z.boolean(), followers: z.number().int() });
export type FollowResult = z.infer<typeof followResultSchema>;

export const communityMeSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(DISPLAY_ROLES),
  points: z.number().int(),
  level: z.number().int(),
  levelName: z.string(),
  toNextLevel: z.number().int().nullable(),
  posts: z.number().int(),
  following: z.number().int(),
  followers: z.number().int(),
  checklist: z.object({ profile: z.boolean(), space: z.boolean(), post: z.boolean() }),
});
export type CommunityMe = z.infer<typeof communityMeSchema>;

export const activeMembersSchema = z.object({
  online: z.number().int(),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      username: z.string(),
      avatarUrl: z.string().nullable(),
      online: z.boolean(),
    }),
  ),
});
export type ActiveMembers = z.infer<typeof activeMembersSchema>;

export const memberMessages = {
  cannotFollowSelf: 'You cannot follow yourself',
  memberNotFound: 'Member not found',
} as const;
