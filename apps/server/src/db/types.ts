import type { AiBetaInterestTable, AiGenerationsTable } from './tables/ai.js';
import type {
  AccountTable,
  JwksTable,
  RateLimitsTable,
  SessionTable,
  TotpUsedStepsTable,
  TwoFactorTable,
  UserTable,
  VerificationTable,
} from './tables/auth.js';
import type { CertificatesTable } from './tables/certificates.js';
import type {
  ActivityDaysTable,
  ActivityMailsTable,
  FollowsTable,
  NotificationsTable,
  PointsLedgerTable,
  PostCommentsTable,
  PostLikesTable,
  PostsTable,
  SpaceMembersTable,
  SpacesTable,
  UserPresenceTable,
} from './tables/community.js';
import type {
  CourseLessonsTable,
  CourseMaterialsTable,
  CourseModulesTable,
  CourseRecordingsTable,
  CoursesTable,
  EnrollmentsTable,
  LessonCompletionsTable,
  ModuleCommentsTable,
  ModuleCompletionsTable,
  QuizAttemptAnswersTable,
  QuizAttemptsTable,
  QuizQuestionsTable,
} from './tables/courses.js';
import type { EventRegistrationsTable, EventsTable } from './tables/events.js';
import type { AppSettingsTable, ListTotalsTable, MailQueueTable, SeedRunsTable } from './tables/platform.js';
import type {
  CustomDomainsTable,
  EmailTemplatesTable,
  NotificationPreferencesTable,
  ProfilesTable,
  TeamMembersTable,
  UserSettingsTable,
} from './tables/profile-settings.js';
import type { ContactMessagesTable, WaitingListTable } from './tables/public-site.js';
import type {
  FilterTermsTable,
  LanguageStrikesTable,
  MemberBlocksTable,
  MemberMutesTable,
  ModerationActionsTable,
  ModerationAppealsTable,
  ReportsTable,
  SafetyDigestsTable,
} from './tables/safety.js';
import type {
  AgeScreenAnswersTable,
  ConsentRecordsTable,
  DataExportsTable,
  ParentalLinksTable,
} from './tables/young-members.js';

export type * from './tables/ai.js';
export type * from './tables/auth.js';
export type * from './tables/certificates.js';
export type * from './tables/community.js';
export type * from './tables/courses.js';
export type * from './tables/events.js';
export type * from './tables/platform.js';
export type * from './tables/profile-settings.js';
export type * from './tables/public-site.js';
export type * from './tables/young-members.js';

/** Every table, one file per feature under ./tables. */
export interface Database {
  user: UserTable;
  session: SessionTable;
  twoFactor: TwoFactorTable;
  jwks: JwksTable;
  rate_limits: RateLimitsTable;
  totp_used_steps: TotpUsedStepsTable;
  account: AccountTable;
  verification: VerificationTable;
  profiles: ProfilesTable;
  app_settings: AppSettingsTable;
  seed_runs: SeedRunsTable;
  waiting_list: WaitingListTable;
  contact_messages: ContactMessagesTable;
  list_totals: ListTotalsTable;
  courses: CoursesTable;
  course_modules: CourseModulesTable;
  course_lessons: CourseLessonsTable;
  course_materials: CourseMaterialsTable;
  course_recordings: CourseRecordingsTable;
  enrollments: EnrollmentsTable;
  lesson_completions: LessonCompletionsTable;
  module_completions: ModuleCompletionsTable;
  module_comments: ModuleCommentsTable;
  quiz_questions: QuizQuestionsTable;
  quiz_attempts: QuizAttemptsTable;
  quiz_attempt_answers: QuizAttemptAnswersTable;
  certificates: CertificatesTable;
  events: EventsTable;
  event_registrations: EventRegistrationsTable;
  ai_generations: AiGenerationsTable;
  ai_beta_interest: AiBetaInterestTable;
  spaces: SpacesTable;
  space_members: SpaceMembersTable;
  posts: PostsTable;
  post_likes: PostLikesTable;
  post_comments: PostCommentsTable;
  follows: FollowsTable;
  points_ledger: PointsLedgerTable;
  activity_days: ActivityDaysTable;
  notifications: NotificationsTable;
  activity_mails: ActivityMailsTable;
  user_presence: UserPresenceTable;
  user_settings: UserSettingsTable;
  notification_preferences: NotificationPreferencesTable;
  email_templates: EmailTemplatesTable;
  custom_domains: CustomDomainsTable;
  team_members: TeamMembersTable;
  age_screen_answers: AgeScreenAnswersTable;
  parental_links: ParentalLinksTable;
  consent_records: ConsentRecordsTable;
  data_exports: DataExportsTable;
  reports: ReportsTable;
  moderation_actions: ModerationActionsTable;
  moderation_appeals: ModerationAppealsTable;
  member_blocks: MemberBlocksTable;
  member_mutes: MemberMutesTable;
  language_strikes: LanguageStrikesTable;
  filter_terms: FilterTermsTable;
  safety_digests: SafetyDigestsTable;
  mail_queue: MailQueueTable;
}
