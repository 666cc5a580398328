import { randomUUID } from 'node:crypto';
import { createTextFilter, type TextFilter } from '../safety/filter.js';

let filter: TextFilter | undefined;

/**
 * `prefix` and random hex, for names and text the tests make unique. Hex can spell what the safety
 * filter refuses (a child's username "kid_c52b00bd28" was refused: "b00b"), so such draws are skipped.
 */
export function uniqueText(prefix: string, hexLength: number): string {
  filter ??= createTextFilter();
  for (;;) {
    const text = `${prefix}${randomUUID().replaceAll('-', '').slice(0, hexLength)}`;
    if (filter.scan({ text }).length === 0) return text;
  }
}
