import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../types.js';
import { communitySeeder } from './community.js';
import { coursesSeeder } from './courses.js';
import { demoMembersSeeder } from './demo-members.js';
import { eventsSeeder } from './events.js';

export interface Seeder {
  /** Unique and stable: a seeder runs once per database. */
  name: string;
  run(db: Kysely<Database>): Promise<void>;
}

/** Seeders of the demo content; each feature adds its own here. */
export const seeders: Seeder[] = [demoMembersSeeder, coursesSeeder, eventsSeeder, communitySeeder];

/** Runs every seeder that has not run on this database yet, each in its own transaction. */
export async function seedDemoContent(db: Kysely<Database>, log: Logger, list: Seeder[] = seeders): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of list) {
    const done = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('seed_runs')
        .values({ name: seeder.name })
        .onConflict((oc) => oc.column('name').doNothing())
        .returning('name')
        .executeTakeFirst();
      if (!claimed) return false;
      await seeder.run(trx);
      return true;
    });
    if (done) ran.push(seeder.name);
  }
  if (ran.length) log.info({ seeders: ran }, 'demo content seeded');
  return ran;
}
