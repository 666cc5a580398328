import { AUTH_REQUESTS } from './access/auth-recipes.js';
import { COMMUNITY_REQUESTS } from './access/community-recipes.js';
import { PLATFORM_REQUESTS } from './access/platform-recipes.js';
import { PROFILE_REQUESTS } from './access/profile-recipes.js';
import type { Recipes } from './access/recipe.js';

export { type CallContext, fill, PARAMS, type Recipe } from './access/recipe.js';

/**
 * A valid request for every classified route, in the order the matrix runs them: objects are
 * deleted by the route that deletes them only, and the two-factor steps run in sequence.
 */
export const REQUESTS: Recipes = {
  ...AUTH_REQUESTS,
  ...PLATFORM_REQUESTS,
  ...PROFILE_REQUESTS,
  ...COMMUNITY_REQUESTS,
};
