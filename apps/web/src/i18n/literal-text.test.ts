/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
/** Attributes a reader sees or hears: their literal text must come from a catalogue too. */
const VISIBLE_ATTRIBUTES = new Set([
  'placeholder',
  'title',
  'alt',
  'aria-label',
  'aria-description',
  'label',
  'description',
]);
const HAS_LETTER = /\p{L}/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

function isTextLiteral(node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral {
  return (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && HAS_LETTER.test(node.text);
}

/** `toast('…')`, `toast.error('…')`, `toast.success('…', …)`: a toast's literal title. */
function isToastCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'toast';
  return (
    ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'toast'
  );
}

/** User-visible literal text in one TSX source: JSX text, visible attributes, `{'…'}` children, toasts. */
export function literalTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${fileName}:${line + 1} ${JSON.stringify(text.trim().slice(0, 60))}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && HAS_LETTER.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && isTextLiteral(value)) report(value, value.text);
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      isTextLiteral(node.expression) &&
      !ts.isJsxAttribute(node.parent)
    ) {
      report(node.expression, node.expression.text);
    }
    if (ts.isCallExpression(node) && isToastCall(node)) {
      const first = node.arguments[0];
      if (first && isTextLiteral(first)) report(first, first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('one way to the active language', () => {
  it('only src/i18n imports @lingui/react (the app has no I18nProvider; components use useActiveLocale)', () => {
    const files = readdirSync(SRC, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((path) => !relative(SRC, path).startsWith('i18n'));
    const users = files.filter((path) => readFileSync(path, 'utf8').includes("from '@lingui/react'"));
    expect(users.map((path) => relative(SRC, path))).toEqual([]);
  });
});

describe('no literal copy in JSX', () => {
  it('every text a reader sees comes from a catalogue (apps/web/src/**/*.tsx)', () => {
    const found = sourceFiles(SRC).flatMap((path) => literalTexts(relative(SRC, path), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds text, a visible attribute, a literal child and a toast, and lets keys and symbols pass', () => {
    const source = `export const A = () => <div title="Hello" className="p-2">
      Welcome {'back'} {t('key')} · {count}
      <img alt={\`Photo\`} /> <span aria-hidden>→</span>
    </div>;
    const f = () => toast.error('Oops');`;
    expect(literalTexts('a.tsx', source).map((entry) => entry.split(' ').slice(1).join(' '))).toEqual([
      '"Hello"',
      '"Welcome"',
      '"back"',
      '"Photo"',
      '"Oops"',
    ]);
  });
});
