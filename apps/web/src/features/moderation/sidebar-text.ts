/**
 * The sidebar's words for the moderation entries. Kept apart from copy.ts, whose rule and reason labels
 * bring the domain's zod schemas, so the signed-in shell does not load them (issue 20).
 */
export const moderationSidebarText = {
  moderation: 'Moderation',
  users: 'Users',
};
