import { type Captured, smtpCapture } from '../smtp-capture.js';

export type CapturedMail = Captured;

export interface MailCapture {
  /** smtp://… for SMTP_URL. */
  url: string;
  mails: CapturedMail[];
  /** Mails to one address, optionally whose subject contains `subject`. */
  to(address: string, subject?: string): CapturedMail[];
  /** Resolves with the matching mails once at least one has arrived. */
  waitFor(address: string, subject?: string, timeoutMs?: number): Promise<CapturedMail[]>;
  close(): Promise<void>;
}

/** An SMTP server on loopback in the test process that keeps every mail (test/smtp-capture.ts). */
export async function startMailCapture(): Promise<MailCapture> {
  const smtp = smtpCapture();
  await smtp.start();
  const { mails } = smtp;
  const to = (address: string, subject?: string) =>
    mails.filter((m) => m.to.includes(address.toLowerCase()) && (!subject || m.subject.includes(subject)));
  return {
    url: smtp.url,
    mails,
    to,
    async waitFor(address, subject, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = to(address, subject);
        if (found.length) return found;
        if (Date.now() > until) throw new Error(`no mail to ${address}${subject ? ` about "${subject}"` : ''}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => smtp.stop(),
  };
}
