// The six static programs: ids, levels and structure are fixed; the copy is ours (decision 0404).

export const PROGRAM_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type ProgramLevel = (typeof PROGRAM_LEVELS)[number];

export interface Program {
  id: string;
  title: string;
  description: string;
  levels?: readonly ProgramLevel[];
  keyTopics: readonly string[];
  learningOutcomes: readonly string[];
}

const ALL_LEVELS = PROGRAM_LEVELS;

export const PROGRAMS: readonly Program[] = [
  {
    id: 'storytelling',
    title: 'Storytelling',
    description:
      'Find your voice and learn how great stories are built: characters people care about, worlds that feel real and plots that keep readers turning pages.',
    levels: ALL_LEVELS,
    keyTopics: [
      'Story structure and the three-act arc',
      'Building memorable characters',
      'World-building and setting',
      'Writing dialogue that sounds real',
      'Revising with feedback',
    ],
    learningOutcomes: [
      'Outline a complete short story from idea to ending',
      'Write a character profile with goals, flaws and growth',
      'Give and use constructive feedback in a writing circle',
      'Publish a polished piece to your portfolio',
    ],
  },
  {
    id: 'entrepreneurship',
    title: 'Entrepreneurship',
    description:
      'Turn a creative idea into a small venture. Spot real problems, test ideas cheaply and pitch them with confidence.',
    levels: ALL_LEVELS,
    keyTopics: [
      'Finding problems worth solving',
      'Talking to your first customers',
      'Simple budgets and pricing',
      'Building a minimum viable product',
      'Pitching to mentors and partners',
    ],
    learningOutcomes: [
      'Write a one-page plan for your idea',
      'Run a small test with real people and learn from it',
      'Price a product or service with a simple budget',
      'Deliver a three-minute pitch',
    ],
  },
  {
    id: 'content-creation',
    title: 'Content Creation',
    description:
      'Plan, shoot and edit videos, posts and podcasts that look professional, using the phone in your pocket and free tools.',
    levels: ALL_LEVELS,
    keyTopics: [
      'Planning content with a simple calendar',
      'Scripting and storyboarding',
      'Filming and lighting with a phone',
      'Editing for pace and clarity',
      'Designing thumbnails and covers',
    ],
    learningOutcomes: [
      'Produce a short video from script to final cut',
      'Keep a month-long content calendar',
      'Design a consistent look for your channel',
      'Measure what works and improve the next piece',
    ],
  },
  {
    id: 'audience-engagement',
    title: 'Audience Engagement',
    description:
      'Grow a community that cares about your work. Learn to listen, reply and build trust, safely and respectfully.',
    levels: ALL_LEVELS,
    keyTopics: [
      'Knowing who your audience is',
      'Writing hooks and calls to action',
      'Community guidelines and online safety',
      'Collaborating with other creators',
      'Reading your analytics',
    ],
    learningOutcomes: [
      'Describe your audience and what they need from you',
      'Run a community post, poll or live session',
      'Set up healthy moderation and privacy settings',
      'Plan a collaboration with another creator',
    ],
  },
  {
    id: 'monetization',
    title: 'Monetization',
    description:
      'Learn the honest ways creators earn: products, services, sponsorships and memberships, with a parent or guardian in the loop.',
    keyTopics: [
      'Ways creators earn a living',
      'Digital products and merchandise',
      'Working with brands and sponsors',
      'Money basics: saving, taxes and contracts',
    ],
    learningOutcomes: [
      'Choose an income model that fits your work',
      'Draft a simple media kit',
      'Understand a sponsorship agreement before you sign',
    ],
  },
  {
    id: 'ai-integration',
    title: 'AI Integration',
    description:
      'Use AI as a creative partner, not a replacement: brainstorm, draft and edit faster while keeping your work your own.',
    keyTopics: [
      'How AI writing and video tools work',
      'Prompting for ideas and outlines',
      'Editing and fact-checking AI output',
      'Originality, credit and responsible use',
    ],
    learningOutcomes: [
      'Write prompts that produce useful first drafts',
      'Turn an AI draft into something in your own voice',
      'Explain when and how to disclose AI help',
    ],
  },
];

/**
 * With a level selected only programs listing that level remain, so programs
 * without levels vanish; with none selected all show.
 */
export function filterPrograms(programs: readonly Program[], level: ProgramLevel | null): Program[] {
  if (!level) return [...programs];
  return programs.filter((program) => program.levels?.includes(level));
}

/** Clicking the active level clears the filter; clicking another selects it. */
export function toggleLevel(current: ProgramLevel | null, clicked: ProgramLevel): ProgramLevel | null {
  return current === clicked ? null : clicked;
}
