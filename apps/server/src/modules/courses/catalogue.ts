import { type CourseSummary, courseErrors } from '@storyloom/domain';
import { type Kysely, sql } from 'kysely';
import { paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { selectCourseSummaries, toCourseSummary } from './summaries.js';

export interface CatalogueFilter {
  search?: string;
  category: string;
  page: number;
  pageSize: number;
}

/** A LIKE pattern that matches the text literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// The catalogue lists published courses only (issue 17); a literal, so a generic plan can use the
// (status, position) indexes as well as a custom one.
const PUBLISHED = sql.lit('published' as const);

// Same expression as the trigram index courses_search_trgm_idx, so the planner can use it.
const searchable = sql<string>`c.title || ' ' || c.description`;

export async function listCatalogue(db: Kysely<Database>, userId: string, filter: CatalogueFilter) {
  const search = filter.search?.trim();
  const category = filter.category === 'All' ? undefined : filter.category;
  const now = new Date();
  return paginate(
    selectCourseSummaries(db, userId)
      .$if(Boolean(search), (q) => q.where(searchable, 'ilike', containsPattern(search ?? '')))
      .$if(category !== undefined, (q) => q.where('c.category', '=', category ?? ''))
      .where('c.status', '=', PUBLISHED)
      .orderBy('c.position'),
    db
      .selectFrom('courses as c')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .$if(Boolean(search), (q) => q.where(searchable, 'ilike', containsPattern(search ?? '')))
      .$if(category !== undefined, (q) => q.where('c.category', '=', category ?? ''))
      .where('c.status', '=', PUBLISHED),
    filter,
    (r) => toCourseSummary(r, now),
  );
}

/** Enrolls once: a repeat changes nothing and says so (created: false). Only a published course takes new learners. */
export async function enroll(
  db: Kysely<Database>,
  userId: string,
  slug: string,
): Promise<{ created: boolean; course: CourseSummary }> {
  const open = await db
    .selectFrom('courses')
    .select('id')
    .where('slug', '=', slug)
    .where('status', '=', PUBLISHED)
    .executeTakeFirst();
  if (!open) throw new AppError(404, 'course_not_found', courseErrors.courseNotFound);
  const courseId = open.id;
  const inserted = await db
    .insertInto('enrollments')
    .values({ user_id: userId, course_id: courseId })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .returning('course_id')
    .executeTakeFirst();
  const row = await selectCourseSummaries(db, userId).where('c.id', '=', courseId).executeTakeFirstOrThrow();
  return { created: inserted !== undefined, course: toCourseSummary(row) };
}
