import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MAP } from '../../auth/access-policy.js';
import { createTestApp, json, type TestApp } from '../../test/app.js';
import { DOCS_PREFIX, DOCUMENT_PATH, openApiPath } from './tags.js';

type Operation = {
  tags?: string[];
  responses?: Record<string, unknown>;
  parameters?: { name: string; in: string }[];
};
type Document = {
  openapi: string;
  info: { title?: string; version?: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Where better-auth's wildcard and the uploads wildcard live in the document (`*` has no OpenAPI form). */
function documentedPath(url: string): string {
  return openApiPath(url, url === '/uploads/*' ? 'key' : 'path');
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: DOCUMENT_PATH });
  expect(res.statusCode).toBe(200);
  doc = json<Document>(res);
});
afterAll(async () => {
  await t?.close();
});

/** `METHOD url` pairs the document must describe: every registered route and every access-policy path. */
function required(): string[] {
  const keys = new Set<string>();
  for (const route of t.app.routeTable) {
    if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
    // The docs page's assets and its copies of the document are the viewer, not the API.
    if (route.url.startsWith(`${DOCS_PREFIX}/`)) continue;
    if (route.url === '/api/auth/*') {
      // better-auth's wildcard stands for the concrete paths the access policy lists under it.
      const under = Object.keys(ACCESS_MAP).filter((k) => k.startsWith(`${route.method} /api/auth/`));
      expect(under.length, `no access-policy path under ${route.method} /api/auth/*`).toBeGreaterThan(0);
      continue;
    }
    keys.add(`${route.method} ${route.url}`);
  }
  for (const key of Object.keys(ACCESS_MAP)) if (!key.includes(` ${DOCS_PREFIX}/`)) keys.add(key);
  return [...keys];
}

describe(`OpenAPI document at ${DOCUMENT_PATH}`, () => {
  it('describes every registered route and every path of the access policy', () => {
    const keys = required();
    expect(keys.length).toBeGreaterThan(100);
    const missing = keys.filter((key) => {
      const [method = '', url = ''] = key.split(' ');
      return !doc.paths[documentedPath(url)]?.[method.toLowerCase()];
    });
    expect(missing, 'routes missing from the OpenAPI document').toEqual([]);
  });

  it('is OpenAPI 3.1 in shape: version, info, this server, responses and declared path parameters', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(doc.servers).toEqual([{ url: t.config.appUrl }]);
    const problems: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!path.startsWith('/')) problems.push(`${path}: not a path`);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        if (!operation.tags?.length) problems.push(`${method} ${path}: no tag`);
        if (!operation.responses || Object.keys(operation.responses).length === 0) {
          problems.push(`${method} ${path}: no responses`);
        }
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        for (const name of templated)
          if (!declared.includes(name as string)) problems.push(`${method} ${path}: {${name}}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('carries the zod schemas of the routes: a body, a query and a response', () => {
    const signUp = doc.paths['/api/auth/sign-up/email']?.post as { requestBody?: unknown };
    expect(JSON.stringify(signUp.requestBody)).toContain('"password"');
    const contact = doc.paths['/api/contact-messages']?.post as { requestBody?: unknown };
    expect(JSON.stringify(contact.requestBody)).toContain('"message"');
    const health = doc.paths['/api/health']?.get;
    expect(JSON.stringify(health?.responses)).toContain('"database"');
  });
});

describe(`docs page at ${DOCS_PREFIX}`, () => {
  it('is a page whose scripts and styles come from this server only, under its own policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:|\*/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset, 'an asset from elsewhere').not.toMatch(/^(https?:)?\/\//);
      const res = await t.app.inject({ method: 'GET', url: new URL(asset, `http://x${DOCS_PREFIX}`).pathname });
      expect(res.statusCode, asset).toBe(200);
    }
  });

  it('loads the same document', async () => {
    const copy = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    expect(json(copy)).toEqual(doc);
  });
});
