import type { BUSINESS_GOALS, BUSINESS_TYPES, BusinessRequest } from '@storyloom/domain';
import { capitalize, keywordsOf, seededPicker, subjectOf } from './words.js';

type BusinessType = (typeof BUSINESS_TYPES)[number];
type BusinessGoal = (typeof BUSINESS_GOALS)[number];

const TYPES: Record<BusinessType, { label: string; offers: string[]; revenue: string[] }> = {
  'content-creator': {
    label: 'Content Creator',
    offers: [
      'a weekly video or post series',
      'behind-the-scenes extras for members',
      'collaborations with other creators',
    ],
    revenue: ['platform ad revenue', 'brand sponsorships', 'memberships and tips', 'affiliate links'],
  },
  'digital-products': {
    label: 'Digital Products',
    offers: ['a starter template pack', 'a guided workbook', 'a premium bundle with updates'],
    revenue: ['one-time product sales', 'bundles and upgrades', 'licences for teams or schools'],
  },
  coaching: {
    label: 'Coaching',
    offers: ['a free 20-minute discovery call', 'a 6-week group program', '1:1 sessions for fast progress'],
    revenue: ['session packages', 'group program seats', 'workshops for schools and clubs'],
  },
  freelance: {
    label: 'Freelance',
    offers: ['a clearly scoped starter package', 'a standard monthly retainer', 'rush delivery as an add-on'],
    revenue: ['project fees', 'monthly retainers', 'referral bonuses'],
  },
  other: {
    label: 'Independent Venture',
    offers: ['a simple first offer to test demand', 'a version for repeat customers', 'a premium tier'],
    revenue: ['direct sales', 'subscriptions', 'partnerships'],
  },
};

const GOALS: Record<BusinessGoal, { label: string; focus: string; steps: string[]; metrics: string[] }> = {
  start: {
    label: 'Start',
    focus: 'validate the idea and win the first customers',
    steps: [
      'Talk to 10 people in your audience about the problem',
      'Launch one simple offer',
      'Collect feedback and testimonials',
    ],
    metrics: ['first 10 customers or followers who engage', 'conversations held', 'first revenue'],
  },
  grow: {
    label: 'Grow',
    focus: 'reach more of the right people and keep them',
    steps: [
      'Double down on the channel that already works',
      'Publish on a fixed schedule',
      'Ask happy customers for referrals',
    ],
    metrics: ['monthly audience growth', 'returning customers', 'conversion rate'],
  },
  monetize: {
    label: 'Monetize',
    focus: 'turn attention into sustainable income',
    steps: [
      'Price your offer on value, not hours',
      'Add a paid tier above the free content',
      'Pitch three brands or partners a month',
    ],
    metrics: ['revenue per follower', 'average order value', 'monthly recurring income'],
  },
  diversify: {
    label: 'Diversify',
    focus: 'add income streams so one platform cannot sink you',
    steps: [
      'List what you already make that could be repackaged',
      'Test one new stream for 30 days',
      'Build an email list you own',
    ],
    metrics: ['share of income from the largest source', 'new stream revenue', 'email subscribers'],
  },
};

/** Who the description says it serves ('... to other teens', '... for busy parents'), else a general line. */
function audienceOf(description: string): string {
  const served = [...description.matchAll(/\b(?:to|for)\s+((?:[\p{L}-]+\s*){1,4})(?=[.,;!?]|$)/giu)]
    .at(-1)?.[1]
    ?.trim();
  if (served) return served;
  const words = keywordsOf(description, 2);
  return words.length ? `people curious about ${words.join(' and ')}` : 'your first fans';
}

/** The offline business plan: built from the type, the goal and the words of the description. */
export function offlineBusinessPlan({ type, goal, description }: BusinessRequest): string {
  const t = TYPES[type];
  const g = GOALS[goal];
  const idea = subjectOf(description);
  const pick = seededPicker(type, goal, description);
  const audience = audienceOf(description);
  const theme = keywordsOf(description, 1)[0];
  return [
    `# ${t.label} Business Plan: ${g.label}`,
    '',
    '## Executive summary',
    `${capitalize(idea)}. As a ${t.label.toLowerCase()} business, the next step is to ${g.focus}.`,
    '',
    '## Target audience',
    `- Primary: ${audience}.`,
    `- Where they spend time: ${pick.some(['YouTube', 'Instagram', 'TikTok', 'school clubs', 'online communities', 'newsletters'], 2).join(' and ')}.`,
    '',
    '## Offer',
    ...t.offers.map((o) => `- ${capitalize(o)}`),
    '',
    '## Revenue streams',
    ...t.revenue.map((r) => `- ${capitalize(r)}`),
    '',
    `## Strategy to ${g.label.toLowerCase()}`,
    ...g.steps.map((s, i) => `${i + 1}. ${s}.`),
    '',
    '## 90-day action plan',
    `- Days 1-30: ${g.steps[0]}; define one clear promise${theme ? ` around ${theme}` : ''}.`,
    `- Days 31-60: ${g.steps[1]}; share progress publicly.`,
    `- Days 61-90: ${g.steps[2]}; review the numbers and adjust.`,
    '',
    '## Metrics to track',
    ...g.metrics.map((m) => `- ${capitalize(m)}`),
    '',
    '## Risks and how to handle them',
    `- ${pick.pick(['Burnout: batch your work and keep one rest day a week', 'Slow start: keep the offer small and ask for feedback every week', 'Relying on one platform: start an email list from day one'])}.`,
  ].join('\n');
}
