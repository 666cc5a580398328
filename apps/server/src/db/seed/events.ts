import type { EventType } from '@storyloom/domain';
import type { Seeder } from './index.js';

interface SeedEvent {
  title: string;
  type: EventType;
  description: string;
  /** Relative to the moment of seeding: negative is past. */
  inDays: number;
  hourUtc: number;
  location: string;
  host: { name: string; bio: string };
  maxAttendees: number | null;
  agenda: Array<{ time: string; title: string; description: string }>;
  materials: Array<{ title: string; url: string }>;
}

const maya = { name: 'Maya Chen', bio: 'Young novelist and community host.' };
const jordan = { name: 'Jordan Rivera', bio: 'Short films, big dreams. Moderator of the video space.' };
const aisha = { name: 'Aisha Patel', bio: 'Podcaster and teen entrepreneur.' };
const sofia = { name: 'Sofia Okafor', bio: 'Spoken word and TikTok storytelling.' };

const agenda = (...items: Array<[string, string, string]>) =>
  items.map(([time, title, description]) => ({ time, title, description }));

/** Demo events of every type, some past and some upcoming. */
export const SEED_EVENTS: SeedEvent[] = [
  {
    title: 'Story Hooks Workshop',
    type: 'workshop',
    description: 'Write and swap opening lines that make readers stay. Bring a story idea.',
    inDays: 2,
    hourUtc: 17,
    location: 'Online (video call)',
    host: maya,
    maxAttendees: 30,
    agenda: agenda(
      ['17:00', 'Warm-up', 'Five famous first lines and why they work.'],
      ['17:15', 'Writing sprint', 'Write three hooks for your own story.'],
      ['17:40', 'Share and feedback', 'Read your favourite hook aloud.'],
    ),
    materials: [{ title: 'Story Structure Worksheet', url: '/courses/storytelling-narrative/module/1' }],
  },
  {
    title: 'Masterclass: Editing Short Films on a Phone',
    type: 'masterclass',
    description: 'A live edit of a 30-second story, from raw clips to captions and sound.',
    inDays: 5,
    hourUtc: 18,
    location: 'Online (live stream)',
    host: jordan,
    maxAttendees: 100,
    agenda: agenda(
      ['18:00', 'Raw footage', 'What we shot and why.'],
      ['18:20', 'The edit', 'Cutting on action, pacing and captions.'],
      ['18:50', 'Q&A', 'Your editing questions answered.'],
    ),
    materials: [],
  },
  {
    title: 'Creator Meet & Greet',
    type: 'networking',
    description: 'Meet other young creators, find collaborators and share what you are working on.',
    inDays: 9,
    hourUtc: 16,
    location: 'Community Hall, Room 2',
    host: sofia,
    maxAttendees: 2,
    agenda: agenda(['16:00', 'Introductions', 'One minute each: who you are and what you make.']),
    materials: [],
  },
  {
    title: 'Pitch Practice Night',
    type: 'business',
    description: 'Practise a two-minute pitch for your idea and get friendly feedback from young founders.',
    inDays: 14,
    hourUtc: 17,
    location: 'Online (video call)',
    host: aisha,
    maxAttendees: 20,
    agenda: agenda(
      ['17:00', 'What makes a pitch work', 'Problem, solution, proof, ask.'],
      ['17:20', 'Pitch rounds', 'Two minutes each, three minutes of feedback.'],
    ),
    materials: [],
  },
  {
    title: 'Open Discussion: AI and Originality',
    type: 'discussion',
    description: 'Is a story still yours when AI helped? An open, friendly debate.',
    inDays: 21,
    hourUtc: 18,
    location: 'Online (video call)',
    host: maya,
    maxAttendees: null,
    agenda: [],
    materials: [],
  },
  {
    title: 'World-Building Workshop',
    type: 'workshop',
    description: 'Design a world with rules, history and a map in one hour.',
    inDays: 30,
    hourUtc: 17,
    location: 'Online (video call)',
    host: maya,
    maxAttendees: 40,
    agenda: [],
    materials: [],
  },
  {
    title: 'Podcasting for Beginners',
    type: 'masterclass',
    description: 'From idea to first episode: equipment, recording and editing basics.',
    inDays: -4,
    hourUtc: 17,
    location: 'Online (live stream)',
    host: aisha,
    maxAttendees: 80,
    agenda: [],
    materials: [],
  },
  {
    title: 'Monthly Creator Circle',
    type: 'networking',
    description: 'Our monthly get-together to share wins and challenges.',
    inDays: -12,
    hourUtc: 16,
    location: 'Community Hall, Room 1',
    host: sofia,
    maxAttendees: 25,
    agenda: [],
    materials: [],
  },
  {
    title: 'Sponsorship Basics Q&A',
    type: 'business',
    description: 'What brands look for and how to price a first sponsored post.',
    inDays: -20,
    hourUtc: 18,
    location: 'Online (video call)',
    host: aisha,
    maxAttendees: 50,
    agenda: [],
    materials: [],
  },
  {
    title: 'Discussion: What Makes a Story Stick?',
    type: 'discussion',
    description: 'We compared favourite stories and what made them memorable.',
    inDays: -7,
    hourUtc: 17,
    location: 'Online (video call)',
    host: jordan,
    maxAttendees: null,
    agenda: [],
    materials: [],
  },
];

function startsAt(now: Date, inDays: number, hourUtc: number): Date {
  const d = new Date(now);
  d.setUTCDate(d.getUTCDate() + inDays);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d;
}

export const eventsSeeder: Seeder = {
  name: 'events',
  async run(db) {
    const now = new Date();
    await db
      .insertInto('events')
      .values(
        SEED_EVENTS.map((e) => ({
          title: e.title,
          type: e.type,
          description: e.description,
          starts_at: startsAt(now, e.inDays, e.hourUtc),
          location: e.location,
          host_name: e.host.name,
          host_avatar_url: null,
          host_bio: e.host.bio,
          max_attendees: e.maxAttendees,
          agenda: JSON.stringify(e.agenda),
          materials: JSON.stringify(e.materials),
        })),
      )
      .execute();
  },
};
