import { type Role, studioErrors } from '@storyloom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';

/** Who acts in the studio: an instructor works on their own courses, an admin on all (issue 17). */
export interface StudioActor {
  id: string;
  role: Role;
}

export interface OwnedCourse {
  id: string;
  status: 'draft' | 'published' | 'archived';
}

/**
 * The course when the actor may edit it. Another instructor's course answers exactly as a missing
 * one (404), so course ids of drafts do not leak between instructors.
 */
export async function ownedCourse(db: Kysely<Database>, actor: StudioActor, courseId: string): Promise<OwnedCourse> {
  const row = await db
    .selectFrom('courses')
    .select(['id', 'status', 'owner_id'])
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!row || (actor.role !== 'admin' && row.owner_id !== actor.id)) {
    throw new AppError(404, 'course_not_found', studioErrors.courseNotFound);
  }
  return { id: row.id, status: row.status };
}
