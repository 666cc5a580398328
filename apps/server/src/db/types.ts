import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** better-auth's tables use quoted camelCase columns. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  role: string;
  twoFactorEnabled: ColumnType<boolean | null, boolean | undefined, boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ProfilesTable {
  id: string;
  username: string;
  full_name: string | null;
  avatar_url: string | null;
  bio: string | null;
  website: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface SeedRunsTable {
  name: string;
  ran_at: Generated<Date>;
}

export interface AiGenerationsTable {
  id: Generated<string>;
  user_id: string;
  tool: string;
  /** The validated request body of the tool, as JSON. */
  inputs: ColumnType<unknown, string, string>;
  output: string;
  /** 'model' (the configured endpoint) or 'offline' (the built-in generator). */
  engine: string;
  created_at: Generated<Date>;
}

export interface AiBetaInterestTable {
  user_id: string;
  feature: string;
  created_at: Generated<Date>;
}

/** jsonb: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface CoursesTable {
  id: Generated<string>;
  slug: string;
  title: string;
  description: string;
  category: string;
  levels: Json<string[]>;
  duration_weeks: number;
  learning_points: Json<string[]>;
  instructor_name: string;
  instructor_title: string;
  instructor_bio: string;
  session_weekday: number;
  session_time: string;
  position: number;
  created_at: Generated<Date>;
}

export interface CourseModulesTable {
  id: Generated<string>;
  course_id: string;
  position: number;
  title: string;
  description: string;
  video_url: string | null;
  duration_minutes: number;
}

export interface CourseLessonsTable {
  id: Generated<string>;
  module_id: string;
  position: number;
  title: string;
  duration_minutes: number;
}

export interface CourseMaterialsTable {
  id: Generated<string>;
  course_id: string;
  module_id: string | null;
  title: string;
  type: string;
  file_name: string;
  size_bytes: number;
  position: number;
}

export interface CourseRecordingsTable {
  id: Generated<string>;
  course_id: string;
  title: string;
  recorded_at: Timestamp;
  duration_minutes: number;
  video_url: string;
}

export interface EnrollmentsTable {
  user_id: string;
  course_id: string;
  created_at: Generated<Date>;
  last_activity_at: Generated<Date>;
}

export interface LessonCompletionsTable {
  user_id: string;
  lesson_id: string;
  created_at: Generated<Date>;
}

export interface ModuleCompletionsTable {
  user_id: string;
  module_id: string;
  course_id: string;
  created_at: Generated<Date>;
}

export interface ModuleCommentsTable {
  id: Generated<string>;
  module_id: string;
  user_id: string;
  body: string;
  created_at: Generated<Date>;
}

export interface EventsTable {
  id: Generated<string>;
  title: string;
  type: string;
  description: string;
  starts_at: Timestamp;
  location: string;
  host_name: string;
  host_avatar_url: string | null;
  host_bio: string | null;
  max_attendees: number | null;
  agenda: Json<Array<{ time: string; title: string; description: string }>>;
  materials: Json<Array<{ title: string; url: string }>>;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface EventRegistrationsTable {
  event_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

export interface WaitingListTable {
  id: Generated<string>;
  name: string;
  email: string;
  role: string | null;
  interests: string[] | null;
  created_at: Generated<Date>;
}

/** Exact unfiltered totals of big lists, kept by triggers (migration 0003). */
export interface ListTotalsTable {
  name: string;
  total: number;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** better-auth's twoFactor plugin: one authenticator per user (secret and backup codes encrypted). */
export interface TwoFactorTable {
  id: Generated<string>;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: boolean | null;
  failedVerificationCount: number | null;
  lockedUntil: Timestamp | null;
}

/** better-auth's jwt plugin: signing key pairs (private keys encrypted). */
export interface JwksTable {
  id: Generated<string>;
  publicKey: string;
  privateKey: string;
  createdAt: Timestamp;
  expiresAt: Timestamp | null;
  alg: string | null;
  crv: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

export interface TotpUsedStepsTable {
  user_id: string;
  /** bigint: PGlite and pg return it as a string or number; compare with Number(). */
  step: ColumnType<string | number, number, number>;
}

export interface SpacesTable {
  id: Generated<string>;
  name: string;
  description: string | null;
  icon: Generated<string>;
  color: Generated<string>;
  categories: Generated<string[]>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SpaceMembersTable {
  space_id: string;
  user_id: string;
  role: Generated<string>;
  joined_at: Generated<Date>;
}

export interface PostsTable {
  id: Generated<string>;
  author_id: string;
  space_id: string;
  type: string;
  visibility: string;
  content: string;
  media_key: string | null;
  event_id: string | null;
  like_count: Generated<number>;
  comment_count: Generated<number>;
  created_at: Generated<Date>;
  edited_at: Timestamp | null;
}

export interface PostLikesTable {
  post_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

export interface PostCommentsTable {
  id: Generated<string>;
  post_id: string;
  author_id: string;
  content: string;
  created_at: Generated<Date>;
  edited_at: Timestamp | null;
}

export interface FollowsTable {
  follower_id: string;
  followee_id: string;
  created_at: Generated<Date>;
}

export interface PointsLedgerTable {
  id: Generated<string>;
  user_id: string;
  reason: string;
  points: number;
  source_key: string;
  post_id: string | null;
  comment_id: string | null;
  event_id: string | null;
  created_at: Generated<Date>;
}

export interface ActivityDaysTable {
  user_id: string;
  day: ColumnType<string, string, string>;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  actor_id: string | null;
  kind: string;
  post_id: string | null;
  comment_id: string | null;
  event_id: string | null;
  read_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface UserPresenceTable {
  user_id: string;
  last_seen_at: Generated<Date>;
}

export interface UserSettingsTable {
  user_id: string;
  timezone: string | null;
  language: string | null;
  email_from_name: string | null;
  email_reply_to: string | null;
  site_title: string | null;
  site_description: string | null;
  homepage_layout: string | null;
  updated_at: Generated<Date>;
}

export interface NotificationPreferencesTable {
  user_id: string;
  category: string;
  channel: string;
  enabled: boolean;
}

export interface EmailTemplatesTable {
  user_id: string;
  template_id: string;
  subject: string;
  body: string;
  updated_at: Generated<Date>;
}

export interface CustomDomainsTable {
  id: Generated<string>;
  user_id: string;
  hostname: string;
  status: Generated<string>;
  verification_token: string;
  created_at: Generated<Date>;
}

export interface TeamMembersTable {
  id: Generated<string>;
  owner_id: string;
  email: string;
  role: string;
  status: Generated<string>;
  member_user_id: string | null;
  invite_token_hash: string | null;
  invited_at: Generated<Date>;
  accepted_at: Date | null;
}

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
  user_presence: UserPresenceTable;
  user_settings: UserSettingsTable;
  notification_preferences: NotificationPreferencesTable;
  email_templates: EmailTemplatesTable;
  custom_domains: CustomDomainsTable;
  team_members: TeamMembersTable;
}
