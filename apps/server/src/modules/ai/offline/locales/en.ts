import { GENRE_KITS } from '../genres.js';
import { HASHTAG_MAX, hashtagsFor, POSTS_PER_WEEK } from '../social.js';
import { capitalize, titleCase } from '../words.js';
import type {
  Analysis,
  AnalysisKit,
  AudienceContext,
  BusinessContext,
  BusinessGoal,
  BusinessGoalKit,
  BusinessType,
  BusinessTypeKit,
  Level,
  OfflineLocale,
  Platform,
  PlatformKit,
  StoryContext,
  WeeklyTime,
} from './types.js';

// English: the reference text of the offline generator. The spec's tests read it verbatim.

function outline({ subject, keywords, kit, pick, hero, place }: StoryContext): string {
  const title = titleCase(keywords.slice(0, 2)) || capitalize(subject);
  return [
    `# ${title}: A ${kit.label} Story Outline`,
    '',
    `**Logline:** In ${place}, ${hero} must face ${subject} before ${pick.pick(kit.conflicts)}.`,
    `**Tone:** ${kit.tone}`,
    '',
    '## Act I: The Setup',
    `- Open on ${hero} in ${place}: ${pick.pick(kit.senses)}.`,
    `- The inciting incident: ${subject} turns an ordinary day upside down.`,
    `- ${hero.split(' ')[0]} refuses the challenge, until staying out of it is no longer possible.`,
    '',
    '## Act II: The Confrontation',
    `- New allies and a rival who wants ${keywords[0] ?? 'the prize'} for themselves.`,
    `- Midpoint twist: ${pick.pick(kit.twists)}.`,
    `- All seems lost as ${pick.pick(kit.conflicts)}.`,
    '',
    '## Act III: The Resolution',
    `- ${hero.split(' ')[0]} uses what they learned about ${subject} to turn the tables.`,
    `- Climax: ${pick.pick(kit.endings)}.`,
    `- Final image: ${place}, changed for good.`,
    '',
    '## Themes to explore',
    ...pick
      .some(['courage', 'belonging', 'trust', 'growing up', 'the cost of ambition', 'second chances'], 3)
      .map((theme) => `- ${capitalize(theme)}`),
  ].join('\n');
}

function characterProfile({ subject, kit, pick, hero, place }: StoryContext): string {
  const first = hero.split(' ')[0];
  return [
    `# Character Profile: ${hero}`,
    '',
    `**Genre:** ${kit.label}  `,
    `**Role:** protagonist of a story about ${subject}`,
    `**Home:** ${place}`,
    '',
    '## Personality',
    `${first} is ${pick.pick(['stubborn but kind', 'quiet and observant', 'bold and a little reckless', 'funny when nervous'])}, ` +
      `with a habit of ${pick.pick(['keeping lists', 'humming while thinking', 'collecting small broken things', 'asking one question too many'])}.`,
    '',
    '## Motivation',
    `${first} wants to understand ${subject}, because ${pick.pick(kit.conflicts)} and nobody else will act.`,
    '',
    '## Flaw',
    `${pick.pick(['Trusts too quickly', 'Refuses help', 'Fears failing in public', 'Hides the truth to protect others'])}.`,
    '',
    '## Arc',
    `From ${pick.pick(['doubting themselves', 'going it alone', 'running from the past'])} to ${pick.pick(kit.endings)}.`,
    '',
    '## A detail readers will remember',
    `${capitalize(pick.pick(kit.senses))} always reminds ${first} of home.`,
  ].join('\n');
}

function dialogue({ subject, kit, pick, hero, place }: StoryContext): string {
  const other = pick.pick(kit.names.filter((n) => n !== hero));
  const [a, b] = [hero.split(' ')[0]?.toUpperCase(), other.split(' ').at(-1)?.toUpperCase()];
  return [
    `# Dialogue Scene (${kit.label})`,
    '',
    `*${capitalize(place)}. ${capitalize(pick.pick(kit.senses))}.*`,
    '',
    `**${a}:** We can't ignore it any longer. It's ${subject}.`,
    `**${b}:** You say that like it's simple.`,
    `**${a}:** It isn't. But if we wait, ${pick.pick(kit.conflicts)}.`,
    `**${b}:** *(pausing)* And if you're wrong?`,
    `**${a}:** Then I'm wrong together with you. That's better than being right alone.`,
    `**${b}:** There's something I haven't told you. ${capitalize(pick.pick(kit.twists))}.`,
    `**${a}:** *(stunned)* ...How long have you known?`,
    `**${b}:** Long enough to be sorry. Now, are we doing this?`,
    '',
    `*They step forward together, the tone ${kit.tone}.*`,
  ].join('\n');
}

