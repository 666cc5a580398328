import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, createLogger } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { acquireDataDirLock, DataDirLockedError } from './db/lock.js';
import { chooseLogFormat } from './logging/format.js';
import { type MetricsListener, startMetricsListener } from './metrics/listener.js';
import { startDraining } from './modules/health/readiness.js';
import { startServerOpsSocket } from './ops/socket.js';

async function main() {
  const config = loadConfig();
  config.webDist ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const log = createLogger(config.logLevel, undefined, chooseLogFormat(config.logFormat, process.stdout.isTTY));
  const release = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);

  const started = Date.now();
  const app = await buildApp(config, { logger: log });
  let metricsListener: MetricsListener | undefined;
  let opsSocket: Awaited<ReturnType<typeof startServerOpsSocket>>;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    // Readiness answers 503 from here on (the preClose hook does it too, for tests and embedders).
    startDraining(app);
    try {
      await opsSocket?.close();
      await app.close();
      await metricsListener?.close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // `npm run backup` asks this process on DATA_DIR/ops.sock: nothing else may open its PGlite.
  opsSocket = await startServerOpsSocket(app.ctx.db, config, log);
  if (config.metricsPort !== undefined) {
    const { host, metricsPort: port, metricsToken: token } = config;
    metricsListener = await startMetricsListener(app.ctx.metrics, { port, host, token, log });
    log.info({ url: `${metricsListener.url}/metrics` }, 'metrics listener started');
  }
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
