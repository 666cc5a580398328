import type { Messages } from '@lingui/core';
import { type AppLocale, PSEUDO_LOCALE } from './locale-state';

type Loader = () => Promise<{ default: Messages }>;

// Every namespace's catalogues, each its own small chunk, fetched when a screen first needs it.
const compiled = import.meta.glob<{ default: Messages }>(['../features/*/messages/*.json', './messages/*.json'], {
  query: '?catalogue',
});
const pseudo = import.meta.glob<{ default: Messages }>(['../features/*/messages/en.json', './messages/en.json'], {
  query: '?catalogue-pseudo',
});

/** `../features/community/messages/es.json` → community/es; `./messages/fr.json` → common/fr. */
function entryOf(path: string): { namespace: string; locale: string } {
  const parts = path.split('/');
  const file = parts.at(-1) ?? '';
  const namespace = path.startsWith('./') ? 'common' : (parts.at(-3) ?? '');
  return { namespace, locale: file.replace(/\.json$/, '') };
}

function index(globbed: Record<string, Loader>, locale?: string): Map<string, Loader> {
  const byKey = new Map<string, Loader>();
  for (const [path, load] of Object.entries(globbed)) {
    const entry = entryOf(path);
    byKey.set(`${entry.namespace}/${locale ?? entry.locale}`, load);
  }
  return byKey;
}

const loaders = new Map([...index(compiled), ...index(pseudo, PSEUDO_LOCALE)]);

/** Every namespace with a catalogue. */
export function allNamespaces(): string[] {
  return [...loaders.keys()].filter((k) => k.endsWith('/en')).map((k) => k.slice(0, -'/en'.length));
}

/** One namespace's messages in one locale, keys prefixed `<namespace>.`; English when it has none. */
export async function loadCatalogue(namespace: string, locale: AppLocale): Promise<Messages> {
  const load = loaders.get(`${namespace}/${locale}`) ?? loaders.get(`${namespace}/en`);
  if (!load) throw new Error(`No catalogue for namespace "${namespace}"`);
  const messages = (await load()).default;
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${namespace}.${key}`, message]));
}