function setting({ subject, keywords, kit, pick, place }: StoryContext): string {
  const senses = pick.some(kit.senses, 3);
  return [
    `# Setting: ${capitalize(place)}`,
    '',
    `A ${kit.label.toLowerCase()} setting shaped around ${subject}.`,
    '',
    '## First impression',
    `${capitalize(place)} greets newcomers with ${senses[0]}.`,
    '',
    '## Sensory details',
    ...senses.map((s) => `- ${capitalize(s)}`),
    '',
    '## History',
    `Long ago, ${pick.pick(kit.conflicts)}; the scars are still visible${keywords[0] ? ` wherever ${keywords[0]} is mentioned` : ''}.`,
    '',
    '## How the place drives the story',
    `- It hides a clue about ${subject}.`,
    `- It tests the hero: ${pick.pick(kit.conflicts)}.`,
    `- It changes by the end: ${pick.pick(kit.endings)}.`,
  ].join('\n');
}

const POSTING_HINT = `Consistency tip: post ${POSTS_PER_WEEK} times weekly and reuse what performs best.`;

function youtube(c: StoryContext): string {
  return [
    `# YouTube Script: ${capitalize(c.subject)}`,
    `*Style: ${c.kit.tone} (${c.kit.label})*`,
    '',
    '## Hook (0:00-0:15)',
    `"What if I told you ${c.subject} could change the way you see ${c.keywords[1] ?? 'everything'}?"`,
    '',
    '## Intro (0:15-0:45)',
    `Introduce yourself and promise the payoff: by the end, viewers will understand ${c.subject}.`,
    '',
    '## Main content',
    `1. The setup: picture ${c.place}. ${capitalize(c.pick.pick(c.kit.senses))}.`,
    `2. The problem: ${c.pick.pick(c.kit.conflicts)}.`,
    `3. The turn: ${c.pick.pick(c.kit.twists)}.`,
    '4. The lesson your audience can use today.',
    '',
    '## Call to action',
    'Ask viewers to comment with their own version, like the video and subscribe for the next episode.',
    '',
    `**Tags:** ${hashtagsFor(c, ['#YouTube', '#Storytelling']).join(' ')}`,
    '',
    POSTING_HINT,
  ].join('\n');
}

function tiktok(c: StoryContext): string {
  return [
    `# TikTok Script: ${capitalize(c.subject)}`,
    '',
    `**0-3 s (hook):** On-screen text: "Nobody talks about ${c.subject}..."`,
    `**3-10 s:** Quick cuts that set the scene: ${c.place}.`,
    `**10-20 s:** The twist, ${c.kit.tone}: ${c.pick.pick(c.kit.twists)}.`,
    '**20-30 s:** Payoff and a question for the comments.',
    '',
    `**Sound:** a trending audio that matches a ${c.kit.label.toLowerCase()} mood.`,
    `**Caption:** ${capitalize(c.subject)}. Wait for the ending.`,
    `**Hashtags:** ${hashtagsFor(c, ['#TikTok', '#StoryTime', '#fyp']).join(' ')}`,
    '',
    `Keep hashtags focused: TikTok and Instagram allow a ${HASHTAG_MAX}-hashtag maximum, and 3-5 relevant ones work best.`,
    POSTING_HINT,
  ].join('\n');
}

function linkedin(c: StoryContext): string {
  return [
    `${capitalize(c.subject)}: here is what it taught me.`,
    '',
    `A while ago I faced a moment that felt like a ${c.kit.label.toLowerCase()} plot: ${c.pick.pick(c.kit.conflicts)}.`,
    '',
    'Three lessons I took away:',
    `1. Start before you feel ready: ${c.keywords[0] ?? 'the work'} rewards momentum.`,
    '2. Ask for help early; the best ideas came from other people.',
    `3. Expect the twist: ${c.pick.pick(c.kit.twists)}.`,
    '',
    'What would you add? Share your experience in the comments.',
    '',
    hashtagsFor(c, ['#Creators', '#Learning']).slice(0, 5).join(' '),
    '',
    POSTING_HINT,
  ].join('\n');
}

