import { z } from 'zod';
import { paginationQuerySchema } from './api.js';

/**
 * Issue 18: outgoing mail with SMTP_URL waits in a database queue and is retried with backoff
 * (docs/decisions/1820). Admins see the mail that could not be delivered, never its text.
 */
/** A mail the queue could not deliver for this long after it was queued is marked failed. */
export const MAIL_GIVE_UP_HOURS = 24;

export const MAIL_QUEUE_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailQueueStatusName = (typeof MAIL_QUEUE_STATUSES)[number];

export const adminMailQuerySchema = paginationQuerySchema.extend({
  status: z.enum(MAIL_QUEUE_STATUSES).default('failed'),
});
export type AdminMailQuery = z.infer<typeof adminMailQuerySchema>;

/** One queued mail as an admin sees it: who, what, how it went; the body never leaves the server. */
export const adminMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_QUEUE_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

export const mailIdParamsSchema = z.object({ id: z.uuid() });
