import { CONTENT_TYPES, GENRES } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import { offlineAudiencePlan } from './audience.js';
import { offlineBusinessPlan } from './business.js';
import { GENRE_KITS } from './genres.js';
import { offlineLearningPath } from './learn.js';
import { offlineStory } from './story.js';

const PROMPT = 'Write a story about a clockmaker who can pause time';
const SOCIAL = ['youtube', 'tiktok', 'linkedin', 'twitter', 'instagram'];

describe('offlineStory', () => {
  it('writes every content type in every genre around the prompt’s subject', () => {
    const texts = new Set<string>();
    for (const { value: contentType } of CONTENT_TYPES) {
      for (const genre of GENRES) {
        const text = offlineStory({ prompt: PROMPT, contentType, genre });
        expect(text, `${contentType}/${genre}`).toContain('clockmaker who can pause time');
        const kit = GENRE_KITS[genre];
        const lower = text.toLowerCase();
        const flavoured = [kit.label, kit.tone, ...kit.names, ...kit.places].some((w) =>
          lower.includes(w.toLowerCase()),
        );
        expect(flavoured, `${contentType}/${genre} uses its genre`).toBe(true);
        texts.add(text);
      }
    }
    expect(texts.size).toBe(CONTENT_TYPES.length * GENRES.length);
  });

  it('reads differently for another prompt', () => {
    const a = offlineStory({ prompt: PROMPT, contentType: 'story-outline', genre: 'fantasy' });
    const b = offlineStory({
      prompt: 'a girl who trains storm clouds',
      contentType: 'story-outline',
      genre: 'fantasy',
    });
    expect(b).toContain('a girl who trains storm clouds');
    expect(b.replace('girl who trains storm clouds', '')).not.toBe(a.replace('clockmaker who can pause time', ''));
  });

  it('gives the posting hint to social formats and keeps hashtags within 30', () => {
    for (const contentType of SOCIAL) {
      const text = offlineStory({ prompt: PROMPT, contentType: contentType as 'youtube', genre: 'comedy' });
      expect(text, contentType).toContain('post 3 times weekly');
      expect((text.match(/#\w+/g) ?? []).length, contentType).toBeLessThanOrEqual(30);
    }
    expect(offlineStory({ prompt: PROMPT, contentType: 'instagram', genre: 'drama' })).toContain('30-hashtag maximum');
    expect(offlineStory({ prompt: PROMPT, contentType: 'tiktok', genre: 'drama' })).toContain('30-hashtag maximum');
    expect(offlineStory({ prompt: PROMPT, contentType: 'dialogue', genre: 'drama' })).not.toContain('weekly');
  });

  it('keeps every tweet of a thread within 280 characters', () => {
    const text = offlineStory({ prompt: 'x'.repeat(1500), contentType: 'twitter', genre: 'sci-fi' });
    for (const line of text.split('\n').filter((l) => /^\d\//.test(l))) expect(line.length).toBeLessThanOrEqual(280);
  });
});

describe('offlineBusinessPlan', () => {
  it('is built from type, goal and description', () => {
    const plan = offlineBusinessPlan({ type: 'freelance', goal: 'diversify', description: 'logo design for bands' });
    expect(plan).toContain('Freelance Business Plan: Diversify');
    expect(plan).toMatch(/logo design for bands/i);
    expect(plan).toContain('Monthly retainers');
    expect(offlineBusinessPlan({ type: 'coaching', goal: 'grow', description: 'logo design for bands' })).not.toBe(
      plan,
    );
  });
});

describe('offlineLearningPath', () => {
  it('sizes the weeks by weekly time and lists the catalogue courses it was given', () => {
    const path = offlineLearningPath({ goal: 'learn video editing', level: 'intermediate', weeklyTime: '3-5' }, [
      'Editing 101',
    ]);
    expect(path.match(/^## Week \d+/gm)).toHaveLength(6);
    expect(path).toContain('Build a complete project');
    expect(path).toContain('- Editing 101');
    const none = offlineLearningPath({ goal: 'learn video editing', level: 'beginner', weeklyTime: '1-2' }, []);
    expect(none).toContain('No catalogue course matches this goal yet');
  });
});

describe('offlineAudiencePlan', () => {
  it('says plainly that it does not fetch the link, and plans per platform and analysis type', () => {
    const plan = offlineAudiencePlan({
      platform: 'podcast',
      target: 'https://pod.example/show',
      analysisType: 'content',
    });
    expect(plan).toContain('Content Analysis Plan for Podcast');
    expect(plan).toContain('Storyloom does not fetch links or profiles');
    expect(plan).toContain('episode');
  });
});
