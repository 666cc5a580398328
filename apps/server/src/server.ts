import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, createLogger } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { acquireDataDirLock, DataDirLockedError } from './db/lock.js';
import { startDraining } from './modules/health/readiness.js';

async function main() {
  const config = loadConfig();
  config.webDist ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const log = createLogger(config.logLevel);
  const release = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);

  const started = Date.now();
  const app = await buildApp(config, { logger: log });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    // Readiness answers 503 from here on (the preClose hook does it too, for tests and embedders).
    startDraining(app);
    try {
      await app.close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  log.info({ ms: Date.now() - started, database }, `Storyloom is running at ${config.appUrl}`);
  console.info(`\n  Storyloom is running at ${config.appUrl}  (${database})\n`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  console.error(err);
  process.exit(1);
});
