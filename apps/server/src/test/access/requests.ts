import { AUTH_REQUESTS } from './auth-recipes.js';
import { BLOCKS_REQUESTS } from './blocks-recipes.js';
import { CERTIFICATES_REQUESTS } from './certificates-recipes.js';
import { CHILDREN_REQUESTS } from './children-recipes.js';
import { COMMUNITY_REQUESTS } from './community-recipes.js';
import { FILTER_TERMS_REQUESTS } from './filter-terms-recipes.js';
import { MAIL_REQUESTS } from './mail-recipes.js';
import { METRICS_REQUESTS } from './metrics-recipes.js';
import { OPENAPI_REQUESTS } from './openapi-recipes.js';
import { PARENTS_REQUESTS } from './parents-recipes.js';
import { PLATFORM_REQUESTS } from './platform-recipes.js';
import { PRIVACY_REQUESTS } from './privacy-recipes.js';
import { PROFILE_REQUESTS } from './profile-recipes.js';
import type { Recipes } from './recipe.js';
import { SAFETY_REQUESTS } from './safety-recipes.js';
import { STUDIO_ANALYTICS_REQUESTS } from './studio-analytics-recipes.js';
import { STUDIO_MEDIA_REQUESTS } from './studio-media-recipes.js';
import { STUDIO_REQUESTS } from './studio-recipes.js';

export { fill, type Recipe } from './recipe.js';

/**
 * A valid request for every classified route, in the order the matrix runs them: objects are
 * deleted by the route that deletes them only, and the two-factor steps run in sequence.
 */
export const REQUESTS: Recipes = {
  ...AUTH_REQUESTS,
  ...CHILDREN_REQUESTS,
  ...PLATFORM_REQUESTS,
  ...STUDIO_REQUESTS,
  ...CERTIFICATES_REQUESTS,
  ...STUDIO_ANALYTICS_REQUESTS,
  ...STUDIO_MEDIA_REQUESTS,
  ...PROFILE_REQUESTS,
  ...COMMUNITY_REQUESTS,
  ...SAFETY_REQUESTS,
  ...BLOCKS_REQUESTS,
  ...FILTER_TERMS_REQUESTS,
  ...MAIL_REQUESTS,
  ...PARENTS_REQUESTS,
  ...PRIVACY_REQUESTS,
  ...METRICS_REQUESTS,
  ...OPENAPI_REQUESTS,
};
