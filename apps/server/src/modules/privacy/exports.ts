import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type DataExport, dataRightsMessages, EXPORT_TTL_HOURS, isChildAccountEmail } from '@storyloom/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database, DataExportsTable } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { mailAudience } from '../../i18n/recipient-locale.js';
import { dataExportReadyMail } from '../../mail/templates.js';
import type { OpenedObject } from '../../storage/types.js';
import { writeAccountExport } from './export-zip.js';

/** A build still 'building' after this long was left by a stopped instance: it counts as failed. */
const STALE_BUILD_MINUTES = 30;
/** Failed rows stay a day, so the tab can say so, then go. */
const FAILED_KEPT_HOURS = 24;

type ExportRow = Selectable<DataExportsTable>;

/** Builds running in this process, per app: tests and shutdown wait for them. */
const running = new WeakMap<AppContext, Set<Promise<void>>>();

function track(ctx: AppContext, work: Promise<void>) {
  let set = running.get(ctx);
  if (!set) {
    set = new Set();
    running.set(ctx, set);
  }
  const builds = set;
  builds.add(work);
  void work.finally(() => builds.delete(work));
}

/** Resolves once every export build this process started has finished (or failed). */
export async function exportBuildsSettled(ctx: AppContext): Promise<void> {
  for (let set = running.get(ctx); set?.size; set = running.get(ctx)) await Promise.allSettled([...set]);
}

function toDataExport(row: ExportRow, now = Date.now()): DataExport {
  const expired = row.status === 'ready' && row.expires_at !== null && new Date(row.expires_at).getTime() <= now;
  const status = expired ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    createdAt: new Date(row.created_at).toISOString(),
    readyAt: row.ready_at ? new Date(row.ready_at).toISOString() : null,
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    downloadUrl: status === 'ready' ? `/api/privacy/exports/${row.id}/download` : null,
  };
}

