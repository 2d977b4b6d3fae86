import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every string of the public site comes from its catalogue, in both languages (issue 11): no component writes
 * words a reader sees straight into its markup. This fails on JSX text with a word in it, and on a literal with a
 * word in it given to an attribute people read or hear (aria-label, title, placeholder, alt, label...). Words in
 * other places (class names, routes, keys) are no one's reading.
 */
const SITE = join(import.meta.dirname, '..', '..', 'web-public', 'src');
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label', 'content']);
const WORD = /\p{L}{2,}/u;

function components(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) components(path, out);
    else if (name.endsWith('.tsx') && !name.includes('.test.')) out.push(path);
  }
  return out;
}

/** The words written into a component's markup, as `line: text`. */
export function wordsInMarkup(source: string): string[] {
  const file = ts.createSourceFile('component.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && WORD.test(node.text)) found.push(`${at(node)}: ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) && WORD.test(value.text)) {
        found.push(`${at(node)}: ${node.name.getText()}="${value.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the public site writes no words into its markup', () => {
  it('takes every text a reader sees or hears from the catalogue', () => {
    const files = components(SITE);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((path) => wordsInMarkup(readFileSync(path, 'utf8')).map((where) => `${relative(SITE, path)}:${where}`));
    expect(found).toEqual([]);
  });

  it('would be caught: text, a read attribute, in Hindi too; not symbols, class names or t()', () => {
    const source = `export const A = () => (
      <div className="card-title" data-kind="Rent">
        <button aria-label="Close dialog">×</button>
        <p>{t('home.title')} · 2 BHK</p>
        <img alt={'घर की फ़ोटो'} src="/x.jpg" />
        <span title={t('x')}>₹ / —</span>
        <h2>Verified homes</h2>
      </div>
    );`;
    expect(wordsInMarkup(source)).toEqual(['3: aria-label="Close dialog"', '4: · 2 BHK', '5: alt="घर की फ़ोटो"', '7: Verified homes']);
  });
});