function twitter(c: StoryContext): string {
  const tweets = [
    `1/ ${capitalize(c.subject)}. A short thread 🧵`,
    `2/ Picture ${c.place}. ${capitalize(c.pick.pick(c.kit.senses))}.`,
    `3/ Then ${c.pick.pick(c.kit.conflicts)}.`,
    `4/ Plot twist: ${c.pick.pick(c.kit.twists)}.`,
    `5/ The ending? ${capitalize(c.pick.pick(c.kit.endings))}. Reply with how you'd write it. ${hashtagsFor(c, []).slice(0, 2).join(' ')}`,
  ].map((t) => (t.length > 280 ? `${t.slice(0, 277)}...` : t));
  return ['# Twitter/X Thread', '', ...tweets.flatMap((t) => [t, '']), POSTING_HINT].join('\n');
}

function instagram(c: StoryContext): string {
  const tags = hashtagsFor(c, ['#Instagram', '#Storytelling', '#CreatorsOfInstagram', '#WritingCommunity']);
  return [
    `✨ ${capitalize(c.subject)} ✨`,
    '',
    `${capitalize(c.place)}. ${capitalize(c.pick.pick(c.kit.senses))}. ${capitalize(c.pick.pick(c.kit.conflicts))}...`,
    '',
    'Swipe to see how it ends ➡️ and tell us in the comments what you would do next.',
    '',
    tags.join(' '),
    '',
    `Hashtag note: Instagram allows a ${HASHTAG_MAX}-hashtag maximum; this caption uses ${tags.length}.`,
    POSTING_HINT,
  ].join('\n');
}

