import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/repo-root';

/**
 * User-visible text in the renderer's JSX goes through i18next: a text node or a visible
 * attribute written as a literal with words in it fails here. The brand and example addresses
 * (placeholders such as "https://") are the same in every language.
 */
const rendererDir = path.join(repoRoot, 'renderer');
const visibleAttributes = new Set([
  'title',
  'placeholder',
  'aria-label',
  'label',
  'alt',
  'text',
  'helperText',
  'content',
]);
const word = /\p{L}{2,}/u;
const sameInEveryLanguage = (text: string) =>
  text.trim() === 'Larder' || text.includes('://') || /^&\w+;$/.test(text.trim());

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

function literalTexts(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && word.test(node.text) && !sameInEveryLanguage(node.text)) {
      found.push(node.text.trim());
    }
    if (
      ts.isJsxAttribute(node) &&
      visibleAttributes.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      word.test(node.initializer.text) &&
      !sameInEveryLanguage(node.initializer.text)
    ) {
      found.push(`${node.name.getText(source)}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('renderer text', () => {
  it('has no hard-coded user-visible words in JSX', () => {
    const offenders = tsxFiles(rendererDir).flatMap((file) =>
      literalTexts(file).map((text) => `${path.relative(rendererDir, file)}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });

  it('catches a literal text node and a literal title, and lets the brand and addresses be', () => {
    const sample = `export const A = () => (
      <p title="Save changes" placeholder="https://">
        Hello there <b>Larder</b> {t('ok')}
      </p>
    );`;
    expect(literalTexts('sample.tsx', sample)).toEqual(['title="Save changes"', 'Hello there']);
  });
});
