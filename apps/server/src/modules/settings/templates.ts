import {
  EMAIL_TEMPLATES,
  type EmailTemplate,
  type EmailTemplateId,
  fillPlaceholders,
  type MailKey,
  SERVER_TEXT,
  templateDefinition,
  templateProblems,
  type UiLocale,
} from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { recipientLocale } from '../../i18n/recipient-locale.js';
import { escapeHtml } from '../../mail/html.js';
import { mailText } from '../../mail/i18n.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The settings owner's From name and Reply-To, when set (spread into `Mailer.send`). */
  fromName?: string;
  replyTo?: string;
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** Plain text to mail HTML: paragraphs on blank lines, line breaks kept, web addresses clickable. */
export function textToHtml(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) =>
      escapeHtml(p)
        .replace(URL_IN_TEXT, (url) => `<a href="${url}" style="color:#7c3aed">${url}</a>`)
        .replaceAll('\n', '<br>'),
    )
    .map((p) => `<p>${p}</p>`)
    .join('\n');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">\n${paragraphs}\n</body></html>`;
}

async function storedTemplates(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('email_templates')
    .select(['template_id', 'subject', 'body'])
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Our default text of a template in one locale, with {{placeholders}} as the editor shows them
 * (the catalogue's template texts hold simple {arguments} only). English is the domain's default.
 */
export function defaultTemplateText(id: EmailTemplateId, locale: UiLocale): { subject: string; body: string } {
  const def = templateDefinition(id);
  if (locale === 'en') return { subject: def.subject, body: def.body };
  const raw = (part: 'subject' | 'body') =>
    (SERVER_TEXT[locale][`mail.template.${id}.${part}`] ?? def[part]).replace(/\{(\w+)\}/g, '{{$1}}');
  return { subject: raw('subject'), body: raw('body') };
}

/** The Email tab's templates: the saved ones, and our defaults in the member's own language. */
export async function listTemplates(db: Kysely<Database>, userId: string): Promise<EmailTemplate[]> {
  const [stored, locale] = await Promise.all([storedTemplates(db, userId), recipientLocale(db, userId)]);
  return EMAIL_TEMPLATES.map((def) => {
    const own = stored.find((s) => s.template_id === def.id);
    const ours = defaultTemplateText(def.id, locale);
    return {
      id: def.id,
      name: def.name,
      description: def.description,
      variables: [...def.variables],
      subject: own?.subject ?? ours.subject,
      body: own?.body ?? ours.body,
      customized: Boolean(own),
    };
  });
}

export async function saveTemplate(
  db: Kysely<Database>,
  userId: string,
  id: EmailTemplateId,
  value: { subject: string; body: string },
) {
  const problems = templateProblems(id, value.subject, value.body);
  if (problems.length) throw new AppError(400, 'validation_failed', problems.join('. '));
  await db
    .insertInto('email_templates')
    .values({ user_id: userId, template_id: id, subject: value.subject, body: value.body })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'template_id'])
        .doUpdateSet({ subject: value.subject, body: value.body, updated_at: new Date() }),
    )
    .execute();
  return listTemplates(db, userId);
}

export async function resetTemplate(db: Kysely<Database>, userId: string, id: EmailTemplateId) {
  await db.deleteFrom('email_templates').where('user_id', '=', userId).where('template_id', '=', id).execute();
  return listTemplates(db, userId);
}

/** The sender settings a mail of this user goes out with: From display name and Reply-To. */
export async function senderFor(db: Kysely<Database>, userId: string | null) {
  if (!userId) return { fromName: null, replyTo: null };
  const row = await db
    .selectFrom('user_settings')
    .select(['email_from_name', 'email_reply_to'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { fromName: row?.email_from_name ?? null, replyTo: row?.email_reply_to ?? null };
}

/**
 * The mail for a template: the user's stored version (Settings → Email) or the default, with
 * {{placeholders}} filled from `vars` ({{sender}} defaults to the From name), and that user's
 * From name and Reply-To. `userId` is the owner of the settings; null uses the defaults.
 * A stored version is someone's own writing and goes out as written; our default, and the default
 * sender name, are written in `locale`, the recipient's language.
 */
export async function renderTemplate(
  db: Kysely<Database>,
  userId: string | null,
  templateId: EmailTemplateId,
  vars: Record<string, string>,
  locale: UiLocale = 'en',
): Promise<RenderedMail> {
  const def = templateDefinition(templateId);
  const [own, sender] = await Promise.all([
    userId
      ? db
          .selectFrom('email_templates')
          .select(['subject', 'body'])
          .where('user_id', '=', userId)
          .where('template_id', '=', templateId)
          .executeTakeFirst()
      : undefined,
    senderFor(db, userId),
  ]);
  const t = mailText(locale);
  const allVars = { sender: sender.fromName || t('template.sender'), ...vars };
  // Values are single-line: a newline in a name could otherwise inject text into the subject.
  const safeVars = Object.fromEntries(Object.entries(allVars).map(([k, v]) => [k, v.replace(/[\r\n]+/g, ' ')]));
  // A placeholder without a value stays as written, as fillPlaceholders leaves it.
  const defaultVars = Object.fromEntries(def.variables.map((v) => [v, safeVars[v] ?? `{{${v}}}`]));
  const subject = own
    ? fillPlaceholders(own.subject, safeVars)
    : t(`template.${templateId}.subject` as MailKey, defaultVars);
  const text = own ? fillPlaceholders(own.body, safeVars) : t(`template.${templateId}.body` as MailKey, defaultVars);
  return {
    subject,
    text: `${text}\n`,
    html: textToHtml(text),
    ...(sender.fromName ? { fromName: sender.fromName } : {}),
    ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
  };
}
