import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { SERVER_TEXT } from '../catalogues.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ptBR } from './pt-BR.js';

const LOCALES: Record<string, Record<string, string>> = { es, 'pt-BR': ptBR, fr };
/** Texts that are rightly the same as English in a language. */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = { fr: ['duration.minutes'] };

/** The argument names of a compiled ICU message, with their formats (plural, select…), sorted. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, format, options] = part as [string, unknown, unknown];
      found.add(typeof format === 'string' ? `${name}:${format}` : name);
      if (options && typeof options === 'object') for (const branch of Object.values(options)) walk(branch);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...found].sort();
}

const numbersOf = (text: string) => (text.match(/\d+/g) ?? []).sort();
const tagsOf = (text: string) => (text.match(/<\/?\d+>/g) ?? []).sort();

describe('errors catalogue (issue 19)', () => {
  it('English is valid ICU', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(() => compileMessageOrThrow(text), key).not.toThrow();
    }
  });

  for (const [locale, messages] of Object.entries(LOCALES)) {
    describe(locale, () => {
      it('has exactly the English keys', () => {
        expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      });

      it('has valid ICU with the same placeholders, tags and numbers as English', () => {
        for (const [key, english] of Object.entries(en)) {
          const text = messages[key] ?? '';
          expect(text.trim(), `${locale} ${key} is empty`).not.toBe('');
          expect(() => compileMessageOrThrow(text), `${locale} ${key}`).not.toThrow();
          expect(argumentsOf(text), `${locale} ${key} placeholders`).toEqual(argumentsOf(english));
          expect(tagsOf(text), `${locale} ${key} tags`).toEqual(tagsOf(english));
          // A limit baked into the English text (characters, MB, days) is the same in every language.
          expect(numbersOf(text), `${locale} ${key} numbers`).toEqual(numbersOf(english));
        }
      });

      it('is translated, not copied (names and codes aside)', () => {
        const same = Object.entries(en).filter(
          ([key, english]) =>
            messages[key] === english && /\s/.test(english) && !SAME_AS_ENGLISH[locale]?.includes(key),
        );
        expect(same.map(([key]) => key)).toEqual([]);
      });
    });
  }

  it('is served under errors.* to the server', () => {
    expect(SERVER_TEXT.es['errors.general.notFound']).toBe(es['general.notFound']);
    expect(SERVER_TEXT.en['errors.email.invalid']).toBe('Please enter a valid email address');
  });
});
