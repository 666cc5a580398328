import type { Mail } from '../mail/mailer.js';
import type { TestApp } from './app.js';

/** The newest mail to `to` whose subject is `subject`. */
export function mailTo(t: TestApp, to: string, subject: string): Mail {
  const mail = t.mails.findLast((m) => m.to === to && m.subject === subject);
  if (!mail) throw new Error(`no mail "${subject}" to ${to}`);
  return mail;
}

/** The token of the first link to APP_URL + `path` in a mail's text part. */
export function tokenIn(t: TestApp, mail: Mail, path: '/parents/consent' | '/parents/child'): string {
  const prefix = `${t.config.appUrl}${path}?token=`;
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(prefix));
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no ${path} link in "${mail.subject}"`);
  return token;
}
