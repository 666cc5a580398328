import fs from 'node:fs';
import path from 'node:path';
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { authPathItems } from './auth-paths.js';
import { DOCS_PREFIX, DOCUMENT_PATH } from './tags.js';
import { createRouteTransform } from './transform.js';

/**
 * The docs page's own policy: its scripts and styles from this server only, nothing from anywhere
 * else (the API's `default-src 'none'` would blank it). Swagger UI's React sets inline styles.
 */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The web app's mark on the page's bar, when the web app is built (else Swagger UI's own). */
function webLogo(webDist: string | undefined) {
  const file = webDist ? path.join(webDist, 'favicon.svg') : undefined;
  if (!file || !fs.existsSync(file)) return undefined;
  return { type: 'image/svg+xml', content: fs.readFileSync(file), href: '/', target: '_self' as const };
}

function serverVersion(): string {
  try {
    const file = new URL('../../../package.json', import.meta.url);
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

const registryTransform = createJsonSchemaTransformObject({});

/**
 * OpenAPI 3.1 at /api/openapi.json and Swagger UI at /api/docs (issue 18). Registered before every
 * other route so @fastify/swagger sees them all; the document is built on its first request, not
 * at start (docs/decisions/1841).
 */
export async function registerApiDocs(app: FastifyInstance) {
  const { appUrl } = app.ctx.config;
  const secure = appUrl.startsWith('https:');
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storyloom API',
        version: serverVersion(),
        description: [
          'JSON under `/api`. Every failure answers `{ "error": { "code", "message" } }` with its status.',
          'Signed-in calls carry the session cookie better-auth sets at sign-in; state-changing calls from a browser must come from this site’s origin.',
        ].join('\n\n'),
      },
      servers: [{ url: appUrl }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: `${secure ? '__Secure-' : ''}storyloom.session_token`,
          },
        },
      },
    },
    transform: createRouteTransform(app.ctx.config.webDist),
    transformObject: (document) => {
      const object = registryTransform(document) as { paths?: Record<string, unknown> };
      return { ...object, paths: { ...object.paths, ...authPathItems() } } as ReturnType<SwaggerTransformObject>;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    theme: { title: 'Storyloom API' },
    logo: webLogo(app.ctx.config.webDist),
    uiConfig: { deepLinking: true, docExpansion: 'list', tryItOutEnabled: false },
  });
  app.get(
    DOCUMENT_PATH,
    { schema: { summary: 'This description (OpenAPI 3.1)', tags: ['docs'] } },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
