import { describe, expect, it } from 'vitest';
import {
  languageIdForTags,
  negotiateUiLocale,
  parseAcceptLanguage,
  UI_LOCALES,
  uiLocaleFor,
  uiLocaleOfLanguage,
} from './locales.js';
import { LANGUAGES } from './settings.js';

describe('parseAcceptLanguage', () => {
  it('orders the tags by weight, then by position', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(parseAcceptLanguage('en;q=0.5, es-MX, pt-BR;q=0.9')).toEqual(['es-MX', 'pt-BR', 'en']);
  });

  it('drops q=0, malformed weights and malformed tags', () => {
    expect(parseAcceptLanguage('es;q=0, fr;q=abc, en-US')).toEqual(['en-US']);
    expect(parseAcceptLanguage('<script>, de_DE, pt')).toEqual(['pt']);
  });

  it('reads nothing from an empty or missing header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('reads at most 20 parts of a long header', () => {
    const letter = (n: number) => String.fromCharCode(97 + (n % 26));
    const header = Array.from({ length: 50 }, (_, i) => `x${letter(i)}${letter(Math.floor(i / 26))}`).join(',');
    expect(parseAcceptLanguage(header)).toHaveLength(20);
  });
});

describe('uiLocaleFor', () => {
  it('maps a tag to its shipped locale by its primary language', () => {
    expect(uiLocaleFor('es-MX')).toBe('es');
    expect(uiLocaleFor('ES')).toBe('es');
    expect(uiLocaleFor('pt-PT')).toBe('pt-BR');
    expect(uiLocaleFor('pt_BR')).toBe('pt-BR');
    expect(uiLocaleFor('fr-CA')).toBe('fr');
    expect(uiLocaleFor('en-GB')).toBe('en');
  });

  it('is null for a language that is not shipped, or nothing', () => {
    expect(uiLocaleFor('de-DE')).toBeNull();
    expect(uiLocaleFor('')).toBeNull();
    expect(uiLocaleFor(undefined)).toBeNull();
    expect(uiLocaleFor(null)).toBeNull();
  });
});

describe('negotiateUiLocale', () => {
  it('takes the first shipped locale among the preferred tags', () => {
    expect(negotiateUiLocale(['de-DE', 'pt-BR', 'en'])).toBe('pt-BR');
    expect(negotiateUiLocale(parseAcceptLanguage('de;q=1, fr;q=0.8, es;q=0.9'))).toBe('es');
  });

  it('is English when nothing shipped is asked for', () => {
    expect(negotiateUiLocale([])).toBe('en');
    expect(negotiateUiLocale(['de', 'ja'])).toBe('en');
  });
});

describe('uiLocaleOfLanguage', () => {
  it('gives every Language setting a shipped locale (German reads English)', () => {
    const locales = LANGUAGES.map((l) => uiLocaleOfLanguage(l.id));
    expect(locales).toEqual(['en', 'en', 'es', 'fr', 'en', 'pt-BR']);
    for (const locale of locales) expect(UI_LOCALES).toContain(locale);
    expect(uiLocaleOfLanguage(null)).toBe('en');
  });
});

describe('languageIdForTags', () => {
  it('picks the closest of the six Language settings', () => {
    expect(languageIdForTags(['en-GB'])).toBe('en-GB');
    expect(languageIdForTags(['en-gb-oed'])).toBe('en-GB');
    expect(languageIdForTags(['en-AU'])).toBe('en-US');
    expect(languageIdForTags(['es-419'])).toBe('es-ES');
    expect(languageIdForTags(['fr-FR'])).toBe('fr-FR');
    expect(languageIdForTags(['de-AT'])).toBe('de-DE');
    expect(languageIdForTags(['pt-PT'])).toBe('pt-BR');
    expect(languageIdForTags(parseAcceptLanguage('ja, fr-FR;q=0.9'))).toBe('fr-FR');
  });

  it('is English (US) when no tag fits', () => {
    expect(languageIdForTags([])).toBe('en-US');
    expect(languageIdForTags(['ja', 'zh-CN'])).toBe('en-US');
  });

  it('always answers one of the Language settings', () => {
    const ids = LANGUAGES.map((l) => l.id as string);
    for (const tags of [['xx'], ['pt'], ['en'], ['de-CH']]) expect(ids).toContain(languageIdForTags(tags));
  });
});
