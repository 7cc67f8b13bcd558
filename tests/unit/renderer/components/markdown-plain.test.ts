import { marked } from 'marked';
import { describe, expect, it } from 'vitest';

import { isPlainParagraph } from '../../../../renderer/components/markdown-plain';

/** What marked gives for one paragraph of `text`, with its HTML escaping. */
function paragraph(text: string): string {
  const escaped = text.replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  return `<p>${escaped}</p>\n`;
}

const parse = (source: string) => marked.parse(source, { async: false, gfm: true, breaks: true });

describe('plain paragraphs (cards skip marked for them)', () => {
  it.each([
    'A creamy Thai coconut curry with chickpeas and lime. Ready in 30 minutes!',
    'Grandma\'s recipe (the good one), 100% worth it: crisp, golden; "perfect".',
    'Crème brûlée — à la française, with 2 eggs per person?',
  ])('treats %s as plain and marked agrees', (text) => {
    expect(isPlainParagraph(text)).toBe(true);
    expect(parse(text)).toBe(paragraph(text));
  });

  it.each([
    '',
    '**bold** start',
    'a _word_',
    '# Title',
    '1. first step',
    '- item',
    '> quoted',
    'see www.example.com',
    'see https://example.com',
    'mail me@example.com',
    'Salt &amp; pepper',
    'a <b>tag</b>',
    'two\nlines',
    '    code',
    'trailing  ',
    'Heading\n===',
    '[link](http://x)',
    'a | table',
  ])('leaves %j to marked', (text) => {
    expect(isPlainParagraph(text)).toBe(false);
  });

  it('never calls text plain that marked renders as more than one paragraph of it', () => {
    // Seeded random strings over letters, digits and every ASCII punctuation mark.
    const alphabet = 'ab Z9 .,;:!?\'"()-_*#>[]|<&@=+~`\\/{}%$^\n\t';
    let seed = 42;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let plainSeen = 0;
    for (let i = 0; i < 20_000; i++) {
      const length = 1 + Math.floor(next() * 12);
      let text = '';
      for (let j = 0; j < length; j++)
        text += alphabet.charAt(Math.floor(next() * alphabet.length));
      if (!isPlainParagraph(text)) continue;
      plainSeen++;
      expect(parse(text), JSON.stringify(text)).toBe(paragraph(text));
    }
    expect(plainSeen).toBeGreaterThan(1000);
  });
});
