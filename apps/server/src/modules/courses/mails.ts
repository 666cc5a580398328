import { certificatePaths } from '@storyloom/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { shouldNotify } from '../settings/notifications.js';
import { renderTemplate } from '../settings/templates.js';

export interface Learner {
  id: string;
  email: string;
  name: string;
}

type CourseMail = 'welcome' | 'course_completion';

/**
 * Whose Settings → Email (templates, From name, Reply-To) a course mail uses. Courses are platform
 * content with no owner in this release, so it is the learner's own workspace, as for the
 * password reset mail; creator-owned courses will answer the course owner (docs/decisions/0808).
 */
function settingsOwnerOf(learner: Learner): string {
  return learner.id;
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
    const mail = await renderTemplate(ctx.db, settingsOwnerOf(learner), template, {
      name: learner.name,
      course: course.title,
      link: linkFor(template, ctx.config.appUrl, course.slug),
      ...(template === 'course_completion' ? { certificate: await certificateLink(ctx, learner.id, course.slug) } : {}),
    });
    await ctx.mailer.send({ to: learner.email, ...mail });
  } catch (err) {
    log.error({ err, template, userId: learner.id, course: course.slug }, 'course mail failed');
  }
}
