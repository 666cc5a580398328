import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import { backupThroughKysely } from './live-backup.js';
import type { Manifest } from './manifest.js';
import { OpsError } from './manifest.js';

export const OPS_SOCKET = 'ops.sock';
export const opsSocketPath = (dataDir: string) => path.join(dataDir, OPS_SOCKET);

const requestSchema = z.object({ op: z.literal('backup'), file: z.string().refine(path.isAbsolute) }).strict();
type Reply = { ok: true; manifest: Manifest } | { ok: false; error: string };

/**
 * The running PGlite server answers `npm run backup` on DATA_DIR/ops.sock (mode 0600: only the
 * account that runs the server may ask), because no other process can open its database. It
 * writes the archive itself, to the absolute path the CLI names.
 */
export async function startOpsSocket(
  // biome-ignore lint/suspicious/noExplicitAny: any schema
  db: Kysely<any>,
  opts: { dataDir: string; uploadsDir: string | undefined; log: Logger },
): Promise<{ close(): Promise<void> }> {
  const file = opsSocketPath(opts.dataDir);
  // We hold DATA_DIR's lock, so a socket file left here is from a process that died.
  fs.rmSync(file, { force: true });
  let running = false;
  const connections = new Set<net.Socket>();
  const server = net.createServer((conn) => {
    connections.add(conn);
    conn.on('close', () => connections.delete(conn));
    let buffer = '';
    conn.setEncoding('utf8');
    conn.on('error', () => {});
    conn.on('data', async (chunk: string) => {
      buffer += chunk;
      if (buffer.length > 10_000 && !buffer.includes('\n')) {
        conn.end(`${JSON.stringify({ ok: false, error: 'request too long' })}\n`);
        return;
      }
      if (!buffer.includes('\n')) return;
      conn.pause();
      const reply = await answer(buffer.slice(0, buffer.indexOf('\n')));
      conn.end(`${JSON.stringify(reply)}\n`);
    });
  });
  const answer = async (line: string): Promise<Reply> => {
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      return { ok: false, error: 'unknown request' };
    }
    const parsed = requestSchema.safeParse(request);
    if (!parsed.success) return { ok: false, error: 'unknown request' };
    if (running) return { ok: false, error: 'a backup is already running' };
    running = true;
    const started = Date.now();
    try {
      const manifest = await backupThroughKysely(db, { ...opts, file: parsed.data.file });
      opts.log.info({ event: 'backup.written', file: parsed.data.file, ms: Date.now() - started }, 'backup written');
      return { ok: true, manifest };
    } catch (err) {
      opts.log.error({ err, event: 'backup.failed' }, 'backup failed');
      return { ok: false, error: (err as Error).message };
    } finally {
      running = false;
    }
  };
  const previous = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => resolve());
    });
  } finally {
    process.umask(previous);
  }
  fs.chmodSync(file, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(file, { force: true });
        // An idle client must not hold shutdown; a backup in progress finishes first.
        if (!running) for (const conn of connections) conn.destroy();
      }),
  };
}

/** Asks the running server for a backup; resolves with its manifest. */
export function requestBackup(dataDir: string, file: string): Promise<Manifest> {
  return new Promise((resolve, reject) => {
    const conn = net.createConnection(opsSocketPath(dataDir));
    let buffer = '';
    conn.setEncoding('utf8');
    conn.on('connect', () => conn.write(`${JSON.stringify({ op: 'backup', file })}\n`));
    conn.on('data', (chunk: string) => {
      buffer += chunk;
    });
    conn.on('error', (err) =>
      reject(new OpsError(`Could not reach the running server on ${opsSocketPath(dataDir)}: ${err.message}`)),
    );
    conn.on('end', () => {
      try {
        const reply = JSON.parse(buffer) as Reply;
        if (reply.ok) resolve(reply.manifest);
        else reject(new OpsError(`The running server could not write the backup: ${reply.error}`));
      } catch {
        reject(new OpsError('The running server closed the connection without an answer'));
      }
    });
  });
}

/** For server.ts: the socket on an embedded install (a failure to open it is logged, not fatal). */
export async function startServerOpsSocket(
  // biome-ignore lint/suspicious/noExplicitAny: any schema
  db: Kysely<any>,
  config: { databaseUrl: string | undefined; dataDir: string; s3: unknown },
  log: Logger,
): Promise<{ close(): Promise<void> } | undefined> {
  if (config.databaseUrl) return undefined;
  const uploadsDir = config.s3 ? undefined : path.join(config.dataDir, 'uploads');
  try {
    return await startOpsSocket(db, { dataDir: config.dataDir, uploadsDir, log });
  } catch (err) {
    log.warn({ err }, `no backup socket at ${opsSocketPath(config.dataDir)}: npm run backup needs the server stopped`);
    return undefined;
  }
}
