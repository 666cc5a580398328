import { setupI18n } from '@lingui/core';
import { loadCatalogue } from './catalogues';
import { type AppLocale, htmlLangOf } from './locale-state';

/** The app's one Lingui instance: the active locale and every catalogue loaded so far. */
export const i18n = setupI18n();

const loaded = new Map<string, Promise<void>>();
const ready = new Set<string>();
const namespacesInUse = new Set<string>(['common']);

function key(namespace: string, locale: AppLocale) {
  return `${namespace}/${locale}`;
}

/** Loads a namespace for a locale once; later calls share the first call's promise. */
export function ensureCatalogue(namespace: string, locale: AppLocale): Promise<void> {
  namespacesInUse.add(namespace);
  let pending = loaded.get(key(namespace, locale));
  if (!pending) {
    pending = loadCatalogue(namespace, locale).then((messages) => {
      i18n.load(locale, messages);
      ready.add(key(namespace, locale));
    });
    pending.catch(() => loaded.delete(key(namespace, locale)));
    loaded.set(key(namespace, locale), pending);
  }
  return pending;
}

export function isCatalogueLoaded(namespace: string, locale: AppLocale): boolean {
  return ready.has(key(namespace, locale));
}

/**
 * Switches the whole interface: loads every namespace already shown in the new locale first, so
 * the switch happens in one render with no screen falling back to a spinner, then `<html lang>`.
 */
export async function activateLocale(locale: AppLocale): Promise<void> {
  if (i18n.locale === locale) return;
  await Promise.all([...namespacesInUse].map((namespace) => ensureCatalogue(namespace, locale)));
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(locale);
}
