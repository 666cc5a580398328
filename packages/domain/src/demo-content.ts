// Demo content seeded on first start (the spec's samples): course text stored as data, not UI copy.

/** The spec's prerequisites list (the enrollment wizard's step 3), given to every demo course. */
export const DEMO_COURSE_PREREQUISITES = [
  'A computer, tablet or phone with internet access',
  'Time for 3-5 hours of lessons and practice each week',
  'A notebook or notes app for your ideas',
] as const;
