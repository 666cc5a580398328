import { ageBandOf, isChildAccountEmail } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { keyFromUrl } from '../../storage/keys.js';
import { avatarEntry } from './member-uploads.js';
import { plain, plainAll } from './plain.js';

type Db = Kysely<Database>;

/** The account, the public profile, sign-ins and sign-in methods (never a password hash or secret). */
export async function profileArea(db: Db, userId: string) {
  const user = await db
    .selectFrom('user')
    .select([
      'name',
      'email',
      'emailVerified',
      'role',
      'birthYear',
      'birthMonth',
      'consentState',
      'twoFactorEnabled',
      'createdAt',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const [profile, sessions, methods, presence] = await Promise.all([
    db
      .selectFrom('profiles')
      .select(['username', 'full_name', 'bio', 'website', 'avatar_url', 'created_at', 'updated_at'])
      .where('id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('session')
      .select(['createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    db.selectFrom('account').select(['providerId', 'createdAt']).where('userId', '=', userId).execute(),
    db.selectFrom('user_presence').select('last_seen_at').where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const birth = user.birthYear && user.birthMonth ? { year: user.birthYear, month: user.birthMonth } : null;
  const avatarKey = profile?.avatar_url ? keyFromUrl(profile.avatar_url) : null;
  return {
    account: {
      ...plain(user),
      // An account made with a parent's email has a placeholder address, never shown as the member's.
      email: isChildAccountEmail(user.email) ? null : user.email,
      ageBand: ageBandOf(birth),
    },
    profile: profile
      ? { ...plain(profile), avatarUrl: undefined, avatarFile: avatarKey ? avatarEntry(avatarKey) : null }
      : null,
    signIns: plainAll(sessions),
    signInMethods: methods.map((m) => ({ method: m.providerId, since: m.createdAt.toISOString() })),
    lastSeenAt: presence ? presence.last_seen_at.toISOString() : null,
  };
}

/** Every settings tab: general, notifications, email and templates, domains and homepage, team. */
export async function settingsArea(db: Db, userId: string) {
  const [general, notifications, templates, domains, team, memberOf] = await Promise.all([
    db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('notification_preferences')
      .select(['category', 'channel', 'enabled'])
      .where('user_id', '=', userId)
      .orderBy('category')
      .orderBy('channel')
      .execute(),
    db
      .selectFrom('email_templates')
      .select(['template_id', 'subject', 'body', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('template_id')
      .execute(),
    db
      .selectFrom('custom_domains')
      .select(['hostname', 'status', 'verification_token', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('team_members')
      .select(['email', 'role', 'status', 'invited_at', 'accepted_at'])
      .where('owner_id', '=', userId)
      .orderBy('invited_at')
      .execute(),
    db
      .selectFrom('team_members as t')
      .leftJoin('profiles as owner', 'owner.id', 't.owner_id')
      .select(['owner.username as owner_username', 't.role', 't.status', 't.accepted_at'])
      .where('t.member_user_id', '=', userId)
      .execute(),
  ]);
  const { user_id: _user, ...generalFields } = general ?? { user_id: '' };
  return {
    general: general ? plain(generalFields) : null,
    notificationPreferences: plainAll(notifications),
    emailTemplates: plainAll(templates),
    domains: plainAll(domains),
    team: plainAll(team),
    teamsJoined: plainAll(memberOf),
  };
}

/** The parent's link and every consent record (issue 15). */
export async function consentArea(db: Db, userId: string) {
  const [link, records] = await Promise.all([
    db
      .selectFrom('parental_links')
      .select(['parent_email', 'ai_sharing', 'notice_version', 'requested_at', 'decided_at', 'ended_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('consent_records')
      .select(['action', 'method', 'notice_version', 'approved_use', 'approved_ai_sharing', 'ip', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  ]);
  return { parentalLink: link ? plain(link) : null, consentRecords: plainAll(records) };
}

/** In-app notifications and the activity mails queued or sent to the member. */
export async function notificationsArea(db: Db, userId: string) {
  const [notifications, mails] = await Promise.all([
    db
      .selectFrom('notifications as n')
      .leftJoin('profiles as actor', 'actor.id', 'n.actor_id')
      .select(['n.kind', 'actor.username as actor_username', 'n.post_id', 'n.event_id', 'n.read_at', 'n.created_at'])
      .where('n.user_id', '=', userId)
      .orderBy('n.created_at')
      .execute(),
    db
      .selectFrom('activity_mails')
      .select(['kind', 'post_id', 'created_at', 'sent_at'])
      .where('recipient_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  ]);
  return { notifications: plainAll(notifications), activityMails: plainAll(mails) };
}

/** The points ledger behind the leaderboard, and the days that counted for the streak. */
export async function pointsArea(db: Db, userId: string) {
  const [ledger, days] = await Promise.all([
    db
      .selectFrom('points_ledger')
      .select(['reason', 'points', 'post_id', 'event_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('activity_days')
      .select(sql<string>`day::text`.as('day'))
      .where('user_id', '=', userId)
      .orderBy('day')
      .execute(),
  ]);
  return { points: plainAll(ledger), activeDays: days.map((d) => d.day) };
}
