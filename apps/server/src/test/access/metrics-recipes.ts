import type { Recipes } from './recipe.js';

/**
 * /metrics answers to the operator's bearer token, never to a session. The matrix app sets no
 * METRICS_TOKEN, so every caller, an admin too, gets the 404 of an unknown address; the token
 * cases are in metrics/metrics.int.test.ts.
 */
export const METRICS_REQUESTS: Recipes = {
  'GET /metrics': { ok: 404 },
};
