import { mod, type SeedCourse } from './courses-types.js';

/** The rest of the catalogue: one or more courses per subject, each with modules and lessons. */
export const CATALOGUE_COURSES: SeedCourse[] = [
  {
    slug: 'ai-creative-partner',
    title: 'AI as Your Creative Partner',
    description: 'Use AI tools to brainstorm, draft and polish your stories while keeping your own voice.',
    category: 'AI Integration',
    levels: ['beginner', 'intermediate'],
    durationWeeks: 3,
    learningPoints: [
      'Write prompts that get useful ideas',
      'Edit AI drafts so they sound like you',
      'Use AI honestly and safely',
    ],
    instructor: {
      name: 'Priya Nair',
      title: 'AI educator',
      bio: 'Teaches young creators to use AI as a tool, not a replacement.',
    },
    session: { weekday: 1, time: '16:00' },
    modules: [
      mod('Prompting Basics', 'How AI models read your words, and how to ask for what you need.', [
        ['How a language model works', 10],
        ['Anatomy of a good prompt', 12],
        ['Iterating on answers', 9],
      ]),
      mod('Brainstorming with AI', 'Generate many ideas fast, then choose and combine the best.', [
        ['Idea storms', 11],
        ['Remixing and combining', 10],
        ['Picking a winner', 8],
      ]),
      mod('Keeping Your Voice', 'Edit, fact-check and credit: making AI-assisted work truly yours.', [
        ['Editing for voice', 12],
        ['Checking facts', 9],
        ['Being open about AI use', 8],
      ]),
    ],
  },
  {
    slug: 'young-entrepreneur-launchpad',
    title: 'Young Entrepreneur Launchpad',
    description: 'Turn an idea into a small business: find a problem, test a solution and make your first sale.',
    category: 'Entrepreneurship',
    levels: ['beginner'],
    durationWeeks: 4,
    learningPoints: [
      'Spot problems worth solving',
      'Test an idea cheaply before building it',
      'Price, pitch and make a first sale',
    ],
    instructor: {
      name: 'Aisha Patel',
      title: 'Teen founder and podcaster',
      bio: 'Started her first business at fifteen and now interviews young founders every week.',
    },
    session: { weekday: 3, time: '17:30' },
    modules: [
      mod('Problems Worth Solving', 'Where good business ideas come from.', [
        ['Listening for problems', 10],
        ['Who has this problem?', 11],
        ['Your idea in one sentence', 8],
      ]),
      mod('Testing Your Idea', 'Learn fast and cheaply before you build anything.', [
        ['Talking to customers', 13],
        ['The smallest test', 10],
        ['Reading the results', 9],
      ]),
      mod('Your First Sale', 'Price, pitch and deliver.', [
        ['Setting a price', 11],
        ['A pitch that works', 12],
        ['Delivering and asking for feedback', 9],
      ]),
    ],
  },
  {
    slug: 'audience-growth-lab',
    title: 'Audience Growth Lab',
    description: 'Grow an audience that cares: community, consistency and reading what your numbers say.',
    category: 'Audience Engagement',
    levels: ['intermediate', 'advanced'],
    durationWeeks: 4,
    learningPoints: [
      'Know who your audience is and what they want',
      'Turn viewers into a community',
      'Use analytics to decide what to make next',
    ],
    instructor: {
      name: 'Sofia Okafor',
      title: 'Spoken-word artist and creator',
      bio: 'Grew a community of storytellers on three platforms by posting three times a week.',
    },
    session: { weekday: 5, time: '16:30' },
    modules: [
      mod('Know Your Audience', 'Personas, comments and the questions people ask you.', [
        ['Your audience persona', 10],
        ['Mining the comments', 9],
        ['Answering real questions', 11],
      ]),
      mod('Building Community', 'From viewers to regulars: rituals, replies and collaborations.', [
        ['Rituals and series', 10],
        ['Replying with care', 8],
        ['Collaborating with other creators', 12],
      ]),
      mod('Reading the Numbers', 'Retention, reach and engagement without the stress.', [
        ['The three numbers that matter', 12],
        ['Experiments, not guesses', 10],
        ['Planning from data', 9],
      ]),
    ],
  },
  {
    slug: 'creator-monetization',
    title: 'Monetize Your Creativity',
    description: 'Earn from what you make, safely and fairly: sponsorships, digital products and memberships.',
    category: 'Monetization',
    levels: ['intermediate', 'advanced'],
    durationWeeks: 6,
    learningPoints: [
      'Compare the ways creators earn money',
      'Design a simple digital product',
      'Handle sponsorships and money safely',
    ],
    instructor: {
      name: 'Marcus Lee',
      title: 'Creator business coach',
      bio: 'Helps creators turn their passion into a sustainable small business.',
    },
    session: { weekday: 6, time: '15:00' },
    modules: [
      mod('How Creators Earn', 'Ads, sponsors, products and memberships compared.', [
        ['The creator income map', 12],
        ['What fits your audience', 10],
        ['Staying safe with money', 11],
      ]),
      mod('Your First Digital Product', 'Templates, guides and courses people will pay for.', [
        ['Finding a product idea', 11],
        ['Building it in a weekend', 14],
        ['Launching to your audience', 10],
      ]),
      mod('Working with Sponsors', 'Pitching brands, pricing posts and keeping trust.', [
        ['Your media kit', 10],
        ['Pricing a sponsored post', 12],
        ['Disclosure and trust', 8],
      ]),
    ],
  },
  {
    slug: 'character-worldbuilding',
    title: 'Characters & World-Building',
    description: 'Go deeper into unforgettable characters and worlds for novels, comics and games.',
    category: 'Storytelling',
    levels: ['intermediate', 'advanced'],
    durationWeeks: 3,
    learningPoints: [
      'Design characters with arcs',
      'Build a world with consistent rules',
      'Connect character and setting',
    ],
    instructor: {
      name: 'Leo Martins',
      title: 'Comic artist',
      bio: 'Draws comics and builds worlds, now with a little help from AI tools.',
    },
    session: { weekday: 0, time: '17:00' },
    modules: [
      mod('Character Arcs', 'How characters change, and why readers care.', [
        ['Lie, truth and change', 12],
        ['Mapping the arc', 11],
        ['Side characters with purpose', 10],
      ]),
      mod('Worlds with Rules', 'Magic systems, technology and culture that hold together.', [
        ['Rules and costs', 12],
        ['History in a few lines', 10],
        ['Maps and places', 9],
      ]),
      mod('Where Character Meets World', 'Let your world shape your characters, and the other way round.', [
        ['Conflict from the setting', 11],
        ['Culture and belonging', 10],
        ['Putting it on the page', 12],
      ]),
    ],
  },
  {
    slug: 'short-form-video',
    title: 'Short-Form Video Storytelling',
    description: 'Tell a complete story in under sixty seconds for TikTok, Reels and Shorts.',
    category: 'Content Creation',
    levels: ['beginner'],
    durationWeeks: 2,
    learningPoints: [
      'Hook viewers in the first three seconds',
      'Tell a story in three beats',
      'Edit fast with captions and sound',
    ],
    instructor: {
      name: 'Jordan Rivera',
      title: 'Filmmaker and content strategist',
      bio: 'Short-film maker and moderator of the video space.',
    },
    session: { weekday: 4, time: '19:00' },
    modules: [
      mod('The First Three Seconds', 'Hooks that stop the scroll.', [
        ['Five kinds of hooks', 9],
        ['Testing your hook', 8],
      ]),
      mod('A Story in Three Beats', 'Setup, turn and payoff in under a minute.', [
        ['Setup and turn', 10],
        ['The payoff', 9],
      ]),
      mod('Fast Editing', 'Cuts, captions and sound that keep the pace.', [
        ['Cutting on action', 10],
        ['Captions and trending sounds', 9],
      ]),
    ],
  },
];
