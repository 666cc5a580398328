import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { EXTRA_MEMBERS } from './community-data.js';
import { DEMO_MEMBERS } from './demo-members.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
});
afterAll(async () => {
  await t.close();
});

describe('demo content', () => {
  it('is seeded on the first start only', async () => {
    const count = async () =>
      Number(
        (
          await t.app.ctx.db
            .selectFrom('profiles')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const seeded = DEMO_MEMBERS.length + EXTRA_MEMBERS.length;
    expect(await count()).toBe(seeded);
    await t.app.ctx.db.deleteFrom('user').where('id', '=', DEMO_MEMBERS[0].id).execute();
    t = await t.restart({ SEED_DEMO: 'true' });
    expect(await count()).toBe(seeded - 1);
  });

  it('seeds members nobody can sign in as', async () => {
    const accounts = await t.app.ctx.db.selectFrom('account').selectAll().execute();
    expect(accounts).toHaveLength(0);
  });
});
