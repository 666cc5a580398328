import { I18nProvider, Trans } from '@lingui/react';
import { type ReactElement, use, useCallback, useSyncExternalStore } from 'react';
import { ensureCatalogue, i18n, isCatalogueLoaded } from './i18n';
import type { AppLocale } from './locale-state';

export type MessageValues = Record<string, unknown>;
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

type RichProps<K extends string> = {
  /** The message key, e.g. `feed.empty` for `community.feed.empty`. */
  k: K;
  values?: MessageValues;
  /** Elements for the message's tags: `<link>privacy notice</link>` takes `components={{ link: <a … /> }}`. */
  components?: Record<string, ReactElement>;
};

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const activeLocale = () => i18n.locale as AppLocale;

/** The active locale; a component using it renders again when it changes (no provider needed). */
export function useActiveLocale(): AppLocale {
  return useSyncExternalStore(subscribe, activeLocale, activeLocale);
}

/** Suspends until the namespace is loaded for the active locale (a tiny chunk, once). */
function useCatalogue(namespace: string): string {
  const locale = useActiveLocale();
  if (!isCatalogueLoaded(namespace, locale)) use(ensureCatalogue(namespace, locale));
  return locale;
}

/**
 * A feature's translation hooks, typed by its English catalogue so a missing key fails to compile:
 * `export const { useT, T } = namespace<typeof en>('community')` in `features/community/i18n.ts`.
 */
export function namespace<M extends Record<string, string>>(name: string) {
  type Key = Extract<keyof M, string>;

  // biome-ignore lint/correctness/noComponentHookFactories: called once per feature at module level, so each hook keeps one identity
  function useT(): Translate<Key> {
    const locale = useCatalogue(name);
    // biome-ignore lint/correctness/useExhaustiveDependencies: the locale is what makes a new function
    return useCallback((key: Key, values?: MessageValues) => i18n._(`${name}.${key}`, values), [locale]);
  }

  // biome-ignore lint/correctness/noComponentHookFactories: called once per feature at module level, so each component keeps one identity
  function T({ k, values, components }: RichProps<Key>) {
    useCatalogue(name);
    return (
      <I18nProvider i18n={i18n}>
        <Trans id={`${name}.${k}`} values={values} components={components} />
      </I18nProvider>
    );
  }

  /** For code outside components (a callback, a table of columns): the namespace must be loaded. */
  function translate(key: Key, values?: MessageValues): string {
    return i18n._(`${name}.${key}`, values);
  }

  function preload(locale: AppLocale = i18n.locale as AppLocale): Promise<void> {
    return ensureCatalogue(name, locale);
  }

  return { useT, T, translate, preload };
}
