import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** An address, or a CIDR range (address/prefix). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may tell us the client's address (X-Forwarded-For / Forwarded): unset, nobody (the
 * socket's peer is the client); a number, that many proxy hops; or addresses and CIDR ranges.
 * "true" (trust any peer) is refused: anyone could then choose the address rate limits count.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (v === '' || v === 'false') return false;
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops >= 1 && hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'a hop count is a whole number from 1 to 10' });
      return z.NEVER;
    }
    const entries = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `give a hop count, or addresses and CIDR ranges of your proxies (not: ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * PGlite's PostgreSQL takes PostgreSQL's 128MB of shared buffers by default and touches them at start;
 * 32MB holds a community of thousands in cache and takes about 120 MB off idle memory (issue 20).
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '32MB';

/** A video lesson's largest file by default (issue 17): a long screen recording fits, a film does not. */
export const DEFAULT_LESSON_VIDEO_MAX_SIZE = '500MB';
/** A course archive's largest size by default (issue 17): a course of a few long videos fits. */
export const DEFAULT_COURSE_IMPORT_MAX_SIZE = '2GB';
const SIZE_UNITS: Record<string, number> = { kB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Storyloom <no-reply@storyloom.local>')),
  ADMIN_EMAILS: z.preprocess(emptyAsUndefined, z.string().default('')),
  AI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  AI_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default('https://openrouter.ai/api/v1')),
  AI_MODEL: z.preprocess(emptyAsUndefined, z.string().default('openai/gpt-4o-mini')),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  SEED_DEMO: z.preprocess(emptyAsUndefined, boolish.default(true)),
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().optional()),
  RATE_LIMIT_SCALE: z.preprocess(emptyAsUndefined, z.coerce.number().min(1).max(1000).default(1)),
  PASSWORD_BREACH_CHECK_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  TRUST_PROXY: z.preprocess((v) => v ?? '', trustProxySchema),
  METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(16)
      .regex(/^[\x21-\x7e]+$/, 'letters, digits and punctuation only, no spaces')
      .optional(),
  ),
  LOG_FORMAT: z.preprocess(emptyAsUndefined, z.enum(['auto', 'json', 'pretty']).default('auto')),
  PGLITE_SHARED_BUFFERS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[1-9]\d*(kB|MB|GB)$/, 'a size such as 32MB (kB, MB or GB)')
      .default(DEFAULT_PGLITE_SHARED_BUFFERS),
  ),
  LESSON_VIDEO_MAX_SIZE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[1-9]\d*(kB|MB|GB)$/, 'a size such as 500MB (kB, MB or GB)')
      .default(DEFAULT_LESSON_VIDEO_MAX_SIZE)
      .transform((v) => Number.parseInt(v, 10) * (SIZE_UNITS[v.slice(-2)] as number))
      .refine((bytes) => bytes <= 20 * 1024 ** 3, 'at most 20GB'),
  ),
  COURSE_IMPORT_MAX_SIZE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[1-9]\d*(kB|MB|GB)$/, 'a size such as 2GB (kB, MB or GB)')
      .default(DEFAULT_COURSE_IMPORT_MAX_SIZE)
      .transform((v) => Number.parseInt(v, 10) * (SIZE_UNITS[v.slice(-2)] as number))
      .refine((bytes) => bytes <= 50 * 1024 ** 3, 'at most 50GB'),
  ),
});

export interface Config {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  ai: { apiKey: string | undefined; baseUrl: string; model: string };
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string } | undefined;
  seedDemo: boolean;
  /** Explicit secret; when unset the server keeps a generated one in DATA_DIR (or the database). */
  authSecret: string | undefined;
  logLevel: string;
  /** Built SPA directory; undefined when the web app is not built (API only). */
  webDist: string | undefined;
  /** Multiplies every rate limit's allowance; 1 in production. The e2e run raises it: all its browsers share one IP. */
  rateLimitScale: number;
  /** Base of a Have I Been Pwned compatible range API (`<base>/<5 hex>`); unset: no breach check. */
  passwordBreachCheckUrl: string | undefined;
  /** Peers trusted to forward the client's address: none, a hop count, or addresses/CIDR ranges. */
  trustProxy: false | number | string[];
  /** A listener on HOST serving only /metrics (without METRICS_TOKEN it answers anyone who reaches it). */
  metricsPort: number | undefined;
  /** When set, /metrics is served on the main port too, to `Authorization: Bearer <token>` only. */
  metricsToken: string | undefined;
  /** auto: pretty when stdout is a terminal, JSON otherwise (logging/format.ts). */
  logFormat: 'auto' | 'json' | 'pretty';
  /** PostgreSQL's shared_buffers for the embedded database (unused with DATABASE_URL). */
  pgliteSharedBuffers: string;
  /** The largest video a studio lesson accepts, in bytes (streamed to storage, never held in memory). */
  lessonVideoMaxBytes: number;
  /** The largest course archive the studio imports, in bytes (spooled to disk, never held in memory). */
  courseImportMaxBytes: number;
}

export class ConfigError extends Error {}

/** The only reader of process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3Parts = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Parts.some(Boolean) && !s3Parts.every(Boolean)) {
    throw new ConfigError(
      'Invalid environment:\n  S3_*: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    );
  }
  if (e.METRICS_PORT && e.METRICS_PORT === e.PORT) {
    throw new ConfigError('Invalid environment:\n  METRICS_PORT: must differ from PORT');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    ai: { apiKey: e.AI_API_KEY, baseUrl: e.AI_BASE_URL, model: e.AI_MODEL },
    s3: e.S3_ENDPOINT
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET as string,
          accessKeyId: e.S3_ACCESS_KEY_ID as string,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
          region: e.S3_REGION,
        }
      : undefined,
    seedDemo: e.SEED_DEMO,
    authSecret: e.AUTH_SECRET,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    passwordBreachCheckUrl: e.PASSWORD_BREACH_CHECK_URL,
    trustProxy: e.TRUST_PROXY,
    metricsPort: e.METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    logFormat: e.LOG_FORMAT,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    lessonVideoMaxBytes: e.LESSON_VIDEO_MAX_SIZE,
    courseImportMaxBytes: e.COURSE_IMPORT_MAX_SIZE,
  };
}
