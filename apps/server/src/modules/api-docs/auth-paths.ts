import { errorBodySchema } from '@storyloom/domain';
import { z } from 'zod';
import { ACCESS_MAP } from '../../auth/access-policy.js';
import { authBodySchemas } from '../../auth/body-schemas.js';
import { accessNote, securityOf } from './access-notes.js';
import { openApiPath } from './tags.js';

const AUTH_PREFIX = '/api/auth/';

type Operation = Record<string, unknown>;
type PathItems = Record<string, Record<string, Operation>>;

function jsonSchemaOf(schema: z.ZodType): unknown {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: jsonSchemaOf(errorBodySchema) } },
});

function operationFor(method: string, url: string): Operation {
  const subPath = url.slice(AUTH_PREFIX.length - 1);
  const access = ACCESS_MAP[`${method} ${url}`];
  const body = method === 'POST' ? authBodySchemas[subPath] : undefined;
  const params = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  return {
    tags: ['auth'],
    summary: `better-auth: ${subPath.slice(1).replaceAll('/', ' ').replaceAll('-', ' ')}`,
    description: [
      accessNote(access),
      'Served by better-auth behind our allow-list, body validation and rate limits (auth/routes.ts); any other path under /api/auth answers 404.',
    ]
      .filter(Boolean)
      .join('\n\n'),
    ...(params.length ? { parameters: params } : {}),
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(body) } } } }
      : {}),
    ...(securityOf(access) ? { security: securityOf(access) } : {}),
    responses: {
      200: { description: 'better-auth’s answer (JSON); a sign-in sets the session cookie' },
      400: errorResponse('The body is not valid'),
      429: errorResponse('Too many attempts; `retry-after` says when to try again'),
    },
  };
}

/**
 * The operations our clients call under better-auth's one wildcard route: the concrete paths the
 * access policy lists, each with its body schema from auth/body-schemas.ts.
 */
export function authPathItems(): PathItems {
  const items: PathItems = {};
  for (const key of Object.keys(ACCESS_MAP)) {
    const [method = '', url = ''] = key.split(' ');
    if (!url.startsWith(AUTH_PREFIX)) continue;
    const path = openApiPath(url);
    items[path] = { ...items[path], [method.toLowerCase()]: operationFor(method, url) };
  }
  return items;
}
