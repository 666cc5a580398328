// The landing page (decision 0404). Its sections, their headings and the feature names are fixed
// (decision 1401); the copy under them is ours, written for young creators.

export const LANDING_FEATURE_KEYS = ['storytelling', 'video', 'community', 'creator'] as const;
export type LandingFeatureKey = (typeof LANDING_FEATURE_KEYS)[number];

export interface LandingFeature {
  key: LandingFeatureKey;
  title: string;
  summary: string;
  description: string;
  capabilities: readonly string[];
  howItWorks: readonly string[];
  /** A note shown in the dialog, such as the community dialog's 'Coming Soon'. */
  note?: { label: string; text: string };
}

export interface LandingItem {
  title: string;
  text: string;
}

export const landingText = {
  nav: {
    features: 'Features',
    joinWaitingList: 'Join Waiting List',
    contact: 'Contact',
    signUp: 'Sign up',
    mainMenu: 'Main Menu',
    goToDashboard: 'Go to Dashboard',
  },
  hero: {
    eyebrow: 'For young storytellers, creators and founders',
    title: 'Tell your story.',
    titleAccent: 'Build your future.',
    text: 'Storyloom is where middle and high school creators learn to write, film and launch their ideas, with friendly AI tools, real mentors and a community that has your back.',
    secondary: 'Explore features',
    imageAlt: 'A storybook opening into a film strip, a chat bubble and a rising chart',
  },
  mission: {
    title: 'Our Mission',
    intro: 'Every young person has a story worth telling. We help them tell it, share it and build on it.',
    items: [
      {
        title: 'Inspire',
        text: 'Spark curiosity with stories, challenges and creators who started exactly where you are.',
      },
      {
        title: 'Equip',
        text: 'Give you the skills and tools of professional storytellers, in bite-sized lessons you can finish.',
      },
      {
        title: 'Empower',
        text: 'Help you publish, earn and lead, so your ideas reach real audiences and make a difference.',
      },
    ] satisfies LandingItem[],
  },
  features: {
    title: 'Everything you need to create',
    intro: 'Four tools that grow with you, from your first idea to your first audience.',
    learnMore: 'Learn more',
    keyCapabilities: 'Key capabilities',
    howItWorks: 'How it works',
    close: 'Close',
  },
  services: {
    title: 'What we offer',
    intro: 'Learning, making and launching, under one roof.',
    items: [
      {
        title: 'Educational Programs',
        text: 'Self-paced courses and live workshops in storytelling, content creation and entrepreneurship.',
      },
      {
        title: 'Content Creation Services',
        text: 'Studio time, templates and feedback from working creators to take your projects to a professional level.',
      },
      {
        title: 'Entrepreneurial Development',
        text: 'Turn ideas into ventures with coaching, pitch practice and small-business basics.',
      },
      {
        title: 'Community Organizing',
        text: 'Clubs, meetups and collaborations that connect creators across schools and cities.',
      },
    ] satisfies LandingItem[],
    programsLink: 'Browse our programs',
  },
  approach: {
    title: 'Our Approach',
    items: [
      {
        title: 'Integrated Learning',
        text: 'Every lesson ends in something you make. Skills, tools and community work together, not apart.',
      },
      {
        title: 'Franchise Model',
        text: 'Local partners run Storyloom hubs in schools and community centres, so the program reaches every neighbourhood.',
      },
      {
        title: 'Industry Connections',
        text: 'Writers, filmmakers and founders mentor our members and open doors to real projects.',
      },
    ] satisfies LandingItem[],
  },
  problem: {
    title: 'The Problem',
    intro: 'Talent is everywhere. Opportunity is not.',
    items: [
      {
        title: 'Limited Access',
        text: 'Creative courses, equipment and mentors are out of reach for most students.',
      },
      {
        title: 'Skill Gap',
        text: 'School rarely teaches storytelling for video, social media or business, the skills creators need now.',
      },
      {
        title: 'Missed Opportunities',
        text: 'Without a network, great ideas stay in notebooks instead of reaching an audience.',
      },
    ] satisfies LandingItem[],
  },
  solutions: {
    title: 'Our Solutions',
    items: [
      { title: 'Education', text: 'Structured programs from beginner to advanced, built with teachers and creators.' },
      { title: 'Mentorship', text: 'Regular feedback from mentors who have built audiences and businesses.' },
      { title: 'Community', text: 'Safe, moderated spaces to share work, find collaborators and cheer each other on.' },
    ] satisfies LandingItem[],
    conferenceTitle: 'Annual Conference & Exhibition',
    conferenceText:
      'Once a year our members show their best work on stage and in an exhibition, meet mentors and partners, and celebrate together.',
  },
  join: {
    title: 'Be the first to join',
    text: 'We are opening Storyloom to a small group of creators first. Save your spot on the waiting list and get early access benefits.',
  },
  footer: {
    tagline: 'A learning and community platform for young storytellers, creators and entrepreneurs.',
    social: 'Social media',
    socialLinks: ['Instagram', 'YouTube', 'TikTok', 'X'],
    features: 'Features',
    company: 'Company',
    aboutUs: 'About Us',
    ourMentors: 'Our Mentors',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    rights: (year: number) => `© ${year} Storyloom. All rights reserved.`,
  },
} as const;

