import { expect } from 'vitest';
import type { MailCapture } from './mail-capture.js';

/**
 * How long to keep listening after a mail arrived before calling it the only one: longer than the
 * mail queue's poll (5 s), so a copy sent by another instance would have come by then.
 */
export const MAIL_SETTLE_MS = 6_000;

/** Waits for the mail (to `address`, subject containing `subject`), then checks no second copy comes. */
export async function expectMailOnce(mail: MailCapture, address: string, subject: string, timeoutMs = 30_000) {
  await mail.waitFor(address, subject, timeoutMs);
  await new Promise((r) => setTimeout(r, MAIL_SETTLE_MS));
  expect(mail.to(address, subject), `mails to ${address} about "${subject}"`).toHaveLength(1);
}
