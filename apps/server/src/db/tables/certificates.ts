import type { Generated } from 'kysely';

/** A course certificate (migration 0022): the names are as they were when it was issued. */
export interface CertificatesTable {
  id: Generated<string>;
  user_id: string;
  course_id: string;
  issued_at: Generated<Date>;
  learner_name: string;
  course_title: string;
  instructor_name: string;
}
