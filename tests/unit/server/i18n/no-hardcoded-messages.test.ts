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

/** Zod checks whose message argument the contract words: `.max(n, 'Some sentence')`. */
const zodChecks = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'superRefine',
  'url',
  'email',
]);
/** Properties that carry a sentence to a person: a success body's, a zod check's, a parse's. */
const shownProperties = new Set(['message', 'error']);
/**
 * Files whose `{ message }` or `{ error }` is not one of Larder's sentences: Mealie's fixed body
 * of a 500, and the outcome of a call to another server, carried into the catalog's notifier
 * and webhook messages as a value.
 */
const notWorded = new Set([
  'http/errors.ts',
  'net/post-remote.ts',
  'services/notifications/delivery.ts',
]);

/**
 * `{ message: 'Some sentence' }` (a success body, a zod message, a parse's `{ error }`) and
 * `.max(n, 'Some sentence')`, with where they are.
 */
function hardCodedMessages(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, literal: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path.relative(serverDir, file)}:${line + 1}: ${literal}`);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      shownProperties.has(node.name.text)
    ) {
      const literal = literalText(node.initializer);
      if (literal !== null && sentence(literal)) report(node, literal);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      zodChecks.has(node.expression.name.text)
    ) {
      for (const argument of node.arguments) {
        const literal = literalText(argument);
        if (literal !== null && sentence(literal)) report(argument, literal);
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

  it('has no success message or validation message with a hard-coded sentence', () => {
    const files = tsFiles(serverDir).filter(
      (file) => !notWorded.has(path.relative(serverDir, file).split(path.sep).join('/')),
    );
    expect(files.flatMap((file) => hardCodedMessages(file))).toEqual([]);
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

  it('finds a success body, a zod message and a parse error worded in place', () => {
    const code = [
      "return { message: 'Report deleted.', error: false };",
      'const Name = z.string().max(250, `Too long: at most ${max}`);',
      "const Url = z.url({ error: 'Expected an http URL' });",
      "return { error: validationText('notAValidUrl') };",
      "const Kind = z.enum(['a', 'b']).refine(check, { message: 'errors.key' });",
    ].join('\n');
    expect(hardCodedMessages(path.join(serverDir, 'example.ts'), code)).toEqual([
      'example.ts:1: Report deleted.',
      'example.ts:2: Too long: at most ${…}',
      'example.ts:3: Expected an http URL',
    ]);
  });
});
