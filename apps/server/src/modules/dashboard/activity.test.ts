import { describe, expect, it } from 'vitest';
import { activityLink } from './activity.js';

describe('activityLink', () => {
  const base = { slug: null, position: null, ref: null, subject: '' };
  it('leads each kind of activity to where it happened', () => {
    expect(activityLink({ ...base, kind: 'enrolled' })).toBe('/courses/dashboard');
    expect(activityLink({ ...base, kind: 'module_completed', slug: 'story', position: 3 })).toBe(
      '/courses/story/module/3',
    );
    expect(activityLink({ ...base, kind: 'commented', slug: 'story', position: 1 })).toBe('/courses/story/module/1');
    expect(activityLink({ ...base, kind: 'rsvp', ref: 'abc' })).toBe('/event/abc');
    expect(activityLink({ ...base, kind: 'generated', subject: 'story' })).toBe('/tools#story');
  });
  it('sends the video tool to the #edit tab and gives no link when data is missing', () => {
    expect(activityLink({ ...base, kind: 'generated', subject: 'video' })).toBe('/tools#edit');
    expect(activityLink({ ...base, kind: 'commented' })).toBeNull();
    expect(activityLink({ ...base, kind: 'unknown' })).toBeNull();
  });
});
