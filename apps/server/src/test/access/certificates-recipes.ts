import { issueCertificate } from '../../modules/certificates/service.js';
import type { CallContext, Recipes } from './recipe.js';

/**
 * The matrix owner's certificate for a seeded course, issued once by the service the completion
 * route calls (the course's own completion is tested in certificates.int.test.ts).
 */
async function ownersCertificate({ t, f }: CallContext): Promise<string> {
  if (!f.ids.certificate) {
    const course = await t.app.ctx.db
      .selectFrom('courses')
      .select('id')
      .where('slug', '=', f.ids.course as string)
      .executeTakeFirstOrThrow();
    const issued = await issueCertificate(t.app.ctx.db, f.actors.user.id, course.id);
    if (!issued) throw new Error(`certificate fixture: no course ${f.ids.course}`);
    f.ids.certificate = issued.id;
  }
  return f.ids.certificate;
}

/** Course certificates (issue 17): the list is the caller's own, the check public, the PDF the learner's. */
export const CERTIFICATES_REQUESTS: Recipes = {
  'GET /api/certificates': {},
  'GET /api/certificates/:certificateId': { url: async (c) => `/api/certificates/${await ownersCertificate(c)}` },
  'GET /api/certificates/:certificateId/pdf': {
    url: async (c) => `/api/certificates/${await ownersCertificate(c)}/pdf`,
  },
};
