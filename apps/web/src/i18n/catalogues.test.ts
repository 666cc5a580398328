/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_TEXT, UI_LOCALES } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import { messageShape } from './message-shape';

const SRC = join(import.meta.dirname, '..');

/** Every catalogue folder of the web: the shell's and one per feature that shows text. */
function catalogueFolders(): { namespace: string; dir: string }[] {
  const features = readdirSync(join(SRC, 'features'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && readdirSync(join(SRC, 'features', d.name)).includes('messages'))
    .map((d) => ({ namespace: d.name, dir: join(SRC, 'features', d.name, 'messages') }));
  return [{ namespace: 'common', dir: join(SRC, 'i18n', 'messages') }, ...features];
}

function read(dir: string, locale: string): Record<string, string> {
  return JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8'));
}

/** The problems of one translation against English: missing/extra keys, bad ICU, other placeholders. */
function problems(en: Record<string, string>, other: Record<string, string>): string[] {
  const found: string[] = [];
  for (const key of Object.keys(en)) {
    const text = other[key];
    if (typeof text !== 'string' || !text.trim()) {
      found.push(`missing ${key}`);
      continue;
    }
    try {
      const source = messageShape(en[key] ?? '');
      const translated = messageShape(text);
      if (source.args.join() !== translated.args.join())
        found.push(`${key}: placeholders ${translated.args} ≠ ${source.args}`);
      if (source.tags.join() !== translated.tags.join()) found.push(`${key}: tags ${translated.tags} ≠ ${source.tags}`);
    } catch (err) {
      found.push(`${key}: broken ICU (${(err as Error).message.split('\n')[0]})`);
    }
  }
  for (const key of Object.keys(other)) if (!(key in en)) found.push(`extra ${key}`);
  return found;
}

describe('web catalogues', () => {
  const folders = catalogueFolders();

  it('has the shell catalogue and at least one feature catalogue', () => {
    expect(folders.length).toBeGreaterThan(1);
  });

  for (const { namespace, dir } of folders) {
    it(`${namespace}: English compiles`, () => {
      const en = read(dir, 'en');
      const broken = Object.entries(en).flatMap(([key, text]) => {
        try {
          messageShape(text);
          return [];
        } catch {
          return [key];
        }
      });
      expect(broken).toEqual([]);
    });
    for (const locale of UI_LOCALES.filter((l) => l !== 'en')) {
      it(`${namespace}: ${locale} has every key, valid ICU and the same placeholders`, () => {
        expect(problems(read(dir, 'en'), read(dir, locale))).toEqual([]);
      });
    }
  }
});

describe('server texts (errors, validation, mails)', () => {
  for (const locale of UI_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} has every key, valid ICU and the same placeholders`, () => {
      expect(problems(SERVER_TEXT.en, SERVER_TEXT[locale])).toEqual([]);
    });
  }
});

describe('the check itself', () => {
  it('finds a missing key, a broken message and a renamed placeholder', () => {
    const en = { a: 'Hi {name}', b: 'One', c: '{count, plural, one {# post} other {# posts}}' };
    const bad = { a: 'Hola {nombre}', c: '{count, plural, one {# post' };
    expect(problems(en, bad)).toEqual([
      'a: placeholders nombre ≠ name',
      'missing b',
      expect.stringMatching(/^c: broken ICU/),
    ]);
  });
});
