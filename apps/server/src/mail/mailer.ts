import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isChildAccountEmail } from '@storyloom/domain';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Display name of the From header; the address is always MAIL_FROM's (docs/decisions/0807). */
  fromName?: string;
  /** Where replies go, e.g. the address a creator set in Settings → Email. */
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** The address part of MAIL_FROM: `Name <a@b>` or a bare `a@b`. */
export function fromAddress(mailFrom: string): string {
  return /<([^<>]+)>\s*$/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

/** The From header: MAIL_FROM, or its address under the mail's own display name. */
export function fromHeader(mailFrom: string, fromName?: string): string {
  // Saved names cannot hold these (settings schema); stripping them again keeps the header whole.
  const name = fromName?.replace(/[\r\n"<>\\]/g, '').trim();
  return name ? `"${name}" <${fromAddress(mailFrom)}>` : mailFrom;
}

function envelope(mail: Mail, from: string) {
  const { fromName, replyTo, ...content } = mail;
  return { from: fromHeader(from, fromName), ...(replyTo ? { replyTo } : {}), ...content };
}

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g;

/** Default backend: each mail becomes a JSON file in DATA_DIR/outbox and its links are logged. */
export function outboxMailer(outboxDir: string, from: string, log: Logger): Mailer {
  const partialDir = path.join(path.dirname(outboxDir), '.outbox-partial');
  return {
    async send(mail) {
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`);
      // Written outside the outbox and renamed in, so a reader of the outbox never sees half a mail.
      const partial = path.join(partialDir, path.basename(file));
      await fs.mkdir(partialDir, { recursive: true });
      await fs.writeFile(partial, JSON.stringify({ ...envelope(mail, from), date: new Date().toISOString() }, null, 2));
      await fs.rename(partial, file);
      const links = mail.text.match(LINK_PATTERN) ?? [];
      log.info({ mail: { to: mail.to, subject: mail.subject, file, links } }, 'mail written to the outbox');
    },
    close() {},
  };
}

export function smtpMailer(smtpUrl: string, from: string, log: Logger): Mailer {
  // Bounded waits (nodemailer's socket default is 10 minutes): a dead server fails the attempt
  // and the mail queue retries it, well inside the queue's lease (mail/queue-timing.ts).
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  return transportMailer(nodemailer.createTransport({ url: smtpUrl, ...timeouts }), from, log);
}

/** A mailer over any nodemailer transport (SMTP in production; a stream transport in tests). */
export function transportMailer(transport: Transporter, from: string, log: Logger): Mailer {
  return {
    async send(mail) {
      await transport.sendMail(envelope(mail, from));
      log.info({ mail: { to: mail.to, subject: mail.subject } }, 'mail sent over SMTP');
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Accounts made with a parent's email hold a placeholder address in a reserved domain (issue 15).
 * Whatever code path tries, no mail goes there: the parent is written to through the parental link.
 */
export function neverToChildAccounts(mailer: Mailer, log: Logger): Mailer {
  return {
    async send(mail) {
      if (isChildAccountEmail(mail.to)) {
        log.info({ mail: { subject: mail.subject } }, 'mail to an account without an address not sent');
        return;
      }
      await mailer.send(mail);
    },
    close: () => mailer.close(),
  };
}