/** The member's most recent export, or null. */
export async function latestExport(db: Kysely<Database>, userId: string): Promise<DataExport | null> {
  const row = await db
    .selectFrom('data_exports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? toDataExport(row) : null;
}

async function mailWhenReady(ctx: AppContext, userId: string, expiresAt: Date) {
  const user = await ctx.db.selectFrom('user').select(['name', 'email']).where('id', '=', userId).executeTakeFirst();
  // An account made with a parent's email has no address of its own to write to.
  if (!user || isChildAccountEmail(user.email)) return;
  const url = `${ctx.config.appUrl}/settings/privacy`;
  // In the member's language, the expiry in their time zone.
  const audience = await mailAudience(ctx.db, userId);
  await ctx.mailer.send({ to: user.email, ...dataExportReadyMail({ name: user.name, url, expiresAt }, audience) });
}

/**
 * Writes the zip to a temporary file, then into the storage backend under a key nobody can guess
 * (128 random bits, no member id), then marks the row ready for EXPORT_TTL_HOURS and mails the
 * member. Any failure marks it failed. If the row went meanwhile (the account was deleted), the
 * stored file goes too.
 */
async function build(ctx: AppContext, exportId: string, userId: string): Promise<void> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'storyloom-export-'));
  const file = path.join(dir, 'export.zip');
  const key = `exports/${randomBytes(16).toString('hex')}.zip`;
  try {
    await writeAccountExport(ctx, userId, fs.createWriteStream(file));
    const { size } = await fsp.stat(file);
    await ctx.storage.putFile(key, file, 'application/zip');
    const expiresAt = new Date(Date.now() + EXPORT_TTL_HOURS * 3_600_000);
    const ready = await ctx.db
      .updateTable('data_exports')
      .set({ status: 'ready', storage_key: key, size_bytes: size, ready_at: new Date(), expires_at: expiresAt })
      .where('id', '=', exportId)
      .where('status', '=', 'building')
      .returning('id')
      .executeTakeFirst();
    if (!ready) {
      await ctx.storage.delete(key);
      return;
    }
    await mailWhenReady(ctx, userId, expiresAt).catch((err: unknown) =>
      ctx.log.warn({ err, exportId }, 'export ready, but its mail was not sent'),
    );
    ctx.log.info({ event: 'privacy.export_ready', userId, exportId, size }, 'data export ready');
  } catch (err) {
    ctx.log.error({ err, exportId }, 'data export failed');
    await ctx.storage.delete(key).catch(() => {});
    await ctx.db
      .updateTable('data_exports')
      .set({ status: 'failed' })
      .where('id', '=', exportId)
      .where('status', '=', 'building')
      .execute()
      .catch(() => {});
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Starts an export in the background, one at a time per member (a unique index): while one is
 * building, asking again answers with that one. A build left behind by a stopped instance is
 * marked failed first, so it never blocks the member.
 */
export async function requestExport(ctx: AppContext, userId: string): Promise<DataExport> {
  await ctx.db
    .updateTable('data_exports')
    .set({ status: 'failed' })
    .where('user_id', '=', userId)
    .where('status', '=', 'building')
    .where('created_at', '<', sql<Date>`now() - make_interval(mins => ${STALE_BUILD_MINUTES})`)
    .execute();
  const inserted = await ctx.db
    .insertInto('data_exports')
    .values({ user_id: userId, status: 'building' })
    // A literal, not a parameter: the partial index is matched when the statement is planned.
    .onConflict((oc) => oc.column('user_id').where('status', '=', sql.lit('building')).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) {
    track(ctx, build(ctx, inserted.id, userId));
    return toDataExport(inserted);
  }
  const building = await ctx.db
    .selectFrom('data_exports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'building')
    .executeTakeFirstOrThrow();
  return toDataExport(building);
}

const notFound = () => new AppError(404, 'not_found', dataRightsMessages.exportNotFound);

/** The stored zip of one of the member's exports: 404 for anyone else's, 409 while building, 410 after expiry. */
export async function openExportDownload(
  ctx: AppContext,
  userId: string,
  exportId: string,
): Promise<{ opened: OpenedObject; createdAt: Date }> {
  const row = await ctx.db
    .selectFrom('data_exports')
    .selectAll()
    .where('id', '=', exportId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row || row.status === 'failed') throw notFound();
  if (row.status === 'building') throw new AppError(409, 'export_not_ready', dataRightsMessages.exportNotReady);
  const expired = () => new AppError(410, 'export_expired', dataRightsMessages.exportExpired);
  if (!row.storage_key || (row.expires_at && new Date(row.expires_at).getTime() <= Date.now())) throw expired();
  const opened = await ctx.storage.open(row.storage_key);
  if (!opened) throw expired();
  return { opened, createdAt: new Date(row.created_at) };
}

/**
 * Retention (helper D's job calls this): deletes the files and rows of expired exports, failed
 * ones after a day and builds left behind by a stopped instance. Returns how many rows went.
 */
export async function purgeExpiredExports(ctx: AppContext): Promise<number> {
  const rows = await ctx.db
    .selectFrom('data_exports')
    .select(['id', 'storage_key'])
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', sql<Date>`now()`),
        eb.and([
          eb('status', '=', 'failed'),
          eb('created_at', '<', sql<Date>`now() - make_interval(hours => ${FAILED_KEPT_HOURS})`),
        ]),
        eb.and([
          eb('status', '=', 'building'),
          eb('created_at', '<', sql<Date>`now() - make_interval(mins => ${STALE_BUILD_MINUTES})`),
        ]),
      ]),
    )
    .execute();
  const purged: string[] = [];
  for (const row of rows) {
    // The file first: a row is only dropped once nothing of it is left behind.
    const deleted = row.storage_key
      ? await ctx.storage.delete(row.storage_key).then(
          () => true,
          (err: unknown) => {
            ctx.log.warn({ err, exportId: row.id }, 'expired export file not deleted; retried next run');
            return false;
          },
        )
      : true;
    if (deleted) purged.push(row.id);
  }
  if (purged.length) await ctx.db.deleteFrom('data_exports').where('id', 'in', purged).execute();
  return purged.length;
}
