// Community hub and emoji picker: texts and constants.

export const COMMUNITY_TABS = [
  { value: 'feed', label: 'Feed', path: '/feed' },
  { value: 'spaces', label: 'Spaces', path: '/spaces' },
  { value: 'members', label: 'Members', path: '/members' },
  { value: 'events', label: 'Events', path: '/events' },
  { value: 'leaderboard', label: 'Leaderboard', path: '/leaderboard' },
] as const;
export type CommunityTab = (typeof COMMUNITY_TABS)[number]['value'];

/** The hash 'spaces' selects Spaces (also on a later hash change); anything else keeps the tab. */
export function tabFromCommunityHash(hash: string): CommunityTab | null {
  return hash.replace(/^#/, '') === 'spaces' ? 'spaces' : null;
}

/** The emoji picker's grid (faces, gestures, hearts, stars, party items). */
// biome-ignore format: a grid reads better
export const EMOJIS = [
  '😀', '😃', '😄', '😁', '😆', '😅', '😂', '🤣', '😊', '😇', '🙂', '😉', '😍', '🥰', '😘', '😋',
  '😎', '🤩', '🥳', '🤔', '🤗', '🤭', '😮', '😲', '😴', '😢', '😭', '😤', '😱', '🙄', '👍', '👎',
  '👏', '🙌', '👋', '🤝', '🙏', '💪', '✌️', '🤞', '👌', '✍️', '❤️', '🧡', '💛', '💚', '💙', '💜',
  '🖤', '💖', '⭐', '🌟', '✨', '💫', '🔥', '🎉', '🎊', '🎈', '🎁', '🏆', '🎯', '💡',
] as const;

/** Create Space choices and defaults. */
export const SPACE_ICONS = ['🎮', '🎨', '📱', '📚', '🎬', '🎵', '💻', '🎯', '🏆', '🌟'] as const;
export const SPACE_COLORS = ['#8B5CF6', '#EC4899', '#3B82F6', '#10B981', '#F59E0B', '#EF4444'] as const;
export const DEFAULT_SPACE_ICON = '🎮';
export const DEFAULT_SPACE_COLOR = '#8B5CF6';
/** A published post goes into this space unless another is chosen (decision 0706). */
export const DEFAULT_POST_SPACE_NAME = 'Content Creation';

/** Display roles, shown as badges (decision 0702). */
export const DISPLAY_ROLES = ['Admin', 'Moderator', 'Member'] as const;
export type DisplayRole = (typeof DISPLAY_ROLES)[number];

/** Names of levels 1 to 9: 'Newcomer' for level 1 is fixed, the rest are ours (docs/decisions/0703). */
export const LEVEL_NAMES = [
  'Newcomer',
  'Explorer',
  'Contributor',
  'Creator',
  'Storyteller',
  'Influencer',
  'Trailblazer',
  'Luminary',
  'Legend',
] as const;

export function levelName(level: number): string {
  return LEVEL_NAMES[Math.min(Math.max(level, 1), LEVEL_NAMES.length) - 1] ?? LEVEL_NAMES[0];
}

/** Relative time as the prototype's timeAgo: 'Just now' under a minute, then minutes, hours, days, a date. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return communityMessages.justNow;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The community hub's fixed texts, verbatim (decision 1401). */
export const communityMessages = {
  justNow: 'Just now',
  newMemberChecklist: 'New Member Checklist',
  checklist: { profile: 'Complete your profile', space: 'Join a space', post: 'Create your first post' },
  trendingPosts: 'Trending Posts',
  activeMembers: 'Active Members',
  newPost: 'New Post',
  viewAll: 'View All',
  pickAnEmoji: 'Pick an emoji',
  filters: { public: 'Public posts', private: 'Private posts', image: 'Images', video: 'Videos', event: 'Events' },
  chips: { all: 'All Posts', following: 'Following', popular: 'Popular' },
  // Spaces
  yourSpaces: 'Your Spaces',
  discoverSpaces: 'Discover Spaces',
  createSpace: 'Create Space',
  viewSpace: 'View Space',
  joinSpace: 'Join Space',
  joined: 'Joined',
  noDescription: 'No description available',
  noPostsYet: 'No posts yet',
  beFirstToPost: 'Be the first to post in this space!',
  spaceNotFound: 'Space not found',
  spaceNotFoundText: "The space you're looking for doesn't exist or has been removed.",
  // Members
  allMembers: 'All Members',
  following: 'Following',
  adminsAndMods: 'Admins & Mods',
  follow: 'Follow',
  loadMoreMembers: 'Load More Members',
  showingMembers: (shown: number, total: number) => `Showing ${shown} of ${total} members`,
  // Leaderboard
  ranges: { '7days': '7 days', '30days': '30 days', alltime: 'All time' },
  yourLevel: 'Your Level',
  howToEarnPoints: 'How to Earn Points',
  topContributors: 'Top Contributors',
  columns: { rank: 'Rank', member: 'Member', contribution: 'Contribution', points: 'Points' },
} as const;
