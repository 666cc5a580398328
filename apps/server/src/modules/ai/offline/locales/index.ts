import type { UiLocale } from '@storyloom/domain';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ptBR } from './pt-BR.js';
import type { OfflineLocale } from './types.js';

/** The offline generator's text in each shipped language (decision 1905). */
export const OFFLINE_LOCALES: Record<UiLocale, OfflineLocale> = { en, es, 'pt-BR': ptBR, fr };

export function offlineLocale(locale: UiLocale = 'en'): OfflineLocale {
  return OFFLINE_LOCALES[locale] ?? en;
}
