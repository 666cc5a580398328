import { childSignUpResultSchema, childSignUpSchema, usernameSignInSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Limiter } from '../../auth/limiter.js';
import { type BreachCheck, rangeApiBreachCheck } from '../../auth/password-policy.js';
import { signUpChild } from './child-sign-up.js';
import { signInWithUsername } from './username-sign-in.js';

/** Everything under /api/children (issue 15): the parent-path sign-up and the username sign-in. */
export const childrenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const limiter = new Limiter(db, config.rateLimitScale);
  const isBreached: BreachCheck | null = config.passwordBreachCheckUrl
    ? rangeApiBreachCheck(config.passwordBreachCheckUrl, app.ctx.log)
    : null;

  app.post(
    '/api/children/sign-up',
    { schema: { body: childSignUpSchema.strict(), response: { 200: childSignUpResultSchema } } },
    async (request, reply) => signUpChild(app, request, reply, request.body, { limiter, isBreached }),
  );

  // better-auth's sign-in answer goes out as it came (session cookie, or the two-factor challenge).
  app.post('/api/children/sign-in', { schema: { body: usernameSignInSchema.strict() } }, async (request, reply) =>
    signInWithUsername(app, limiter, request, reply, request.body),
  );
};
