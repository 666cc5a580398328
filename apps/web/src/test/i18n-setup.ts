import { beforeAll } from 'vitest';

// A web test reads the interface's copy from the English catalogues, loaded before its first test
// (as the app loads a screen's catalogue before showing it).
beforeAll(async () => {
  const { activateLocale } = await import('@/i18n/i18n');
  const { allNamespaces } = await import('@/i18n/catalogues');
  const { ensureCatalogue } = await import('@/i18n/i18n');
  await activateLocale('en');
  await Promise.all(allNamespaces().map((namespace) => ensureCatalogue(namespace, 'en')));
});
