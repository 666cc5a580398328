import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isProtectedPath, messages } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.js';

/** Serves the built SPA with history fallback; unknown /api paths get a JSON 404. */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined) {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasSpa = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasSpa && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // GET of any non-API path that is not a file: the SPA decides (including its own 404 page).
    app.get('/*', (request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') {
        return sendError(reply, 404, 'not_found', messages.errors.notFound);
      }
      const rel = decodeURIComponent(new URL(request.url, 'http://x').pathname).replace(/^\/+/, '');
      const candidate = path.resolve(webDist, rel);
      if (
        rel &&
        candidate.startsWith(webDist + path.sep) &&
        fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()
      ) {
        return reply.sendFile(rel);
      }
      reply.header('cache-control', 'no-cache');
      // Signed-in pages (member profiles among them) are never indexed, even by a crawler that runs no script.
      if (isProtectedPath(new URL(request.url, 'http://x').pathname)) reply.header('x-robots-tag', 'noindex');
      return reply.sendFile('index.html');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    request.log.info({ url: request.url }, 'not found');
    return sendError(reply, 404, 'not_found', messages.errors.notFound);
  });
}
