import { AUTH_REQUESTS } from './auth-recipes.js';
import { CHILDREN_REQUESTS } from './children-recipes.js';
import { COMMUNITY_REQUESTS } from './community-recipes.js';
import { PARENTS_REQUESTS } from './parents-recipes.js';
import { PLATFORM_REQUESTS } from './platform-recipes.js';
import { PRIVACY_REQUESTS } from './privacy-recipes.js';
import { PROFILE_REQUESTS } from './profile-recipes.js';
import type { Recipes } from './recipe.js';

export { fill, type Recipe } from './recipe.js';

/**
 * A valid request for every classified route, in the order the matrix runs them: objects are
 * deleted by the route that deletes them only, and the two-factor steps run in sequence.
 */
export const REQUESTS: Recipes = {
  ...AUTH_REQUESTS,
  ...CHILDREN_REQUESTS,
  ...PLATFORM_REQUESTS,
  ...PROFILE_REQUESTS,
  ...COMMUNITY_REQUESTS,
  ...PARENTS_REQUESTS,
  ...PRIVACY_REQUESTS,
};
