import { z } from 'zod';
import { emailSchema, FULL_NAME_MAX_LENGTH, personNameTexts } from './auth.js';
import { WAITING_LIST_INTERESTS, WAITING_LIST_ROLES } from './options.js';

export * from './csv.js';
export * from './pagination.js';
export * from './programs.js';
export * from './public-admin.js';

/** The public forms' fixed texts, verbatim (decision 1401). */
export const publicMessages = {
  waitingList: {
    joining: 'Joining...',
    earlyAccessBenefits: 'Early Access Benefits',
    contactUs: 'Contact Us',
    thankYou: 'Thank You!',
    addAnother: 'Add another email',
    alreadyRegisteredTitle: 'Already registered',
    alreadyRegistered: 'This email is already on our waiting list. Thank you for your interest!',
    failedTitle: 'Something went wrong',
    failed: "We couldn't add you to the waiting list. Please try again later.",
    successTitle: 'Successfully joined!',
    success: "You've been added to our waiting list. We'll notify you when we launch!",
  },
  contact: {
    sending: 'Sending...',
    thankYou: 'Thank You!',
    sendAnother: 'Send another message',
    missingTitle: 'Missing information',
    missing: 'Please fill all required fields.',
    failedTitle: 'Something went wrong',
    failed: "We couldn't send your message. Please try again later.",
    successTitle: 'Message sent!',
    success: "Thank you for contacting us. We'll get back to you soon!",
  },
} as const;

/** A blank contact subject is stored as this. */
export const DEFAULT_CONTACT_SUBJECT = 'General Inquiry';

/** Our own labels and copy of the public forms; the fixed texts are in `publicMessages`. */
export const publicText = {
  backHome: 'Back to home',
  fullName: 'Full Name',
  email: 'Email',
  role: 'I am a...',
  rolePlaceholder: 'Select your role (optional)',
  interests: 'I am interested in (optional)',
  joinWaitingList: 'Join Waiting List',
  waitingListIntro:
    'Be among the first young creators on Storyloom. Tell us a little about yourself and we will save you a seat.',
  waitingListThanks: "You're on the list. We'll email you as soon as your early access is ready.",
  benefitsIntro: 'Everyone on the waiting list gets:',
  benefits: [
    'Priority access when we open the doors',
    'A free one-on-one onboarding session',
    'A discount on premium features',
    'A chance to give feedback and shape what we build',
    'Early access to exclusive content and workshops',
  ],
  questions: 'Questions first?',
  subject: 'Subject',
  subjectPlaceholder: 'What is this about? (optional)',
  message: 'Message',
  sendMessage: 'Send Message',
  contactIntro: 'Questions about programs, partnerships or your school? Write to us and a real person will answer.',
  contactThanks: 'Your message is on its way. We usually answer within two school days.',
  contactInfo: 'Contact Information',
  phone: 'Phone',
  address: 'Address',
  contactEmail: 'hello@storyloom.example',
  contactPhone: '+1 (555) 010-0199',
  contactAddress: '100 Creator Avenue, Suite 5, Springfield, USA',
  followUs: 'Follow us',
  honeypotLabel: 'Leave this field empty',
} as const;

/** Display labels of the waiting list's role and interest values. */
export const WAITING_LIST_ROLE_LABELS: Record<(typeof WAITING_LIST_ROLES)[number], string> = {
  student: 'Student',
  parent: 'Parent',
  educator: 'Educator',
  school_admin: 'School Administrator',
  content_creator: 'Content Creator',
  other: 'Other',
};
export const WAITING_LIST_INTEREST_LABELS: Record<(typeof WAITING_LIST_INTERESTS)[number], string> = {
  storytelling: 'Storytelling',
  entrepreneurship: 'Entrepreneurship',
  content_creation: 'Content Creation',
  digital_marketing: 'Digital Marketing',
};

export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/**
 * The honeypot: a field people never see. Anything in it marks the sender as a bot; the server
 * then answers exactly as on success and stores nothing.
 */
const honeypot = z.string().max(500).optional();

const nameSchema = z.string().trim().min(1, personNameTexts.required).max(FULL_NAME_MAX_LENGTH);

export const waitingListSignupSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  // Role is null when empty, interests null when none are selected.
  role: z.enum(WAITING_LIST_ROLES).nullable().default(null),
  interests: z
    .array(z.enum(WAITING_LIST_INTERESTS))
    .max(WAITING_LIST_INTERESTS.length)
    .nullable()
    .default(null)
    .transform((list) => (list && list.length > 0 ? [...new Set(list)] : null)),
  website: honeypot,
});
export type WaitingListSignup = z.infer<typeof waitingListSignupSchema>;

const required = publicMessages.contact.missing;

export const contactMessageSchema = z.strictObject({
  name: z.string().trim().min(1, required).max(FULL_NAME_MAX_LENGTH),
  email: emailSchema,
  subject: z
    .string()
    .trim()
    .max(CONTACT_SUBJECT_MAX_LENGTH)
    .optional()
    .transform((s) => s || DEFAULT_CONTACT_SUBJECT),
  message: z.string().trim().min(1, required).max(CONTACT_MESSAGE_MAX_LENGTH),
  website: honeypot,
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** What both public POSTs answer, for a real submission and a trapped bot alike. */
export const publicFormAcceptedSchema = z.object({ ok: z.literal(true) });

/** Whether a submission filled the honeypot. */
export function isTrapped(body: { website?: string | undefined }): boolean {
  return Boolean(body.website?.trim());
}