const TYPES: Record<BusinessType, BusinessTypeKit> = {
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

const GOALS: Record<BusinessGoal, BusinessGoalKit> = {
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

const STAGES: Record<Level, string[]> = {
  beginner: [
    'Learn the basic vocabulary',
    'Follow a guided example',
    'Make a tiny first project',
    'Share it and ask for feedback',
  ],
  intermediate: [
    'Review the fundamentals quickly',
    'Study three strong examples',
    'Build a complete project',
    'Get critique and revise',
  ],
  advanced: [
    'Pick a specialty to go deep',
    'Break down expert work',
    'Ship an ambitious project',
    'Teach what you learned',
  ],
};

const PRACTICE: Record<WeeklyTime, string> = {
  '1-2': 'one focused session of about 90 minutes',
  '3-5': 'two or three sessions of 90 minutes',
  '6-10': 'four sessions of about 2 hours',
  '10+': 'a daily practice block of about 2 hours',
};

const PLATFORMS: Record<Platform, PlatformKit> = {
  youtube: { label: 'YouTube', stats: 'YouTube Studio > Analytics', unit: 'video', units: 'videos' },
  instagram: {
    label: 'Instagram',
    stats: 'Professional dashboard > Insights',
    unit: 'post or reel',
    units: 'posts or reels',
  },
  tiktok: { label: 'TikTok', stats: 'Creator tools > Analytics', unit: 'video', units: 'videos' },
  blog: {
    label: 'Blog',
    stats: 'your site analytics (page views, referrers, time on page)',
    unit: 'article',
    units: 'articles',
  },
  podcast: {
    label: 'Podcast',
    stats: "your podcast host's statistics and the Spotify/Apple dashboards",
    unit: 'episode',
    units: 'episodes',
  },
};

const ANALYSES: Record<Analysis, AnalysisKit> = {
  engagement: {
    label: 'Engagement',
    collect: ['likes, comments, shares and saves per {unit}', 'average watch or read time', 'replies to your comments'],
    questions: [
      'Which 3 {unit}s had the highest engagement rate, and what do they share?',
      'Where do people stop watching or reading?',
    ],
    actions: [
      'Open with the strongest moment',
      'End every {unit} with one clear question',
      'Reply to comments in the first hour',
    ],
  },
  audience: {
    label: 'Audience',
    collect: ['age range and locations', 'the times your followers are online', 'new vs returning viewers or readers'],
    questions: ['Is the audience you have the audience you want?', 'When are most of your followers active?'],
    actions: [
      'Publish when your followers are online',
      'Write one {unit} for the group you want to grow',
      'Ask your audience a survey question',
    ],
  },
  content: {
    label: 'Content',
    collect: [
      'your last 20 {unit}s with topic, format and length',
      'views or reach for each',
      'saves and shares for each',
    ],
    questions: ['Which topics and formats outperform your average?', 'Which {unit}s attract new followers?'],
    actions: [
      'Make a series from your best topic',
      'Retire the format that underperforms',
      'Repurpose the top {unit} for another platform',
    ],
  },
  trends: {
    label: 'Trends',
    collect: [
      'topics and sounds trending in your niche this month',
      'how your views changed week by week',
      'what similar creators post',
    ],
    questions: [
      'Which trend fits your voice without copying it?',
      'Is your growth rising, flat or falling over 8 weeks?',
    ],
    actions: [
      'Join one relevant trend a week',
      'Add your own twist to a trending format',
      'Track results for 4 weeks before deciding',
    ],
  },
};

function businessPlan({ type, goal, idea, audience, theme, pick }: BusinessContext): string {
  return [
    `# ${type.label} Business Plan: ${goal.label}`,
    '',
    '## Executive summary',
    `${capitalize(idea)}. As a ${type.label.toLowerCase()} business, the next step is to ${goal.focus}.`,
    '',
    '## Target audience',
    `- Primary: ${audience}.`,
    `- Where they spend time: ${pick.some(['YouTube', 'Instagram', 'TikTok', 'school clubs', 'online communities', 'newsletters'], 2).join(' and ')}.`,
    '',
    '## Offer',
    ...type.offers.map((o) => `- ${capitalize(o)}`),
    '',
    '## Revenue streams',
    ...type.revenue.map((r) => `- ${capitalize(r)}`),
    '',
    `## Strategy to ${goal.label.toLowerCase()}`,
    ...goal.steps.map((s, i) => `${i + 1}. ${s}.`),
    '',
    '## 90-day action plan',
    `- Days 1-30: ${goal.steps[0]}; define one clear promise${theme ? ` around ${theme}` : ''}.`,
    `- Days 31-60: ${goal.steps[1]}; share progress publicly.`,
    `- Days 61-90: ${goal.steps[2]}; review the numbers and adjust.`,
    '',
    '## Metrics to track',
    ...goal.metrics.map((m) => `- ${capitalize(m)}`),
    '',
    '## Risks and how to handle them',
    `- ${pick.pick(['Burnout: batch your work and keep one rest day a week', 'Slow start: keep the offer small and ask for feedback every week', 'Relying on one platform: start an email list from day one'])}.`,
  ].join('\n');
}

function audiencePlan({ platform, analysis, target, fill }: AudienceContext): string {
  return [
    `# ${analysis.label} Analysis Plan for ${platform.label}`,
    '',
    `**Profile or link:** ${target}`,
    `> This plan was not made by reading ${target}: Storyloom does not fetch links or profiles. ` +
      `It tells you what to look at in ${platform.stats} and how to read it.`,
    '',
    '## 1. Collect',
    ...analysis.collect.map((c) => `- ${capitalize(fill(c))}`),
    '',
    '## 2. Ask',
    ...analysis.questions.map((q) => `- ${fill(q)}`),
    '',
    '## 3. Act',
    ...analysis.actions.map((x, i) => `${i + 1}. ${fill(x)}.`),
    '',
    '## 4. Review',
    `Repeat this check every two weeks and compare with your notes; one change at a time shows what works on ${platform.label}.`,
  ].join('\n');
}

export const en: OfflineLocale = {
  englishName: 'English',
  genres: GENRE_KITS,
  story: { 'story-outline': outline, 'character-profile': characterProfile, dialogue, setting },
  social: { youtube, tiktok, linkedin, twitter, instagram },
  business: {
    types: TYPES,
    goals: GOALS,
    servedBy: /\b(?:to|for)\s+((?:[\p{L}-]+\s*){1,4})(?=[.,;!?]|$)/giu,
    generalAudience: (words) => (words.length ? `people curious about ${words.join(' and ')}` : 'your first fans'),
    plan: businessPlan,
  },
  learn: {
    stages: STAGES,
    practice: PRACTICE,
    title: (topic) => `# Learning Path: ${capitalize(topic)}`,
    summary: (level, weeklyTime, weeks) =>
      `**Level:** ${capitalize(level)} · **Time:** ${weeklyTime} hours a week · **Length:** ${weeks} weeks`,
    week: (week, stage) => `## Week ${week}: ${stage}`,
    focus: (focus) => `- Focus: ${focus}.`,
    practiceLine: (practice) => `- Practice: ${practice}.`,
    milestone: (topic) => `- Milestone: finish and share a project that shows ${topic}.`,
    checkIn: '- Check-in: note one thing that clicked and one question.',
    coursesHeading: '## Courses from the Storyloom catalogue',
    noCourses: '- No catalogue course matches this goal yet; browse all courses to find a related one.',
  },
  audience: {
    platforms: PLATFORMS,
    analyses: ANALYSES,
    plan: audiencePlan,
  },
};
