import { isSafeLink } from '@storyloom/domain';
import { z } from 'zod';

export const linkInsertText = { invalid: 'Use a web address (https://...)' } as const;

// A scheme typed before the address ('javascript:', 'http:/'), not a host and port ('example.com:8080').
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/** What was typed as the address put into the post: 'example.com' gets 'https://' in front. */
export function linkAddress(typed: string): string {
  return SCHEME.test(typed) ? typed : `https://${typed}`;
}

/**
 * The link popover's field: a safe http(s) address (decision 1332), the same check the feed makes
 * before it shows text as a link, so what is inserted is clickable and nothing else is.
 */
export const linkInsertSchema = z.object({
  value: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .transform(linkAddress)
    .refine((value) => isSafeLink(value, { paths: false }), linkInsertText.invalid),
});
