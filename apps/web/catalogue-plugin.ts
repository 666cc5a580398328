import { readFile } from 'node:fs/promises';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { pseudoText } from './src/i18n/pseudo-text.ts';

const CATALOGUE_QUERY = /\?catalogue(-pseudo)?$/;

/**
 * Compiles a feature's JSON catalogue (ICU MessageFormat) into Lingui's compiled form at build
 * time, so the browser never ships a message parser (decision 1900). `?catalogue-pseudo` compiles
 * the English catalogue into the accented, 35 % longer pseudo-locale used to find cut text.
 */
export function cataloguePlugin(): Plugin {
  return {
    name: 'storyloom-catalogue',
    enforce: 'pre',
    async load(id) {
      const match = CATALOGUE_QUERY.exec(id);
      if (!match) return null;
      const file = id.slice(0, match.index);
      this.addWatchFile(file);
      const source = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const mapText = match[1] ? pseudoText : undefined;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(source)) {
        try {
          compiled[key] = compileMessageOrThrow(message, mapText);
        } catch (err) {
          this.error(`${file}: "${key}" is not valid ICU MessageFormat: ${(err as Error).message}`);
        }
      }
      return { code: `export default ${JSON.stringify(compiled)};`, moduleType: 'js' };
    },
  };
}
