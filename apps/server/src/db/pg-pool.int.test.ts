import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/paths.js';
import { type DatabaseHandle, kyselyOnPostgres } from './connect.js';

const backendPid = async (handle: DatabaseHandle) =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]?.pid;

describe.skipIf(testDatabaseKind() !== 'postgres')('the PostgreSQL pool', () => {
  let handle: DatabaseHandle;
  beforeAll(() => {
    handle = kyselyOnPostgres(process.env.TEST_DATABASE_URL as string, 1);
  });
  afterAll(async () => {
    await handle.close();
  });

  // node-postgres would close it after 10 s idle, and the next request would pay for a new backend
  // without its prepared statements (decision 2010).
  it('keeps an idle connection, with its prepared statements, past a quiet spell', async () => {
    const before = await backendPid(handle);
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(handle.pool?.()).toMatchObject({ total: 1, idle: 1 });
    expect(await backendPid(handle)).toBe(before);
  }, 20_000);
});
