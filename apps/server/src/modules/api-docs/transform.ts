import fs from 'node:fs';
import path from 'node:path';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { ACCESS_MAP } from '../../auth/access-policy.js';
import { accessNote, securityOf } from './access-notes.js';
import { DOCS_PREFIX, tagOf } from './tags.js';

type Schema = FastifySchema & { hide?: boolean; tags?: string[]; summary?: string; description?: string };

const zodToJson = createJsonSchemaTransform({ skipList: [] });
const hidden = (url: string) => ({ schema: { hide: true } as Schema, url });

/** Routes with no zod schema of their own, described by hand. */
const HAND_WRITTEN = {
  docsPage: {
    summary: 'This description as a readable page (Swagger UI, served from this server)',
    produces: ['text/html'],
    response: { 200: { description: 'The page (HTML)', type: 'string' } },
  } as Schema,
  upload: {
    summary: 'An uploaded file (avatar, post media) by its server-made key',
    description:
      'The key may hold `/` (`avatars/…`, `posts/…`). A post’s file is served here only while the post is public; data exports never are.',
    produces: ['image/webp', 'video/mp4', 'application/octet-stream'],
    response: { 200: { description: 'The file', type: 'string', format: 'binary' } },
  } as Schema,
  webApp: {
    summary: 'The web app: any other path answers a built file or its single HTML page',
    produces: ['text/html'],
    response: { 200: { description: 'The web app’s page (HTML) or a built file', type: 'string' } },
  } as Schema,
} satisfies Record<string, Schema>;

const isWildcard = (url: string) => url.endsWith('*');

function handWritten(url: string): Schema | undefined {
  if (url === DOCS_PREFIX) return HAND_WRITTEN.docsPage;
  if (url.startsWith('/uploads/') && isWildcard(url)) return HAND_WRITTEN.upload;
  if (url === '/*') return HAND_WRITTEN.webApp;
  return undefined;
}

/** A file of the web app's build (its static plugin registers one route per file): not API. */
function isBuiltFile(url: string, webDist: string | undefined): boolean {
  if (!webDist || url.startsWith('/api/') || url.includes('*') || url.includes(':')) return false;
  const file = path.resolve(webDist, `.${url}`);
  return file.startsWith(webDist + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;
}

/**
 * Turns each route's zod schemas into JSON Schema (fastify-type-provider-zod) and adds what the docs
 * page groups and explains by: a tag per module, who may call it (the access policy), the session
 * cookie where one is needed. better-auth's wildcard is described path by path (auth-paths.ts); the
 * web app's built files are one entry (its fallback), not one per file.
 */
export function createRouteTransform(webDist: string | undefined): SwaggerTransform {
  return (document) => {
    // Swagger UI's page route reaches @fastify/swagger as `/api/docs/` only; it answers both.
    const url = document.url === `${DOCS_PREFIX}/` ? DOCS_PREFIX : document.url;
    // better-auth's one wildcard is described path by path (auth-paths.ts).
    if ((url.startsWith('/api/auth/') && isWildcard(url)) || isBuiltFile(url, webDist)) return hidden(url);
    const own = handWritten(url);
    const converted = own ? { schema: own } : zodToJson(document);
    const schema = { ...(converted.schema as Schema) };
    if (schema.hide) return hidden(url);

    const method = [document.route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
    const access = ACCESS_MAP[`${method} ${url}`];
    const wildcard = isWildcard(url);
    // A wildcard's parameter is named in the template and generated from it (OpenAPI has no `*`).
    if (wildcard) delete schema.params;
    schema.tags ??= [tagOf(url)];
    const description = [schema.description, accessNote(access)].filter(Boolean).join('\n\n');
    if (description) schema.description = description;
    const security = securityOf(access);
    if (security) (schema as Record<string, unknown>).security = security;
    return { schema, url: wildcard ? url.replace(/\*$/, url.startsWith('/uploads/') ? ':key' : ':path') : url };
  };
}
