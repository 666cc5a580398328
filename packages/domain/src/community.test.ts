import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SPACE_COLOR,
  DEFAULT_SPACE_ICON,
  EMOJIS,
  levelName,
  SPACE_COLORS,
  SPACE_ICONS,
  tabFromCommunityHash,
  timeAgo,
} from './community.js';
import { canPublish, createPostSchema } from './community-posts.js';
import { isUpcoming, safeLinkSchema, spotsLeft } from './events-ui.js';
import { describeContribution, rangeDays } from './leaderboard.js';
import { createSpaceSchema } from './spaces.js';

describe('community constants', () => {
  it('has about 62 distinct emojis and the spec’s space choices and defaults', () => {
    expect(EMOJIS).toHaveLength(62);
    expect(new Set(EMOJIS).size).toBe(EMOJIS.length);
    expect(SPACE_ICONS).toEqual(['🎮', '🎨', '📱', '📚', '🎬', '🎵', '💻', '🎯', '🏆', '🌟']);
    expect(SPACE_COLORS).toEqual(['#8B5CF6', '#EC4899', '#3B82F6', '#10B981', '#F59E0B', '#EF4444']);
    expect([DEFAULT_SPACE_ICON, DEFAULT_SPACE_COLOR]).toEqual(['🎮', '#8B5CF6']);
    expect(createSpaceSchema.parse({ name: ' Club ' })).toEqual({ name: 'Club', icon: '🎮', color: '#8B5CF6' });
  });

  it('selects Spaces for the hash spaces only', () => {
    expect(tabFromCommunityHash('#spaces')).toBe('spaces');
    expect(tabFromCommunityHash('spaces')).toBe('spaces');
    expect(tabFromCommunityHash('#members')).toBeNull();
    expect(tabFromCommunityHash('')).toBeNull();
  });

  it('names levels, Newcomer first', () => {
    expect(levelName(1)).toBe('Newcomer');
    expect(levelName(9)).toBe('Legend');
    expect(levelName(42)).toBe('Legend');
  });
});

describe('timeAgo', () => {
  const now = new Date('2030-01-10T12:00:00Z');
  it.each([
    ['2030-01-10T11:59:30Z', 'Just now'],
    ['2030-01-10T11:55:00Z', '5m ago'],
    ['2030-01-10T09:00:00Z', '3h ago'],
    ['2030-01-08T12:00:00Z', '2d ago'],
  ])('%s is %s', (iso, expected) => {
    expect(timeAgo(iso, now)).toBe(expected);
  });
  it('shows a date after a week', () => {
    expect(timeAgo('2029-12-01T12:00:00Z', now)).toMatch(/2029/);
  });
});

describe('canPublish', () => {
  const draft = { type: 'post' as const, content: '', hasMedia: false, eventTitle: '', eventDate: '' };
  it('needs text for a post, a file for image and video, title, date and text for an event', () => {
    expect(canPublish(draft)).toBe(false);
    expect(canPublish({ ...draft, content: '  ' })).toBe(false);
    expect(canPublish({ ...draft, content: 'hi' })).toBe(true);
    expect(canPublish({ ...draft, type: 'image' })).toBe(false);
    expect(canPublish({ ...draft, type: 'video', hasMedia: true })).toBe(true);
    expect(canPublish({ ...draft, type: 'event', content: 'x', eventTitle: 'T' })).toBe(false);
    expect(canPublish({ ...draft, type: 'event', content: 'x', eventTitle: 'T', eventDate: '2030-01-01' })).toBe(true);
    expect(canPublish({ ...draft, type: 'event', eventTitle: 'T', eventDate: '2030-01-01' })).toBe(false);
  });
  it('is enforced by the create schema too', () => {
    expect(createPostSchema.safeParse({ type: 'post', content: ' ' }).success).toBe(false);
    expect(createPostSchema.safeParse({ type: 'post', content: 'ok' }).success).toBe(true);
    expect(createPostSchema.safeParse({ type: 'image', content: 'ok' }).success).toBe(false);
  });
});

describe('events and leaderboard helpers', () => {
  it('splits upcoming from past and counts spots', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(isUpcoming('2030-01-01T00:00:01Z', now)).toBe(true);
    expect(isUpcoming('2030-01-01T00:00:00Z', now)).toBe(false);
    expect(spotsLeft({ attendees: 3, maxAttendees: 5 })).toBe(2);
    expect(spotsLeft({ attendees: 7, maxAttendees: 5 })).toBe(0);
    expect(spotsLeft({ attendees: 3, maxAttendees: null })).toBeNull();
  });
  it('accepts only web and site-relative material links', () => {
    for (const ok of ['https://example.com/a', '/courses/x']) expect(safeLinkSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'ftp://x']) {
      expect(safeLinkSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
  it('describes contributions and range lengths', () => {
    expect(describeContribution({ posts: 1, comments: 2, likes: 0, events: 1, courses: 0 })).toBe(
      '1 post · 2 comments · 1 event',
    );
    expect(describeContribution({ posts: 0, comments: 0, likes: 0, events: 0, courses: 2 })).toBe(
      '2 courses completed',
    );
    expect(describeContribution({ posts: 0, comments: 0, likes: 0, events: 0, courses: 0 })).toBe('Daily streak');
    expect([rangeDays('7days'), rangeDays('30days'), rangeDays('alltime')]).toEqual([7, 30, null]);
  });
});