export const LANDING_FEATURES: readonly LandingFeature[] = [
  {
    key: 'storytelling',
    title: 'Storytelling AI',
    summary: 'Brainstorm plots, shape characters and beat writer’s block with an AI writing partner.',
    description:
      'A writing partner that asks good questions instead of writing for you. Start from a spark of an idea and leave with an outline, characters and scenes that are unmistakably yours.',
    capabilities: [
      'Story outlines in classic structures',
      'Character profiles with goals and flaws',
      'Dialogue scenes and setting descriptions',
      'Genre styles from fantasy to mystery',
    ],
    howItWorks: [
      'Describe your idea in a sentence or two.',
      'Pick what you need: an outline, a character, a scene.',
      'Edit the draft, keep what fits and make it your own.',
    ],
  },
  {
    key: 'video',
    title: 'Video & Edit AI',
    summary: 'Go from script to storyboard to a finished cut, ready for any platform.',
    description:
      'Plan videos the way studios do. Turn a script into shot ideas, get pacing tips for each platform and export in the right format for YouTube, TikTok or Instagram.',
    capabilities: [
      'Scripts for YouTube, TikTok and Instagram',
      'Storyboards and shot lists',
      'Styles from cinematic to animation',
      'Clip lengths from 5 seconds to a minute',
    ],
    howItWorks: [
      'Write or generate a script.',
      'Choose a style and a length.',
      'Get a shot-by-shot plan and editing notes.',
    ],
  },
  {
    key: 'community',
    title: 'Community Spaces',
    summary: 'Share work, get feedback and collaborate in safe, moderated interest groups.',
    description:
      'Spaces are small groups around what you love: writing, filmmaking, gaming, business and more. Post work in progress, join events and climb the leaderboard by helping others.',
    capabilities: [
      'Interest spaces with their own feeds',
      'Events, workshops and live sessions',
      'Points, levels and a friendly leaderboard',
      'Moderation and privacy controls',
    ],
    howItWorks: [
      'Join spaces that match your interests.',
      'Share a post, a video or an event.',
      'Earn points for helping and creating.',
    ],
    note: { label: 'Coming Soon', text: 'Sound AI: compose music and sound effects for your stories and videos.' },
  },
  {
    key: 'creator',
    title: 'Creator Tools',
    summary: 'Plan content, understand your audience and shape ideas into a small business.',
    description:
      'The business side of creating, made approachable. Plan a content calendar, see what your audience enjoys and map out how your creative work could grow into a venture.',
    capabilities: [
      'Content calendars and post ideas',
      'Audience and engagement insights',
      'Business plans for creators',
      'Posts for LinkedIn, X and Instagram',
    ],
    howItWorks: [
      'Tell us your platform and your goals.',
      'Get a plan with concrete next steps.',
      'Track progress on your dashboard.',
    ],
  },
];
