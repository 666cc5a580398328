import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHILDREN_PRIVACY_NOTICE, PRIVACY_NOTICE, retentionMarkdown } from './privacy-notice.js';
import { RETENTION_LIMITS, RETENTION_RULES } from './retention-rules.js';
import { CONSENT_WAIT_DAYS } from './young-members.js';

describe('retention data', () => {
  it('is what docs/retention.md says (run `npm run docs:retention` after changing it)', () => {
    const committed = fs.readFileSync(new URL('../../../docs/retention.md', import.meta.url), 'utf8');
    expect(committed).toBe(retentionMarkdown());
  });

  it('names each kind once and keeps unconsented child accounts exactly as long as a parent has to decide', () => {
    const ids = RETENTION_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(RETENTION_LIMITS.unconsentedChildDays).toBe(CONSENT_WAIT_DAYS);
    const child = RETENTION_RULES.find((r) => r.id === 'unconsented-child');
    expect(child?.keptFor).toContain(`${CONSENT_WAIT_DAYS} days`);
  });
});

describe('the privacy notices', () => {
  // The age screen must not hint at a cut-off, so no page of ours names one (decision 1554).
  it('name no age in numbers', () => {
    for (const notice of [PRIVACY_NOTICE, CHILDREN_PRIVACY_NOTICE]) {
      const words = [notice.intro, ...notice.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])])];
      for (const text of words)
        expect(text).not.toMatch(/\b(1[0-9]|[0-9])\s*(\+|years?\b|-year)|\b(under|over|aged?)\s+\d/i);
    }
  });

  it('give each section an id unique on its page, so the contents can link to it', () => {
    for (const notice of [PRIVACY_NOTICE, CHILDREN_PRIVACY_NOTICE]) {
      const ids = notice.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
