import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { consentArea, notificationsArea, pointsArea, profileArea, settingsArea } from './areas-account.js';
import { commentsArea, eventsArea, followsArea, likesArea, postsArea, spacesArea } from './areas-community.js';
import { aiArea, enrollmentsArea } from './areas-learning.js';
import { safetyArea } from './areas-safety.js';

export interface ExportArea {
  /** The JSON file in the zip. */
  file: string;
  /** One line of README.txt. */
  about: string;
  load(db: Kysely<Database>, userId: string): Promise<object>;
}

/** One JSON file per area of the account, in the order README.txt lists them. */
export const EXPORT_AREAS: readonly ExportArea[] = [
  { file: 'profile.json', about: 'your account, profile, sign-ins and sign-in methods', load: profileArea },
  {
    file: 'settings.json',
    about: 'every settings tab: general, notifications, email templates, domains, team',
    load: settingsArea,
  },
  { file: 'posts.json', about: 'your posts (a post’s picture or video is in uploads/posts/)', load: postsArea },
  { file: 'comments.json', about: 'your comments on posts and in course discussions', load: commentsArea },
  { file: 'likes.json', about: 'the posts you liked', load: likesArea },
  { file: 'follows.json', about: 'who you follow and who follows you', load: followsArea },
  { file: 'spaces.json', about: 'spaces you created and spaces you joined', load: spacesArea },
  { file: 'events.json', about: 'events you host and events you registered for', load: eventsArea },
  {
    file: 'enrollments.json',
    about: 'your courses, your progress, quiz attempts and certificates, and the courses you wrote',
    load: enrollmentsArea,
  },
  { file: 'ai-generations.json', about: 'what you made with the AI tools', load: aiArea },
  { file: 'notifications.json', about: 'your notifications and activity mails', load: notificationsArea },
  { file: 'points.json', about: 'the points behind the leaderboard and your active days', load: pointsArea },
  { file: 'consent.json', about: 'your parent’s link and every consent record, if any', load: consentArea },
  {
    file: 'safety.json',
    about: 'reports you made, moderation notices about you and your appeals, who you block and mute',
    load: safetyArea,
  },
];

/**
 * Where each table that holds a member's rows goes in the export, or why it stays out. A test
 * checks this against every table referencing "user" in the live schema, so a new one is placed.
 */
export const EXPORT_COVERAGE: Readonly<Record<string, string>> = {
  user: 'profile.json',
  profiles: 'profile.json',
  session: 'profile.json',
  account: 'profile.json (the sign-in method; never the password hash)',
  user_presence: 'profile.json',
  twoFactor: 'profile.json says whether it is on; the secret and backup codes stay out',
  totp_used_steps: 'not exported: a replay guard counter, no information about the member',
  user_settings: 'settings.json',
  notification_preferences: 'settings.json',
  email_templates: 'settings.json',
  custom_domains: 'settings.json',
  team_members: 'settings.json',
  posts: 'posts.json',
  post_comments: 'comments.json',
  module_comments: 'comments.json',
  post_likes: 'likes.json',
  follows: 'follows.json',
  spaces: 'spaces.json',
  space_members: 'spaces.json',
  events: 'events.json',
  event_registrations: 'events.json',
  enrollments: 'enrollments.json',
  lesson_completions: 'enrollments.json',
  module_completions: 'enrollments.json',
  certificates: 'enrollments.json',
  quiz_attempts: 'enrollments.json',
  courses: 'enrollments.json (the courses the member wrote; their content belongs to the course, which stays)',
  ai_generations: 'ai-generations.json',
  ai_beta_interest: 'ai-generations.json',
  notifications: 'notifications.json',
  activity_mails: 'notifications.json',
  points_ledger: 'points.json',
  activity_days: 'points.json',
  parental_links: 'consent.json',
  consent_records: 'consent.json',
  data_exports: 'not exported: the exports themselves',
  reports: 'safety.json (the reports they made; reports by others about them stay out: reporters stay private)',
  moderation_actions:
    'safety.json (actions about them, without the moderator; the audit of their own staff work stays out)',
  moderation_appeals: 'safety.json',
  member_blocks: 'safety.json (who they block; who blocks them stays out)',
  member_mutes: 'safety.json (who they mute; who mutes them stays out)',
  language_strikes: 'safety.json',
  filter_terms: 'not exported: terms an admin added to the filter, no information about the admin',
};
