import { ageScreenResultSchema, birthMonthSchema, errorBodySchema, errorText } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Limiter } from '../../auth/limiter.js';
import type { Limit } from '../../auth/limits.js';
import { AppError } from '../../errors.js';
import { AGE_SCREEN_COOKIE, AGE_SCREEN_TTL_SECONDS, readAgeScreenAnswer } from './answer.js';
import { recordAgeScreenAnswer, signUpPathOf } from './service.js';

/**
 * Per client address, scaled by RATE_LIMIT_SCALE: a classroom behind one school address answers
 * once each with room for mistakes; a script filling the table or trying dates is stopped.
 */
export const AGE_SCREEN_LIMITS = {
  answersPerIp: { max: 60, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

/** Nothing has been answered in this browser in the last 24 hours. */
const NO_ANSWER = errorText['ageScreen.noAnswer'];

/** Everything under /api/age-screen (issue 15). */
export const ageScreenRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new Limiter(app.ctx.db, app.ctx.config.rateLimitScale);
  const secure = app.ctx.config.appUrl.startsWith('https:') ? '; Secure' : '';

  app.post(
    '/api/age-screen',
    { schema: { body: birthMonthSchema, response: { 200: ageScreenResultSchema } } },
    async (request, reply) => {
      await limiter.enforce(reply, [{ key: `age-screen:ip:${request.ip}`, limit: AGE_SCREEN_LIMITS.answersPerIp }]);
      const birth = { year: request.body.birthYear, month: request.body.birthMonth };
      const answer = await recordAgeScreenAnswer(app.ctx.db, request.headers.cookie, birth);
      if (answer.isNew) {
        // Only the id travels; it lives as long as the answer stands.
        reply.header(
          'set-cookie',
          `${AGE_SCREEN_COOKIE}=${answer.browserId}; Max-Age=${AGE_SCREEN_TTL_SECONDS}; Path=/api; HttpOnly; SameSite=Lax${secure}`,
        );
      }
      return { path: signUpPathOf(answer.standing) };
    },
  );

  app.get(
    '/api/age-screen',
    { schema: { response: { 200: ageScreenResultSchema, 404: errorBodySchema } } },
    async (request) => {
      const standing = await readAgeScreenAnswer(app.ctx.db, request.headers.cookie);
      if (!standing) throw new AppError(404, 'not_found', NO_ANSWER);
      return { path: signUpPathOf(standing) };
    },
  );
};
