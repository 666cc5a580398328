import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
export const TABLES_DIR = 'tables';
export const UPLOADS_DIR = 'uploads';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal('storyloom-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  migrations: z.array(z.string()).min(1),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().min(0), sha256 })),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  /** null when uploads live in S3-compatible storage (back the bucket up on its own). */
  uploads: z.array(z.object({ path: z.string(), bytes: z.number().int().min(0), sha256 })).nullable(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** A refusal or failure the CLI prints as is (no stack trace). */
export class OpsError extends Error {}
