import { type AgeBand, certificatePaths, isMinor } from '@storyloom/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { recipientLocale } from '../../i18n/recipient-locale.js';
import { shouldNotify } from '../settings/notifications.js';
import { renderTemplate } from '../settings/templates.js';

export interface Learner {
  id: string;
  email: string;
  name: string;
  ageBand: AgeBand;
}

type CourseMail = 'welcome' | 'course_completion';

/**
 * Whose Settings → Email (templates, From name, Reply-To) a course mail uses: the course's owner,
 * the instructor who wrote it (decision 0808, issue 17); for a demo course, which has no owner,
 * the learner's own workspace, as for the password reset mail.
 */
async function settingsOwnerOf(ctx: Pick<AppContext, 'db'>, learner: Learner, slug: string): Promise<string> {
  const course = await ctx.db.selectFrom('courses').select('owner_id').where('slug', '=', slug).executeTakeFirst();
  return course?.owner_id ?? learner.id;
}

function linkFor(template: CourseMail, appUrl: string, slug: string): string {
  return template === 'welcome' ? `${appUrl}/courses/${slug}/module/1` : `${appUrl}/courses`;
}

/** The verification page of the certificate the completion issued (issue 17); the list page if there is none. */
async function certificateLink(ctx: Pick<AppContext, 'db' | 'config'>, userId: string, slug: string): Promise<string> {
  const row = await ctx.db
    .selectFrom('certificates as cert')
    .innerJoin('courses as c', 'c.id', 'cert.course_id')
    .select('cert.id')
    .where('cert.user_id', '=', userId)
    .where('c.slug', '=', slug)
    .executeTakeFirst();
  return row ? `${ctx.config.appUrl}${certificatePaths.page(row.id)}` : `${ctx.config.appUrl}/courses/dashboard`;
}

/**
 * Sends the Welcome Email (new enrollment) or Course Completion mail, unless the learner turned
 * off course-update mail. A failure is logged and never fails the request that caused it.
 */
export async function sendCourseMail(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  log: FastifyBaseLogger,
  template: CourseMail,
  learner: Learner,
  course: { slug: string; title: string },
): Promise<void> {
  try {
    if (!(await shouldNotify(ctx.db, learner.id, 'course_updates', 'email'))) return;
    const owner = await settingsOwnerOf(ctx, learner, course.slug);
    // The instructor's own template goes out as they wrote it; our default in the learner's language.
    const locale = await recipientLocale(ctx.db, learner.id);
    const vars = {
      name: learner.name,
      course: course.title,
      link: linkFor(template, ctx.config.appUrl, course.slug),
      ...(template === 'course_completion' ? { certificate: await certificateLink(ctx, learner.id, course.slug) } : {}),
    };
    const { replyTo, ...mail } = await renderTemplate(ctx.db, owner, template, vars, locale);
    // A young learner's reply goes to the platform, not into a private thread with an adult (1706).
    const reply = replyTo && (owner === learner.id || !isMinor(learner.ageBand)) ? { replyTo } : {};
    await ctx.mailer.send({ to: learner.email, ...mail, ...reply });
  } catch (err) {
    log.error({ err, template, userId: learner.id, course: course.slug }, 'course mail failed');
  }
}
