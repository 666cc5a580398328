import {
  avatarResponseSchema,
  childAccountMessages,
  pageOf,
  paginationQuerySchema,
  profilePostSchema,
  profileSchema,
  profileUpdateSchema,
  publicProfileSchema,
  usernameSchema,
} from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { requireUser } from '../../plugins/auth.js';
import { screenWrite } from '../../safety/screen.js';
import { fileRoutes } from '../uploads/file-routes.js';
import { removeAvatar, replaceAvatar } from './avatar.js';
import { publicPostsOf, publicProfile } from './public.js';
import { getOwnProfile, updateProfile } from './service.js';

const usernameParams = z.object({ username: usernameSchema });
/** Nothing may name the user: the avatar belongs to the session's user, so any query key is refused. */
const noQuery = z.strictObject({});

/** The photo upload, in a scope that parses multipart bodies (uploads/file-routes.ts). */
const avatarUploadRoutes = fileRoutes(async (app) => {
  app.post(
    '/api/profile/avatar',
    {
      schema: { querystring: noQuery, response: { 200: avatarResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const { user } = await requireUser(app, request);
      // No photo of a child is collected (issue 15): initials stand in for the avatar.
      if (user.ageBand === 'child') throw new AppError(403, 'avatar_not_collected', childAccountMessages.avatarRefused);
      return replaceAvatar(app, request, user.id);
    },
  );
});

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/profile', { schema: { response: { 200: profileSchema } } }, async (request) => {
    const { user } = await requireUser(app, request);
    return getOwnProfile(app.ctx.db, user);
  });

  app.patch(
    '/api/profile',
    {
      schema: {
        body: profileUpdateSchema,
        response: { 200: z.object({ profile: profileSchema, changed: z.boolean() }) },
      },
    },
    async (request) => {
      const { user } = await requireUser(app, request);
      const { email: _readOnly, acknowledgePersonalInfo, ...patch } = request.body;
      const { username, fullName, bio, website } = patch;
      await screenWrite(app.ctx, user, { username, fullName, bio, website }, acknowledgePersonalInfo);
      return updateProfile(app.ctx.db, user, patch);
    },
  );

  await app.register(avatarUploadRoutes);

  app.delete(
    '/api/profile/avatar',
    { schema: { querystring: noQuery, response: { 200: avatarResponseSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return removeAvatar(app, user.id);
    },
  );

  app.get(
    '/api/profiles/:username',
    { schema: { params: usernameParams, response: { 200: publicProfileSchema } } },
    async (request) => {
      const { user } = await requireUser(app, request);
      return publicProfile(app.ctx.db, user.id, request.params.username);
    },
  );

  app.get(
    '/api/profiles/:username/posts',
    {
      schema: {
        params: usernameParams,
        querystring: paginationQuerySchema,
        response: { 200: pageOf(profilePostSchema) },
      },
    },
    async (request) => {
      const { user } = await requireUser(app, request);
      return publicPostsOf(app.ctx.db, user.id, request.params.username, request.query);
    },
  );
};
