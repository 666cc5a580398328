import { messages, postParamsSchema } from '@storyloom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { requireUser } from '../../plugins/auth.js';
import type { CommunityDeps } from '../community/deps.js';
import { sendStoredObject } from '../uploads/send-stored.js';
import { findVisiblePost } from './access.js';

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
