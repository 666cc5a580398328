import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g;

/** Default backend: each mail becomes a JSON file in DATA_DIR/outbox and its links are logged. */
export function outboxMailer(outboxDir: string, from: string, log: Logger): Mailer {
  return {
    async send(mail) {
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`);
      await fs.writeFile(file, JSON.stringify({ from, ...mail, date: new Date().toISOString() }, null, 2));
      const links = mail.text.match(LINK_PATTERN) ?? [];
      log.info({ mail: { to: mail.to, subject: mail.subject, file, links } }, 'mail written to the outbox');
    },
    close() {},
  };
}

export function smtpMailer(smtpUrl: string, from: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
      log.info({ mail: { to: mail.to, subject: mail.subject } }, 'mail sent over SMTP');
    },
    close() {
      transport.close();
    },
  };
}
