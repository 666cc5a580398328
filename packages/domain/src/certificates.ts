import { z } from 'zod';
import { pageOf, paginationQuerySchema } from './api.js';

/**
 * Issue 17, certificates: completing every module of a course issues one certificate, with the
 * learner's name, the course and its instructor as they were that day (docs/decisions/1710).
 */

/** Any text is accepted as an id, so a garbled link answers 404 like an unknown one (not 400). */
export const certificateParamsSchema = z.object({ certificateId: z.string().min(1).max(100) });

/** What anyone who opens /certificates/{id} sees: nothing else about the learner. */
export const publicCertificateSchema = z.object({
  id: z.string(),
  /** A minor's first name and last initial only ("Maya C."). */
  learnerName: z.string(),
  courseTitle: z.string(),
  issuedAt: z.string(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

/** One of the signed-in learner's own certificates. */
export const myCertificateSchema = z.object({
  id: z.string(),
  learnerName: z.string(),
  courseTitle: z.string(),
  instructorName: z.string(),
  issuedAt: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;

export const CERTIFICATES_PAGE_SIZE = 10;
export const certificatesQuerySchema = paginationQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(CERTIFICATES_PAGE_SIZE),
});
export const myCertificatesPageSchema = pageOf(myCertificateSchema);

export const certificateErrors = {
  notFound: 'There is no Storyloom certificate with this number. Check the link and try again.',
} as const;

/** Where a certificate is verified and downloaded (the page is public; the PDF its learner's). */
export const certificatePaths = {
  page: (id: string) => `/certificates/${id}`,
  pdf: (id: string) => `/api/certificates/${id}/pdf`,
} as const;

/**
 * The name a certificate shows to the public: a minor's first name and the initial of their last
 * name ("Maya Chen" → "Maya C."), an adult's name as it is. A one-word name stays as it is.
 */
export function publicLearnerName(fullName: string, minor: boolean): string {
  const name = fullName.trim().replace(/\s+/g, ' ');
  if (!minor) return name;
  const words = name.split(' ');
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last ? Array.from(last)[0]?.toLocaleUpperCase() : undefined;
  return initial ? `${first} ${initial}.` : first;
}
