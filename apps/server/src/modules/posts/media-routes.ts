import { messages, postParamsSchema, postSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { requireUser } from '../../plugins/auth.js';
import { WRITE_LIMIT } from '../../plugins/rate-limit.js';
import { screenWrite } from '../../safety/screen.js';
import { makeKey } from '../../storage/index.js';
import { type CommunityDeps, publishSafely } from '../community/deps.js';
import { fileRoutes } from '../uploads/file-routes.js';
import { sendStoredObject } from '../uploads/send-stored.js';
import { findVisiblePost } from './access.js';
import { readMediaPost } from './media.js';
import { createPost } from './service.js';

const noMedia = () => new AppError(404, 'not_found', messages.errors.notFound);

/**
 * The file of a post, to those who may see the post (decision 1331): a private post's file is
 * served here only, to its author, and never stored by a browser or a shared cache. Public posts'
 * files are served from /uploads/{key}, which refuses the others. With S3 storage the bytes pass
 * through this app, like every upload (decision 0801).
 */
export const postMediaRoutes: FastifyPluginAsyncZod<{ deps: CommunityDeps }> = async (app, { deps }) => {
  app.get('/api/posts/:postId/media', { schema: { params: postParamsSchema } }, async (request, reply) => {
    // Even a refusal is never stored: the answer depends on who asks.
    reply.header('cache-control', 'private, no-store');
    const { user } = await requireUser(app, request);
    const post = await findVisiblePost(deps.db, user.id, request.params.postId);
    if (!post.media_key || (post.type !== 'image' && post.type !== 'video')) throw noMedia();
    const opened = await app.storage.open(post.media_key);
    if (!opened) throw noMedia();
    return sendStoredObject(request, reply, opened, 'private, no-store');
  });
};

/** Posting an image or a video: the one community route that takes a file (uploads/file-routes.ts). */
export const postMediaUploadRoutes = fileRoutes<{ deps: CommunityDeps }>(async (app, { deps }) => {
  /** An image or video post: multipart with the text fields first, then the file. */
  app.post(
    '/api/posts/media',
    { config: WRITE_LIMIT, schema: { response: { 201: postSchema } } },
    async (request, reply) => {
      const { user } = await requireUser(app, request);
      const upload = await readMediaPost(request);
      await screenWrite(app.ctx, user, { content: upload.fields.content }, upload.fields.acknowledgePersonalInfo);
      const stored = await app.storage.put(makeKey('posts', user.id, upload.ext), upload.bytes, upload.contentType);
      try {
        const { post, messages } = await createPost(deps, user.id, {
          ...upload.fields,
          type: upload.kind,
          mediaKey: stored.key,
        });
        await publishSafely(deps, request.log, ...messages);
        return reply.status(201).send(post);
      } catch (err) {
        await app.storage.delete(stored.key).catch(() => {});
        throw err;
      }
    },
  );
});
