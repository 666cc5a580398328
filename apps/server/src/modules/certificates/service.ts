import {
  ageBandOf,
  certificateErrors,
  isMinor,
  type MyCertificate,
  type Page,
  type PublicCertificate,
  publicLearnerName,
} from '@storyloom/domain';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { displayNameSql } from '../../db/member-sql.js';
import { type PageRequest, paginate } from '../../db/paginate.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { awardPoints } from '../leaderboard/ledger.js';

type Db = Kysely<Database>;

const notFound = () => new AppError(404, 'certificate_not_found', certificateErrors.notFound);
const uuid = z.uuid();

/** The id of a link, or 404: a garbled id is as unknown as a wrong one. */
function certificateIdOf(id: string): string {
  if (!uuid.safeParse(id).success) throw notFound();
  return id;
}

/**
 * Issues the learner's certificate for a course they have just completed, with their name, the
 * course title and its instructor as they are now, and the course's points in the ledger. Called
 * in the transaction that stores the last module (it joins it), so a completion never stands
 * without its certificate; calling it again issues nothing and awards nothing.
 */
export async function issueCertificate(
  db: Db | Transaction<Database>,
  userId: string,
  courseId: string,
): Promise<{ id: string; issued: boolean } | null> {
  const issue = async (trx: Transaction<Database>) => {
    const course = await trx
      .selectFrom('courses')
      .select(['id', 'title', 'instructor_name'])
      .where('id', '=', courseId)
      .executeTakeFirst();
    if (!course) return null;
    const learner = await trx
      .selectFrom('user as u')
      .leftJoin('profiles as p', 'p.id', 'u.id')
      .select(displayNameSql('p', 'u').as('name'))
      .where('u.id', '=', userId)
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto('certificates')
      .values({
        user_id: userId,
        course_id: course.id,
        learner_name: learner.name,
        course_title: course.title,
        instructor_name: course.instructor_name,
      })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      // Keyed by the course: a course completed twice (after a removed certificate) pays once.
      await awardPoints(trx, { userId, reason: 'courseCompleted', sourceKey: `course:${course.id}` });
      return { id: inserted.id, issued: true };
    }
    const existing = await trx
      .selectFrom('certificates')
      .select('id')
      .where('user_id', '=', userId)
      .where('course_id', '=', course.id)
      .executeTakeFirstOrThrow();
    return { id: existing.id, issued: false };
  };
  return db.isTransaction ? issue(db as Transaction<Database>) : db.transaction().execute(issue);
}

/**
 * What anyone may read to verify a certificate: the name, the course and the date. A learner who
 * is a minor today shows as first name and last initial (the band is read from the birth month).
 */
export async function publicCertificate(db: Db, id: string): Promise<PublicCertificate> {
  const row = await db
    .selectFrom('certificates as c')
    .innerJoin('user as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.learner_name', 'c.course_title', 'c.issued_at', 'u.birthYear', 'u.birthMonth'])
    .where('c.id', '=', certificateIdOf(id))
    .executeTakeFirst();
  if (!row) throw notFound();
  const birth = row.birthYear && row.birthMonth ? { year: row.birthYear, month: row.birthMonth } : null;
  return {
    id: row.id,
    learnerName: publicLearnerName(row.learner_name, isMinor(ageBandOf(birth))),
    courseTitle: row.course_title,
    issuedAt: new Date(row.issued_at).toISOString(),
  };
}

const ownColumns = ['id', 'learner_name', 'course_title', 'instructor_name', 'issued_at'] as const;

function toMine(row: {
  id: string;
  learner_name: string;
  course_title: string;
  instructor_name: string;
  issued_at: Date;
}): MyCertificate {
  return {
    id: row.id,
    learnerName: row.learner_name,
    courseTitle: row.course_title,
    instructorName: row.instructor_name,
    issuedAt: new Date(row.issued_at).toISOString(),
  };
}

/** One of the caller's own certificates, in full; another member's is as unknown as a missing one. */
export async function ownCertificate(db: Db, userId: string, id: string): Promise<MyCertificate> {
  const row = await db
    .selectFrom('certificates')
    .select(ownColumns)
    .where('id', '=', certificateIdOf(id))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toMine(row);
}

/** The caller's own certificates, newest first. */
export async function myCertificates(db: Db, userId: string, page: PageRequest): Promise<Page<MyCertificate>> {
  const rows = db
    .selectFrom('certificates')
    .select(ownColumns)
    .where('user_id', '=', userId)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc');
  const count = db
    .selectFrom('certificates')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId);
  return paginate(rows, count, page, toMine);
}
