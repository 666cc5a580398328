import type { Recipes } from './recipe.js';

/** Instructor analytics (issue 17): the owner's studio course; another instructor's 404 is in analytics.int.test.ts. */
export const STUDIO_ANALYTICS_REQUESTS: Recipes = {
  'GET /api/studio/courses/:studioCourseId/analytics': {},
};
