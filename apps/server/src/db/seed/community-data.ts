import { DEMO_MEMBERS } from './demo-members.js';

/** More demo creators (no password: nobody signs in as them), so the default spaces have real members. */
// biome-ignore format: one creator a line
export const EXTRA_MEMBERS = [
  { id: '0b6f3c1e-5a51-4f7e-9d7a-1d2f3a4b5c06', name: 'Noah Kim', username: 'noah_animates', bio: 'Stop-motion animator and LEGO director.' },
  { id: '0b6f3c1e-5a51-4f7e-9d7a-1d2f3a4b5c07', name: 'Priya Sharma', username: 'priya_pitches', bio: 'Building a bracelet business, one reel at a time.' },
  { id: '0b6f3c1e-5a51-4f7e-9d7a-1d2f3a4b5c08', name: 'Ethan Brooks', username: 'ethan_games', bio: 'Indie game storyteller and streamer.' },
  { id: '0b6f3c1e-5a51-4f7e-9d7a-1d2f3a4b5c09', name: 'Zara Ahmed', username: 'zara_photos', bio: 'Photo essays about my neighbourhood.' },
  { id: '0b6f3c1e-5a51-4f7e-9d7a-1d2f3a4b5c10', name: 'Lucas Silva', username: 'lucas_beats', bio: 'Making beats for other creators’ videos.' },
  { id: '0b6f3c1e-5a51-4f7e-9d7a-1d2f3a4b5c11', name: 'Hana Sato', username: 'hana_writes', bio: 'Fan fiction writer going original.' },
  { id: '0b6f3c1e-5a51-4f7e-9d7a-1d2f3a4b5c12', name: 'Omar Haddad', username: 'omar_vlogs', bio: 'Daily vlogs and honest reviews.' },
] as const;

const ids = [...DEMO_MEMBERS, ...EXTRA_MEMBERS].map((m) => m.id);
// biome-ignore format: twelve names
const [maya, jordan, aisha, leo, sofia, noah, priya, ethan, zara, lucas, hana, omar] = ids as [
  string, string, string, string, string, string, string, string, string, string, string, string,
];
export const MEMBER = { maya, jordan, aisha, leo, sofia, noah, priya, ethan, zara, lucas, hana, omar };

export interface SeedSpace {
  id: string;
  name: string;
  description: string;
  icon: string;
  color: string;
  categories: string[];
  /** The first is the space's admin; `moderators` get that role. */
  members: string[];
  moderators?: string[];
  daysAgo: number;
}

