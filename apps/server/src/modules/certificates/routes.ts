import {
  certificateParamsSchema,
  certificatePaths,
  certificatesQuerySchema,
  myCertificatesPageSchema,
  publicCertificateSchema,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { certificateFileName, certificatePdf } from './pdf.js';
import { myCertificates, ownCertificate, publicCertificate } from './service.js';

/**
 * Course certificates (issue 17): the signed-in learner's list, the public verification answer
 * (name, course, date; a minor's first name and initial) and the PDF, for its learner only.
 */
export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;

  app.get(
    '/api/certificates',
    { schema: { querystring: certificatesQuerySchema, response: { 200: myCertificatesPageSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return myCertificates(db, user.id, request.query);
    },
  );

  app.get(
    '/api/certificates/:certificateId',
    { schema: { params: certificateParamsSchema, response: { 200: publicCertificateSchema } } },
    // Anyone with the link may read it (every /api answer carries X-Robots-Tag: noindex).
    async (request) => publicCertificate(db, request.params.certificateId),
  );

  app.get(
    '/api/certificates/:certificateId/pdf',
    // Each download is drawn anew: a burst of them is refused rather than queued.
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } }, schema: { params: certificateParamsSchema } },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      const certificate = await ownCertificate(db, user.id, request.params.certificateId);
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${certificateFileName(certificate.courseTitle)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      if (request.method === 'HEAD') return reply.send();
      return reply.send(certificatePdf(certificate, `${config.appUrl}${certificatePaths.page(certificate.id)}`));
    },
  );
};
