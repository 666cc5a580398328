// When DATABASE_URL is set the bench runs on PostgreSQL, in a database of its own that is dropped
// afterwards (never in the database the URL names).
import pg from 'pg';

export async function freshPostgresDatabase(baseUrl, prefix = 'storyloom_bench') {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