/** 'Content Creation' exists from migration 0007; the seed gives it its members. */
export const CONTENT_CREATION = '5a1ce000-0000-4000-8000-000000000001';
const space = (n: number) => `5a1ce000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

/** Three default spaces with 12, 8 and 5 members; then spaces to discover. */
// biome-ignore format: one space a line
export const SEED_SPACES: SeedSpace[] = [
  { id: CONTENT_CREATION, name: 'Content Creation', description: '', icon: '🎬', color: '#8B5CF6', categories: [], members: ids, moderators: [jordan], daysAgo: 120 },
  { id: space(2), name: 'Storytelling', description: 'Plots, characters and worlds: share drafts and get friendly feedback.', icon: '📚', color: '#EC4899', categories: ['Writing', 'Fiction'], members: [maya, hana, leo, sofia, noah, ethan, zara, aisha], moderators: [hana], daysAgo: 118 },
  { id: space(3), name: 'Entrepreneurship', description: 'Turn your creativity into a business: ideas, pricing and first customers.', icon: '🎯', color: '#10B981', categories: ['Business', 'Marketing'], members: [aisha, priya, omar, lucas, maya], daysAgo: 115 },
  { id: space(4), name: 'Video Editing', description: 'Cuts, captions and sound for short films and reels.', icon: '🎥', color: '#3B82F6', categories: ['Video', 'Editing'], members: [jordan, noah, omar, zara], daysAgo: 90 },
  { id: space(5), name: 'Digital Art & Comics', description: 'Panels, palettes and AI-assisted sketching.', icon: '🎨', color: '#F59E0B', categories: ['Art', 'Comics'], members: [leo, hana, noah], daysAgo: 80 },
  { id: space(6), name: 'Podcasting', description: 'Record, edit and grow a show people love.', icon: '🎙️', color: '#EF4444', categories: ['Audio', 'Podcasts'], members: [aisha, lucas, sofia], daysAgo: 60 },
  { id: space(7), name: 'Spoken Word', description: 'Poetry and performance, on stage and on TikTok.', icon: '🎤', color: '#EC4899', categories: ['Poetry', 'Performance'], members: [sofia, maya], daysAgo: 40 },
];

export interface SeedPost {
  author: string;
  space: string;
  content: string;
  hoursAgo: number;
  visibility?: 'private';
  likedBy: string[];
  comments: Array<{ author: string; content: string; hoursAgo: number }>;
}

const S = Object.fromEntries(SEED_SPACES.map((s) => [s.name, s.id])) as Record<string, string>;
const cc = CONTENT_CREATION;

/** Sample posts of the prototype's feed, spread over three months so the leaderboard ranges differ. */
// biome-ignore format: one post a line
export const SEED_POSTS: SeedPost[] = [
  { author: maya, space: cc, hoursAgo: 2, content: 'Welcome to all our new members! 👋 Introduce yourself below and tell us what you are creating this month.', likedBy: [jordan, aisha, leo, sofia, noah, hana], comments: [{ author: noah, content: 'Hi everyone! Working on a 60-second stop-motion about a lost robot.', hoursAgo: 1 }, { author: priya, content: 'Hello! Launching my first product page this week 🎉', hoursAgo: 1 }] },
  { author: jordan, space: S['Video Editing'] ?? cc, hoursAgo: 5, content: 'Tip: cut on action. If a hand starts moving in one shot, finish the movement in the next and nobody notices the edit. More in my masterclass notes: https://storyloom.example/editing-notes', likedBy: [noah, omar, zara, maya], comments: [{ author: omar, content: 'This changed my vlogs overnight, thank you!', hoursAgo: 4 }] },
  { author: aisha, space: S.Entrepreneurship ?? cc, hoursAgo: 20, content: 'Episode 12 of my podcast is out: how I priced my first digital product (and why I doubled it a week later).', likedBy: [priya, lucas, omar], comments: [{ author: priya, content: 'The part about pricing anchors was so useful.', hoursAgo: 18 }] },
  { author: sofia, space: S['Spoken Word'] ?? cc, hoursAgo: 30, content: 'New poem draft: "Small towns keep their stories in their bakeries." Would love feedback from @maya_writes 💜', likedBy: [maya, hana], comments: [{ author: maya, content: 'That first line is a gift. Keep going!', hoursAgo: 28 }] },
  { author: leo, space: S['Digital Art & Comics'] ?? cc, hoursAgo: 60, content: 'Finished page 4 of my comic! I used the Story AI to brainstorm the villain and drew everything by hand.', likedBy: [hana, noah, maya, ethan], comments: [{ author: hana, content: 'The villain design is amazing.', hoursAgo: 50 }] },
  { author: hana, space: S.Storytelling ?? cc, hoursAgo: 100, content: 'Question for writers: do you outline first or discover the story as you write?', likedBy: [maya, leo, sofia], comments: [{ author: ethan, content: 'Outline the ending, discover the middle.', hoursAgo: 98 }, { author: maya, content: 'Both! A loose outline, then I let characters surprise me.', hoursAgo: 97 }] },
  { author: priya, space: S.Entrepreneurship ?? cc, hoursAgo: 170, content: 'First 10 orders! 🎉 What worked: a behind-the-scenes reel showing how each bracelet is made.', likedBy: [aisha, omar, maya, lucas, zara], comments: [{ author: aisha, content: 'Congratulations!! Process videos are magic.', hoursAgo: 160 }] },
  { author: ethan, space: S.Storytelling ?? cc, hoursAgo: 300, content: 'Playtesting my narrative game this weekend. Looking for 3 testers who like mysteries.', likedBy: [hana, leo], comments: [{ author: zara, content: 'Count me in!', hoursAgo: 290 }] },
  { author: zara, space: cc, hoursAgo: 500, content: 'Photo essay idea: one street, four seasons. Starting this spring.', likedBy: [omar, jordan], comments: [] },
  { author: lucas, space: S.Podcasting ?? cc, hoursAgo: 900, content: 'Free intro jingle pack for anyone starting a podcast in this community. Just credit the space!', likedBy: [aisha, sofia, omar, priya], comments: [{ author: aisha, content: 'Using one for my next episode 🎧', hoursAgo: 880 }] },
  { author: omar, space: S['Video Editing'] ?? cc, hoursAgo: 1500, content: 'Day 100 of daily vlogging. Lessons: good audio beats a good camera, and consistency beats perfection.', likedBy: [jordan, noah, zara, lucas, maya, priya], comments: [{ author: jordan, content: 'Huge milestone. Respect.', hoursAgo: 1490 }] },
  { author: noah, space: S['Video Editing'] ?? cc, hoursAgo: 2000, content: 'My first stop-motion short took 1,440 photos. Worth it.', likedBy: [jordan, leo], comments: [] },
  { author: maya, space: cc, hoursAgo: 8, visibility: 'private', content: 'Note to self: plan the welcome session for the next cohort.', likedBy: [], comments: [] },
];

/** Who follows whom among the demo creators. */
// biome-ignore format: pairs
export const SEED_FOLLOWS: Array<[string, string]> = [
  [jordan, maya], [aisha, maya], [leo, maya], [sofia, maya], [hana, maya], [noah, jordan], [omar, jordan],
  [priya, aisha], [lucas, aisha], [maya, sofia], [hana, leo], [zara, omar], [ethan, hana],
];
