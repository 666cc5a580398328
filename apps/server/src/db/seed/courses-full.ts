import { mod, type SeedCourse } from './courses-types.js';

/** The two complete courses the module viewer opens by slug, with materials and recordings. */
export const FULL_COURSES: SeedCourse[] = [
  {
    slug: 'storytelling-narrative',
    title: 'Storytelling & Narrative Craft',
    description:
      'Learn how great stories work and write your own: hooks, characters, structure and worlds, ' +
      'ending with a short story you are proud to share.',
    category: 'Storytelling',
    levels: ['beginner', 'intermediate'],
    durationWeeks: 5,
    learningPoints: [
      'Open every story with a hook that makes people stay',
      'Create characters with clear wants, needs and fears',
      'Structure a plot with the five story beats',
      'Build a believable setting in a few strong details',
      'Share your story and give useful feedback to others',
    ],
    instructor: {
      name: 'Maya Chen',
      title: 'Author and story coach',
      bio: 'Young novelist who has taught creative writing workshops in twelve schools.',
    },
    session: { weekday: 2, time: '17:00' },
    modules: [
      mod(
        'The Power of Story',
        'Why stories stick in our minds, and the tools every storyteller uses.',
        [
          ['Why stories stick', 12],
          ['Stories you already tell', 10],
          ['The storyteller’s toolkit', 15],
          ['Your first micro-story', 8],
        ],
        { materials: [{ title: 'Story Structure Worksheet', type: 'pdf', file: 'story-structure-worksheet.pdf' }] },
      ),
      mod(
        'Characters People Care About',
        'Give your characters wants, flaws and a voice of their own.',
        [
          ['Wants, needs and fears', 14],
          ['Flaws that make heroes human', 12],
          ['Voice and dialogue', 13],
          ['Character profile workshop', 11],
        ],
        {
          materials: [{ title: 'Character Profile Template', type: 'docx', file: 'character-profile-template.docx' }],
        },
      ),
      mod(
        'Plot and Story Structure',
        'Use the five story beats to turn an idea into a plot that keeps readers turning pages.',
        [
          ['The five story beats', 15],
          ['Raising the stakes', 12],
          ['Twists that feel fair', 14],
          ['Outlining your story', 14],
        ],
        { materials: [{ title: 'Storytelling Starter Kit', type: 'zip', file: 'storytelling-starter-kit.zip' }] },
      ),
      mod(
        'Setting and World-Building',
        'Choose the few details that make a place feel real, from a bedroom to a faraway planet.',
        [
          ['A place with a mood', 10],
          ['Rules of your world', 12],
          ['Show, don’t tell', 13],
        ],
        { video: false },
      ),
      mod('Sharing Your Story', 'Polish your draft, read it aloud and give and receive helpful feedback.', [
        ['Editing your draft', 12],
        ['Reading aloud with confidence', 10],
        ['Kind and useful feedback', 9],
      ]),
    ],
    recordings: [
      { title: 'Live Q&A: Finding your story idea', daysAgo: 14, minutes: 58 },
      { title: 'Workshop: Characters in ten minutes', daysAgo: 7, minutes: 45 },
      { title: 'Feedback session: First drafts', daysAgo: 2, minutes: 62 },
    ],
  },
  {
    slug: 'digital-content-creation',
    title: 'Digital Content Creation',
    description:
      'Plan, film, edit and publish videos and posts that tell your story, using only the phone in your pocket.',
    category: 'Content Creation',
    levels: ['beginner', 'intermediate', 'advanced'],
    durationWeeks: 5,
    learningPoints: [
      'Find a creator voice that feels like you',
      'Plan a month of content with a simple calendar',
      'Film and edit good-looking video on a phone',
      'Publish with titles, captions and thumbnails that work',
    ],
    instructor: {
      name: 'Jordan Rivera',
      title: 'Filmmaker and content strategist',
      bio: 'Short-film maker and moderator of the video space; has helped hundreds of teens start their channels.',
    },
    session: { weekday: 4, time: '18:00' },
    modules: [
      mod(
        'Finding Your Creator Voice',
        'What makes your point of view different, and how to show it in every post.',
        [
          ['What only you can say', 10],
          ['Studying creators you admire', 12],
          ['Your voice in one sentence', 8],
        ],
        {
          materials: [{ title: 'Content Calendar Template', type: 'docx', file: 'content-calendar-template.docx' }],
        },
      ),
      mod(
        'Planning Content That Connects',
        'Turn ideas into a plan: formats, platforms and a posting rhythm you can keep.',
        [
          ['Ideas that travel', 11],
          ['Choosing the right format', 12],
          ['Building your content calendar', 14],
        ],
        { materials: [{ title: 'Video Shot List', type: 'pdf', file: 'video-shot-list.pdf' }] },
      ),
      mod(
        'Filming and Editing on a Phone',
        'Light, sound, framing and a fast editing workflow with free tools.',
        [
          ['Light and sound basics', 15],
          ['Framing and movement', 14],
          ['Editing for rhythm', 16],
          ['Captions and accessibility', 10],
        ],
        { materials: [{ title: 'Creator Toolkit', type: 'zip', file: 'creator-toolkit.zip' }] },
      ),
      mod('Publishing and Growing', 'Titles, thumbnails, captions and reading your first numbers.', [
        ['Titles and thumbnails', 12],
        ['Posting and community replies', 10],
        ['Reading your analytics', 13],
      ]),
    ],
    recordings: [
      { title: 'Live demo: Editing a 30-second story', daysAgo: 10, minutes: 50 },
      { title: 'Office hours: Your content calendar', daysAgo: 3, minutes: 40 },
    ],
  },
];
