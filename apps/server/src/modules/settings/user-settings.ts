import {
  DEFAULT_LANGUAGE,
  DEFAULT_TIMEZONE,
  type EmailSender,
  type GeneralSettings,
  type HomepageSettings,
  LANGUAGES,
} from '@storyloom/domain';
import type { Kysely, Updateable } from 'kysely';
import type { Database, UserSettingsTable } from '../../db/types.js';

async function readRow(db: Kysely<Database>, userId: string) {
  return db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

async function upsert(db: Kysely<Database>, userId: string, values: Updateable<UserSettingsTable>) {
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, ...values, updated_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

export async function generalSettings(db: Kysely<Database>, userId: string): Promise<GeneralSettings> {
  const row = await readRow(db, userId);
  const language = LANGUAGES.find((l) => l.id === row?.language)?.id ?? DEFAULT_LANGUAGE;
  return { timezone: row?.timezone ?? DEFAULT_TIMEZONE, language } as GeneralSettings;
}

export async function saveGeneralSettings(db: Kysely<Database>, userId: string, value: GeneralSettings) {
  await upsert(db, userId, { timezone: value.timezone, language: value.language });
  return generalSettings(db, userId);
}

export async function emailSender(db: Kysely<Database>, userId: string): Promise<EmailSender> {
  const row = await readRow(db, userId);
  return { fromName: row?.email_from_name ?? '', replyTo: row?.email_reply_to ?? '' };
}

export async function saveEmailSender(db: Kysely<Database>, userId: string, value: EmailSender) {
  await upsert(db, userId, { email_from_name: value.fromName || null, email_reply_to: value.replyTo || null });
  return emailSender(db, userId);
}

export async function homepageSettings(db: Kysely<Database>, userId: string): Promise<HomepageSettings> {
  const row = await readRow(db, userId);
  return {
    siteTitle: row?.site_title ?? '',
    siteDescription: row?.site_description ?? '',
    layout: row?.homepage_layout === 'about_me' ? 'about_me' : 'featured_courses',
  };
}

export async function saveHomepageSettings(db: Kysely<Database>, userId: string, value: HomepageSettings) {
  await upsert(db, userId, {
    site_title: value.siteTitle,
    site_description: value.siteDescription,
    homepage_layout: value.layout,
  });
  return homepageSettings(db, userId);
}
