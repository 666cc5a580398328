import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { kyselyOnPostgres } from '../../db/connect.js';
import type { Database } from '../../db/types.js';
import { FAKE_S3_CREDENTIALS, startFakeS3 } from '../fakes/fake-s3.js';
import { TMP_ROOT } from '../paths.js';
import { type Instance, spawnInstance, stopInstance, tail, waitUntilReady } from './instances.js';
import { type MailCapture, startMailCapture } from './mail-capture.js';
import { type RoundRobinProxy, startProxy } from './proxy.js';
import { createScratchDatabase, dropScratchDatabase, RUN_DIRS_FILE, remember } from './scratch.js';

/** One secret for every instance, as an operator sets it (32+ characters). */
const AUTH_SECRET = 'cluster-suite-auth-secret-0123456789abcdef';
const BUCKET = 'cluster-uploads';

export interface Cluster {
  /** The proxy's URL: APP_URL of every instance, the address members use. */
  appUrl: string;
  databaseUrl: string;
  /** The test's own connection to the cluster's database. */
  db: Kysely<Database>;
  proxy: RoundRobinProxy;
  mail: MailCapture;
  s3: Awaited<ReturnType<typeof startFakeS3>>;
  instances: Instance[];
  /** Instances stopped or replaced since the start, their logs kept. */
  retired: Instance[];
  /** Milliseconds from spawning the instances together to each one's readiness. */
  readyAfterMs: number[];
  /** Starts (again) the instance at `index` with the cluster's settings. */
  start(index: number): Promise<Instance>;
  /** Stops the instance at `index` cleanly and starts a new one in its place. */
  restart(index: number): Promise<Instance>;
  /** Stops every instance cleanly, then starts them all at the same moment (a deploy). */
  restartAll(): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Names the scratch database. */
  label: string;
  size?: number;
  /** Extra environment for every instance (ADMIN_EMAILS, SEED_DEMO, ...). */
  env?: Record<string, string>;
}

/**
 * Three production server processes on one fresh PostgreSQL database, spawned at the same moment,
 * behind a round-robin proxy; uploads on the in-process S3 fake, mail to an in-process SMTP
 * capture. Rate limits at their production values (RATE_LIMIT_SCALE=1); the proxy is the only
 * peer trusted to forward the client's address.
 */
export async function startCluster({ label, size = 3, env = {} }: ClusterOptions): Promise<Cluster> {
  const database = await createScratchDatabase(label);
  fs.mkdirSync(TMP_ROOT, { recursive: true });
  const runDir = fs.mkdtempSync(path.join(TMP_ROOT, `cluster-${label}-`));
  remember(RUN_DIRS_FILE, runDir);
  const stops: Array<() => Promise<unknown>> = [];
  const cleanUp = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    await dropScratchDatabase(database.name).catch(() => {});
    fs.rmSync(runDir, { recursive: true, force: true });
  };
  try {
    const s3 = await startFakeS3(BUCKET);
    stops.push(() => s3.close());
    const mail = await startMailCapture();
    stops.push(() => mail.close());
    const proxy = await startProxy([]);
    stops.push(() => proxy.close());
    const instanceEnv = {
      APP_URL: proxy.url,
      DATABASE_URL: database.url,
      AUTH_SECRET,
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_SCALE: '1',
      SMTP_URL: mail.url,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
      S3_REGION: FAKE_S3_CREDENTIALS.region,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    };
    const instances: Instance[] = [];
    const retired: Instance[] = [];
    const spawnAt = (index: number) => {
      const previous = instances[index];
      if (previous) retired.push(previous);
      const instance = spawnInstance(index, path.join(runDir, `instance-${index}`), instanceEnv);
      instances[index] = instance;
      return instance;
    };
    stops.push(() => Promise.all(instances.map((i) => stopInstance(i, 'SIGKILL'))));
    const db = kyselyOnPostgres(database.url, 3);
    stops.push(() => db.close());

    const startAll = async () => {
      const started = Date.now();
      const spawned = Array.from({ length: size }, (_, index) => spawnAt(index));
      const readyAfterMs = await Promise.all(
        spawned.map(async (instance) => {
          await waitUntilReady(instance);
          return Date.now() - started;
        }),
      );
      proxy.upstreams.splice(0, proxy.upstreams.length, ...spawned.map((i) => i.url));
      return readyAfterMs;
    };
    const readyAfterMs = await startAll();
    const start = async (index: number) => {
      const instance = spawnAt(index);
      await waitUntilReady(instance);
      proxy.upstreams[index] = instance.url;
      return instance;
    };

    return {
      appUrl: proxy.url,
      databaseUrl: database.url,
      db: db.db,
      proxy,
      mail,
      s3,
      instances,
      retired,
      readyAfterMs,
      start,
      async restart(index) {
        const old = instances[index];
        if (old) await stopInstance(old);
        return start(index);
      },
      async restartAll() {
        await Promise.all(instances.map((i) => stopInstance(i)));
        await startAll();
      },
      stop: cleanUp,
    };
  } catch (err) {
    await cleanUp();
    throw err;
  }
}

let shared: Promise<Cluster> | undefined;

/**
 * The suite's one cluster, started by whichever file asks first (the cluster project runs its files
 * one after another in one process, modules shared). Demo content on: three instances on an empty
 * database also seed it together. Nobody stops it: the global teardown ends its processes and drops
 * its database (global-setup.ts), whatever state a failure left it in; each file leaves it with
 * every instance up.
 */
export function sharedCluster(): Promise<Cluster> {
  shared ??= startCluster({ label: 'suite', env: { SEED_DEMO: 'true' } });
  return shared;
}

/** Log entries named `event` from every instance the cluster ever ran. */
export function eventsEverywhere(cluster: Cluster, event: string) {
  return [...cluster.retired, ...cluster.instances].flatMap((i) => i.events(event));
}

/** The last log lines of every instance: printed when a case fails, to see what the servers did. */
export function clusterLogs(cluster: Cluster, count = 10): string {
  return cluster.instances.map((i) => `--- instance ${i.index} (${i.url})\n${tail(i, count)}`).join('\n');
}
