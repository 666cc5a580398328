/** The docs page's own address; its assets and copies of the document live below it. */
export const DOCS_PREFIX = '/api/docs';
export const DOCUMENT_PATH = '/api/openapi.json';

/** Where a path's first segment names another module's resource (README's URL map). */
const TAG_ALIASES: Record<string, string> = {
  ready: 'health',
  connection: 'session',
  me: 'account',
  mutes: 'blocks',
  profile: 'profiles',
  'audit-log': 'moderation',
  users: 'admin',
  docs: 'docs',
  'openapi.json': 'docs',
};

/** The group an operation is listed under on the docs page: one per module, read from its URL. */
export function tagOf(url: string): string {
  if (url.startsWith('/.well-known')) return 'auth';
  if (url === '/*') return 'web app';
  if (!url.startsWith('/api/')) return url.split('/')[1] ?? 'web app';
  if (/\/comments(\/|$)/.test(url)) return 'comments';
  const segments = url.slice('/api/'.length).split('/');
  const first = segments[0] === 'admin' && segments[1] ? segments[1] : (segments[0] ?? '');
  return TAG_ALIASES[first] ?? first;
}

/** Fastify's `/a/:id/*` as an OpenAPI path template: `/a/{id}/{name}`. */
export function openApiPath(url: string, wildcardName = 'path'): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, `{${wildcardName}}`);
}
