import type { TestApp } from '../app.js';
import { newMember } from '../community.js';
import type { CallContext, Recipes } from './recipe.js';

/**
 * One member outside the matrix whom every actor blocks and mutes (then unblocks and unmutes): no
 * recipe blocks the matrix's actors or its bystander, so later recipes (follow, like, comment) are
 * untouched whatever order they run in.
 */
const targets = new WeakMap<TestApp, Promise<string>>();
function throwaway({ t }: CallContext): Promise<string> {
  let id = targets.get(t);
  if (!id) {
    id = newMember(t, 'Blocks Target').then((m) => m.id);
    targets.set(t, id);
  }
  return id;
}

const on = (list: 'blocks' | 'mutes') => async (c: CallContext) => `/api/${list}/${await throwaway(c)}`;

/** Recipes for block and mute (issue 16). */
export const BLOCKS_REQUESTS: Recipes = {
  'GET /api/blocks': {},
  'PUT /api/blocks/:memberId': { url: on('blocks') },
  'DELETE /api/blocks/:memberId': { url: on('blocks') },
  'GET /api/mutes': {},
  'PUT /api/mutes/:memberId': { url: on('mutes') },
  'DELETE /api/mutes/:memberId': { url: on('mutes') },
};
