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
    });
    await ctx.mailer.send({ to: learner.email, ...mail });
  } catch (err) {
    log.error({ err, template, userId: learner.id, course: course.slug }, 'course mail failed');
  }
}
