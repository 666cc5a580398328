import type { ChildAccountCounts, ChildAccountView, ConsentView } from '@storyloom/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { consentDeadlineOf, type LinkedChild } from './open-link.js';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** GET /api/parents/consent: what the consent page shows before the parent decides. */
export function consentView(ctx: Pick<AppContext, 'config'>, child: LinkedChild): ConsentView {
  return {
    username: child.username,
    requestedAt: child.requestedAt.toISOString(),
    expiresAt: consentDeadlineOf(child.requestedAt).toISOString(),
    noticeVersion: child.noticeVersion,
    aiConfigured: Boolean(ctx.config.ai.apiKey),
  };
}

/** Every count in one round trip, each from an index on the member's column. */
async function countsOf(ctx: Ctx, userId: string): Promise<ChildAccountCounts> {
  const count = (table: string, column: string) =>
    sql<string>`(select count(*) from ${sql.table(table)} where ${sql.ref(column)} = ${userId})`;
  const { rows } = await sql<Record<keyof ChildAccountCounts, string>>`select
      ${count('posts', 'author_id')} as posts,
      ${count('post_comments', 'author_id')} as comments,
      ${count('post_likes', 'user_id')} as likes,
      ${count('follows', 'follower_id')} as following,
      ${count('follows', 'followee_id')} as followers,
      ${count('space_members', 'user_id')} as spaces,
      ${count('event_registrations', 'user_id')} as events,
      ${count('enrollments', 'user_id')} as enrollments,
      ${count('ai_generations', 'user_id')} as "aiGenerations"`.execute(ctx.db);
  const row = rows[0] as Record<keyof ChildAccountCounts, string>;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as ChildAccountCounts;
}

/** GET /api/parents/child: what the child's account holds, for the parent page. */
export async function childAccountView(ctx: Ctx, child: LinkedChild): Promise<ChildAccountView> {
  const [counts, profile, history] = await Promise.all([
    countsOf(ctx, child.userId),
    ctx.db
      .selectFrom('profiles')
      .select(['full_name', 'bio', 'website'])
      .where('id', '=', child.userId)
      .executeTakeFirst(),
    ctx.db
      .selectFrom('consent_records')
      .select(['action', 'method', 'notice_version', 'approved_use', 'approved_ai_sharing', 'created_at'])
      .where('user_id', '=', child.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(100)
      .execute(),
  ]);
  return {
    username: child.username,
    createdAt: child.createdAt.toISOString(),
    consentState: child.consentState,
    aiSharing: child.aiSharing,
    aiConfigured: Boolean(ctx.config.ai.apiKey),
    profileText: {
      // The sign-up copies the username into the display name: only a name of their own counts.
      fullName: Boolean(profile?.full_name?.trim()) && profile?.full_name?.trim() !== child.username,
      bio: Boolean(profile?.bio?.trim()),
      website: Boolean(profile?.website?.trim()),
    },
    counts,
    history: history.map((r) => ({
      action: r.action,
      method: r.method,
      noticeVersion: r.notice_version,
      approvedUse: r.approved_use,
      approvedAiSharing: r.approved_ai_sharing,
      at: new Date(r.created_at).toISOString(),
    })),
  };
}
