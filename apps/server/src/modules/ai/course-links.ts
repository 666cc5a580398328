import type { CourseLink, LearnRequest } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import { paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { keywordsOf } from './offline/words.js';

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, '\\$&');
}

export function courseHref(slug: string): string {
  return `/courses/${encodeURIComponent(slug)}/module/1`;
}

/**
 * Catalogue courses whose title, description or category shares a word with the learning goal,
 * those offered at the learner's level first. The catalogue is small (tens of rows): the
 * trigram index on title || description serves the ILIKEs when it grows.
 */
export async function matchCourses(
  db: Kysely<Database>,
  { goal, level }: Pick<LearnRequest, 'goal' | 'level'>,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ items: CourseLink[]; total: number; page: number; pageSize: number }> {
  const patterns = keywordsOf(goal, 5).map((w) => `%${escapeLike(w)}%`);
  if (!patterns.length) return { items: [], total: 0, page, pageSize };
  const matching = db
    .selectFrom('courses')
    // Only courses a learner can enroll in (issue 17): no drafts, no archived courses.
    .where('status', '=', sql.lit('published' as const))
    .where((eb) =>
      eb.or(
        patterns.flatMap((p) => [eb(sql<string>`title || ' ' || description`, 'ilike', p), eb('category', 'ilike', p)]),
      ),
    );
  return paginate(
    matching
      .select(['id', 'slug', 'title'])
      .orderBy(sql`levels @> ${JSON.stringify([level])}::jsonb`, 'desc')
      .orderBy('position'),
    matching.select((eb) => eb.fn.countAll<number>().as('total')),
    { page, pageSize },
    (r) => ({ id: r.id, title: r.title, href: courseHref(r.slug) }),
  );
}
