import type { UiLocale } from '../locales.js';
import type { ServerTextCatalogue } from './catalogues.js';

// Apart from SERVER_TEXT, so the web's bundle takes one locale's errors area, lazily, and no mail text.
/** The errors area of one locale, for the web (validation messages shown beside a field). */
export async function loadErrorCatalogue(locale: UiLocale): Promise<ServerTextCatalogue> {
  switch (locale) {
    case 'es':
      return (await import('./errors/es.js')).es;
    case 'pt-BR':
      return (await import('./errors/pt-BR.js')).ptBR;
    case 'fr':
      return (await import('./errors/fr.js')).fr;
    default:
      return (await import('./errors/en.js')).en;
  }
}
