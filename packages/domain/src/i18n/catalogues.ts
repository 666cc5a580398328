import type { UiLocale } from '../locales.js';
import { en as errorsEn } from './errors/en.js';
import { es as errorsEs } from './errors/es.js';
import { fr as errorsFr } from './errors/fr.js';
import { ptBR as errorsPtBR } from './errors/pt-BR.js';
import { en as mailEn } from './mail/en.js';
import { es as mailEs } from './mail/es.js';
import { fr as mailFr } from './mail/fr.js';
import { ptBR as mailPtBR } from './mail/pt-BR.js';

export type ServerTextCatalogue = Readonly<Record<string, string>>;

/** The English errors texts by key, for server code whose own messages moved to the catalogue. */
export { type ErrorsKey, en as errorText } from './errors/en.js';

/**
 * Every text the server writes (errors, validation, mails), per locale, keyed `<area>.<key>`.
 * The web imports only the errors area, lazily (domainErrorCatalogue); the server takes all of it.
 */
export const SERVER_TEXT: Record<UiLocale, ServerTextCatalogue> = {
  en: { ...prefixed('errors', errorsEn), ...prefixed('mail', mailEn) },
  es: { ...prefixed('errors', errorsEs), ...prefixed('mail', mailEs) },
  'pt-BR': { ...prefixed('errors', errorsPtBR), ...prefixed('mail', mailPtBR) },
  fr: { ...prefixed('errors', errorsFr), ...prefixed('mail', mailFr) },
};

function prefixed(area: string, messages: ServerTextCatalogue): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [`${area}.${key}`, text]));
}
