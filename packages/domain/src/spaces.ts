import { z } from 'zod';
import { paginationQuerySchema } from './api.js';
import { DEFAULT_SPACE_COLOR, DEFAULT_SPACE_ICON, SPACE_COLORS, SPACE_ICONS } from './community.js';
import { acknowledgeShape, changesSomething, moderationStateSchema } from './safety.js';

// Spaces: Your Spaces, Discover Spaces, Create Space and space roles (decisions 0702, 0706).

export const SPACE_ROLES = ['admin', 'moderator', 'member'] as const;
export type SpaceRole = (typeof SPACE_ROLES)[number];
export const SPACE_NAME_MAX = 60;
export const SPACE_DESCRIPTION_MAX = 500;
export const SPACES_PAGE_SIZE = 12;

export const spaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  color: z.string(),
  categories: z.array(z.string()),
  memberCount: z.number().int(),
  /** Public posts only: private posts never show in a count. */
  postCount: z.number().int(),
  isJoined: z.boolean(),
  /** The viewer's role in the space, or null when not a member. */
  role: z.enum(SPACE_ROLES).nullable(),
  createdAt: z.string(),
  moderationState: moderationStateSchema,
});
export type Space = z.infer<typeof spaceSchema>;

export const spacesQuerySchema = paginationQuerySchema.extend({
  scope: z.enum(['joined', 'all']).default('all'),
  pageSize: z.coerce.number().int().min(1).max(100).default(SPACES_PAGE_SIZE),
});

/** The space forms' messages (errors catalogue: errors.spaces.*). */
export const spaceFormTexts = { nameRequired: 'Space name is required', nothingToChange: 'Nothing to change' } as const;

const spaceName = z.string().trim().min(1, spaceFormTexts.nameRequired).max(SPACE_NAME_MAX);
const spaceDescription = z.string().trim().max(SPACE_DESCRIPTION_MAX);

export const createSpaceSchema = z.strictObject({
  name: spaceName,
  description: spaceDescription.optional(),
  icon: z.enum(SPACE_ICONS).default(DEFAULT_SPACE_ICON),
  color: z.enum(SPACE_COLORS).default(DEFAULT_SPACE_COLOR),
  ...acknowledgeShape,
});
export type CreateSpaceInput = z.input<typeof createSpaceSchema>;

export const updateSpaceSchema = z
  .strictObject({
    name: spaceName.optional(),
    description: spaceDescription.optional(),
    icon: z.enum(SPACE_ICONS).optional(),
    color: z.enum(SPACE_COLORS).optional(),
    ...acknowledgeShape,
  })
  .refine((v) => changesSomething(v), { message: spaceFormTexts.nothingToChange });
export type UpdateSpaceInput = z.input<typeof updateSpaceSchema>;

export const membershipResultSchema = z.object({ isJoined: z.boolean(), memberCount: z.number().int() });
export type MembershipResult = z.infer<typeof membershipResultSchema>;

export const spaceMessages = {
  settingsPlaceholder: 'Only the admins of this space can change its settings.',
  lastAdminCannotLeave: 'You are the only admin of this space: make someone else admin before leaving',
  saved: 'Space updated',
} as const;
