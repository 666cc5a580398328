import { describe, expect, it } from 'vitest';
import {
  AI_TOOL_TABS,
  audienceRequestSchema,
  downloadNames,
  storyRequestSchema,
  tabFromHash,
  videoRequestSchema,
} from './ai.js';

describe('AI tools tabs', () => {
  it('has the six tabs of the spec, in order, with story as default', () => {
    expect(AI_TOOL_TABS.map((t) => t.value)).toEqual(['story', 'edit', 'sound', 'learn', 'business', 'audience']);
    expect(tabFromHash('')).toBe('story');
    expect(tabFromHash('#learn')).toBe('learn');
    expect(tabFromHash('audience')).toBe('audience');
    expect(tabFromHash('#nope')).toBe('story');
  });
});

describe('request schemas', () => {
  it('apply the spec defaults and the empty-prompt notice', () => {
    expect(storyRequestSchema.parse({ prompt: ' a comet ' })).toEqual({
      prompt: 'a comet',
      contentType: 'story-outline',
      genre: 'fantasy',
    });
    const empty = storyRequestSchema.safeParse({ prompt: '  ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Please enter a story prompt');
    expect(videoRequestSchema.parse({ prompt: 'x' })).toEqual({ prompt: 'x', style: 'cinematic', duration: 15 });
    expect(videoRequestSchema.safeParse({ prompt: 'x', duration: 7 }).success).toBe(false);
  });

  it('accept an audience link or handle only', () => {
    const base = { platform: 'blog', analysisType: 'audience' } as const;
    for (const target of ['https://my.blog/post', '@ink_and.pixels', 'inkandpixels']) {
      expect(audienceRequestSchema.safeParse({ ...base, target }).success, target).toBe(true);
    }
    for (const target of ['ftp://x.y', 'two words', 'https://nodot', '@']) {
      expect(audienceRequestSchema.safeParse({ ...base, target }).success, target).toBe(false);
    }
  });
});

describe('download names', () => {
  it('follow the fixed patterns', () => {
    const at = new Date('2024-03-05T10:20:30.000Z');
    expect(downloadNames.story('tiktok', at)).toBe('story-tiktok-2024-03-05.md');
    expect(downloadNames.businessPlan('coaching', 'grow')).toBe('coaching-grow-business-plan.md');
    expect(downloadNames.video(at)).toBe(`ai-generated-video-${at.getTime()}.mp4`);
  });
});
