import { beforeAll, expect } from 'vitest';

// A web test reads the interface's copy from the English catalogues, loaded before its first test
// (as the app loads a screen's catalogue before showing it); server and domain tests skip this.
beforeAll(async () => {
  if (!expect.getState().testPath?.includes('/apps/web/')) return;
  const { activateLocale } = await import('@/i18n/i18n');
  const { allNamespaces } = await import('@/i18n/catalogues');
  const { ensureCatalogue } = await import('@/i18n/i18n');
  await activateLocale('en');
  await Promise.all(allNamespaces().map((namespace) => ensureCatalogue(namespace, 'en')));
});
