import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Text the server shows people goes through its catalog (server/i18n): an error built with a
 * sentence instead of a message key fails here. Allowed: `Error` and the errors below, whose
 * text is only logged, or only carried into a sentence of the catalog as a value (a library's
 * own reason, which Larder cannot translate).
 */
const serverDir = path.resolve(import.meta.dirname, '../../../../server');
const notShown = new Set([
  'Error',
  'TypeError',
  'RangeError',
  'SwapIncompleteError',
  'OcrUnavailableError',
  'UnreadableImageError',
  'UnreadablePhotoError',
]);
/** A sentence, not a message key (`errors.recipes.noEntryFound`) or a code (`bad-url`). */
const sentence = (text: string) => /\p{L}{2,}/u.test(text) && /\s/.test(text);

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

function literalText(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `\${…}${span.literal.text}`).join('');
  }
  return null;
}

/** `new XxxError('Some sentence')`, `new XxxError(\`… ${x}\`)`, with where they are. */
function hardCodedErrors(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text.endsWith('Error') &&
      !notShown.has(node.expression.text)
    ) {
      for (const argument of node.arguments ?? []) {
        const literal = literalText(argument);
        if (literal !== null && sentence(literal)) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          found.push(`${path.relative(serverDir, file)}:${line + 1}: ${literal}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('server messages', () => {
  it('has no error thrown with a hard-coded sentence', () => {
    expect(tsFiles(serverDir).flatMap((file) => hardCodedErrors(file))).toEqual([]);
  });

  it('finds a sentence, in quotes or in a template, and lets keys and codes pass', () => {
    const code = [
      "throw new InvalidError('Unknown food');",
      'throw new NotFoundError(`Template ${name} not found.`);',
      "throw new PageFetchError('bad-url', 'errors.net.notAValidUrl');",
      "throw new Error('an internal failure, logged');",
    ].join('\n');
    expect(hardCodedErrors(path.join(serverDir, 'example.ts'), code)).toEqual([
      'example.ts:1: Unknown food',
      'example.ts:2: Template ${…} not found.',
    ]);
  });
});
