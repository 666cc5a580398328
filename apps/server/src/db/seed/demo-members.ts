import type { Seeder } from './index.js';

/**
 * Demo creators from the prototype's sample members. They have no password (no credential
 * account), so nobody can sign in as them; they give a fresh app a living community.
 */
export const DEMO_MEMBERS = [
  {
    id: '0b6f3c1e-5a51-4f7e-9d7a-1d2f3a4b5c01',
    name: 'Maya Chen',
    username: 'maya_writes',
    bio: 'Young novelist and community host. Ask me about world-building!',
  },
  {
    id: '0b6f3c1e-5a51-4f7e-9d7a-1d2f3a4b5c02',
    name: 'Jordan Rivera',
    username: 'jordan_films',
    bio: 'Short films, big dreams. Moderator of the video space.',
  },
  {
    id: '0b6f3c1e-5a51-4f7e-9d7a-1d2f3a4b5c03',
    name: 'Aisha Patel',
    username: 'aisha_creates',
    bio: 'Podcaster and teen entrepreneur.',
  },
  {
    id: '0b6f3c1e-5a51-4f7e-9d7a-1d2f3a4b5c04',
    name: 'Leo Martins',
    username: 'leo_draws',
    bio: 'Comic artist learning to tell stories with AI tools.',
  },
  {
    id: '0b6f3c1e-5a51-4f7e-9d7a-1d2f3a4b5c05',
    name: 'Sofia Okafor',
    username: 'sofia_speaks',
    bio: 'Spoken word and TikTok storytelling.',
  },
] as const;

export const demoMembersSeeder: Seeder = {
  name: 'demo-members',
  async run(db) {
    for (const m of DEMO_MEMBERS) {
      const email = `${m.username}@demo.storyloom.local`;
      await db
        .insertInto('user')
        .values({ id: m.id, name: m.name, email, emailVerified: true, role: 'user', image: null })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await db
        .insertInto('profiles')
        .values({ id: m.id, username: m.username, full_name: m.name, bio: m.bio })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
  },
};
