import type { Recipes } from './recipe.js';

/** The API description and its docs page (modules/api-docs): public, read-only. */
export const OPENAPI_REQUESTS: Recipes = {
  'GET /api/openapi.json': {},
  'GET /api/docs': {},
  // Swagger UI sends its old address on to the page.
  'GET /api/docs/static/index.html': { ok: 302 },
  'GET /api/docs/static/swagger-initializer.js': {},
  'GET /api/docs/static/swagger-ui.css': {},
  'GET /api/docs/json': {},
  'GET /api/docs/yaml': {},
};
