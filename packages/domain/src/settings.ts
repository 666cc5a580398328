import { z } from 'zod';
import { emailSchema } from './auth.js';
import { generalSettingsTexts, isTimeZone, LANGUAGE_IDS } from './general-settings.js';

/** The settings tabs in navigation order; login-details is the default. */
export const SETTINGS_TABS = [
  'login-details',
  // Issue 15: export my data, delete my account.
  'privacy',
  'notifications',
  'general',
  'email',
  'domains',
  'billing',
  'team',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'login-details';

export function isSettingsTab(value: string | undefined): value is SettingsTab {
  return SETTINGS_TABS.includes(value as SettingsTab);
}

export const settingsMessages = {
  notImplemented: 'This section will be implemented in future updates.',
} as const;

// --- Notifications -------------------------------------------------------------------------
export const NOTIFICATION_CATEGORIES = [
  { id: 'course_updates', label: 'Course updates', hint: 'New modules, sessions and materials in your courses.' },
  {
    id: 'community_activity',
    label: 'Community activity',
    hint: 'Likes, comments, new followers and event reminders.',
  },
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number]['id'];
export const NOTIFICATION_CATEGORY_IDS = NOTIFICATION_CATEGORIES.map((c) => c.id) as [
  NotificationCategory,
  ...NotificationCategory[],
];
export const NOTIFICATION_CHANNELS = ['in_app', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const notificationPreferenceSchema = z.strictObject({
  category: z.enum(NOTIFICATION_CATEGORY_IDS),
  inApp: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
export const notificationPreferencesSchema = z.object({ items: z.array(notificationPreferenceSchema) });

// --- General ---------------------------------------------------------------------------------
// The languages and the time-zone check live in general-settings.ts (the sign-up uses them too).
export { generalSettingsTexts, isTimeZone, LANGUAGES, type LanguageId } from './general-settings.js';

export const generalSettingsSchema = z.strictObject({
  timezone: z.string().refine(isTimeZone, generalSettingsTexts.timeZoneInvalid),
  language: z.enum(LANGUAGE_IDS),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

// --- Email -----------------------------------------------------------------------------------
export const FROM_NAME_MAX_LENGTH = 60;
export const emailSenderSchema = z.strictObject({
  fromName: z
    .string()
    .trim()
    .max(FROM_NAME_MAX_LENGTH)
    .refine((v) => !/[<>"\r\n]/.test(v), 'The name cannot contain < > " or line breaks'),
  replyTo: z.union([z.literal(''), emailSchema]),
});
export type EmailSender = z.infer<typeof emailSenderSchema>;
export const emailSenderResponseSchema = z.object({ fromName: z.string(), replyTo: z.string() });

// --- Domains and homepage --------------------------------------------------------------------
/** Every member's site is reachable at {username}.{this}; it is the default domain. */
export const DEFAULT_DOMAIN_SUFFIX = 'storyloom.site';
export const MAX_CUSTOM_DOMAINS = 10;
export const DOMAIN_STATUSES = ['pending', 'verified'] as const;
export const domainText = {
  invalid: 'Please enter a domain name such as courses.example.com',
  taken: 'This domain is already in your list',
  ours: `Subdomains of ${DEFAULT_DOMAIN_SUFFIX} are given automatically`,
  limit: `You can connect up to ${MAX_CUSTOM_DOMAINS} domains`,
} as const;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
export function isHostname(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && /^[a-z]{2,63}$/.test(tld);
}

export const addDomainSchema = z.strictObject({
  hostname: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => v.replace(/\.$/, ''))
    .refine(isHostname, domainText.invalid)
    .refine((v) => v !== DEFAULT_DOMAIN_SUFFIX && !v.endsWith(`.${DEFAULT_DOMAIN_SUFFIX}`), domainText.ours),
});

export const domainSchema = z.object({
  id: z.string(),
  hostname: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  isDefault: z.boolean(),
  /** The DNS TXT record that proves ownership; null for the default domain. */
  verification: z.object({ name: z.string(), value: z.string() }).nullable(),
  createdAt: z.string(),
});
export type DomainEntry = z.infer<typeof domainSchema>;

export const HOMEPAGE_LAYOUTS = [
  { id: 'featured_courses', label: 'Featured courses' },
  { id: 'about_me', label: 'About me' },
] as const;
export type HomepageLayout = (typeof HOMEPAGE_LAYOUTS)[number]['id'];

export const homepageSettingsSchema = z.strictObject({
  siteTitle: z.string().trim().max(80),
  siteDescription: z.string().trim().max(300),
  layout: z.enum(['featured_courses', 'about_me']),
});
export type HomepageSettings = z.infer<typeof homepageSettingsSchema>;

// --- Team ------------------------------------------------------------------------------------
export const TEAM_ROLES = ['owner', 'admin', 'editor'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const ASSIGNABLE_TEAM_ROLES = ['admin', 'editor'] as const;
/** What each team role may do, as the Team tab explains it. */
export const TEAM_ROLE_INFO = [
  { id: 'owner', label: 'Owner', description: 'Has full access, manages team members and billing.' },
  {
    id: 'admin',
    label: 'Admin',
    description: 'Manages courses, content and students, but cannot change billing or access team settings.',
  },
  {
    id: 'editor',
    label: 'Editor',
    description: 'Creates and edits content, but cannot publish or modify account settings.',
  },
] as const;

export const inviteMemberSchema = z.strictObject({
  email: emailSchema,
  role: z.enum(ASSIGNABLE_TEAM_ROLES),
});
export const changeRoleSchema = z.strictObject({ role: z.enum(ASSIGNABLE_TEAM_ROLES) });

export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(['active', 'invited']),
  avatarUrl: z.string().nullable(),
  invitedAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamText = {
  alreadyInvited: 'This person is already on your team',
  cannotInviteSelf: 'You are already the owner of this team',
  /** Fixed: a subject line never carries a member's own text. */
  invitationSubject: 'You are invited to join a team on Storyloom',
  invitationExpired: 'This invitation has expired. Ask the team owner to send a new one.',
  wrongAccount: (email: string) => `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  joined: (owner: string) => `You joined ${owner}'s team`,
} as const;

// --- Billing (static sample until a payment provider is connected) ---------------------------
export const SAMPLE_BILLING = {
  plan: {
    name: 'Professional Plan',
    status: 'Active',
    cycle: 'Billed annually',
    pricePerYear: 240,
    saving: 'Save 20%',
    features: ['Unlimited courses', 'Custom domain', 'Advanced analytics'],
  },
  paymentMethod: { brand: 'Visa', last4: '4242', expiry: '12/2027', isDefault: true },
  invoices: [
    { id: 'INV-2025-0001', description: 'Professional Plan (annual)', date: '2025-01-15', amount: 240 },
    { id: 'INV-2024-0001', description: 'Professional Plan (annual)', date: '2024-01-15', amount: 240 },
    { id: 'INV-2023-0001', description: 'Starter Plan (annual)', date: '2023-01-15', amount: 120 },
  ],
} as const;
