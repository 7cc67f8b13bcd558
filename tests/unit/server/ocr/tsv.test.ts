import { describe, expect, it } from 'vitest';

import { guessOcrLineRoles, ocrDraft } from '../../../../server/contract/ocr';
import { pickOcrLanguage } from '../../../../server/ocr/languages';
import { parseTsv } from '../../../../server/ocr/tsv';

describe('pickOcrLanguage', () => {
  it('prefers the lang field, then Accept-Language by weight, then English', () => {
    expect(pickOcrLanguage('de', 'fr-FR')).toBe('deu');
    expect(pickOcrLanguage(undefined, 'nl-NL, it;q=0.8, es;q=0.9')).toBe('spa');
    expect(pickOcrLanguage(undefined, 'fr-CA')).toBe('fra');
    expect(pickOcrLanguage(undefined, 'ja-JP, *;q=0.1')).toBe('eng');
    expect(pickOcrLanguage(null, null)).toBe('eng');
    expect(pickOcrLanguage(undefined, 'it;q=0, de')).toBe('deu');
  });
});

describe('guessOcrLineRoles and ocrDraft', () => {
  it('reads a German card with headings, joining wrapped steps', () => {
    const lines = [
      'Apfelkuchen',
      'Zutaten',
      '500 g Äpfel',
      'Zucker',
      'Zubereitung',
      '1. Die Äpfel schälen und in',
      'Spalten schneiden.',
      '2. 40 Minuten backen.',
      '~',
    ];
    const roles = guessOcrLineRoles(lines);
    expect(roles).toEqual([
      'title',
      'ignore',
      'ingredient',
      'ingredient',
      'ignore',
      'instruction',
      'instruction',
      'instruction',
      'ignore',
    ]);
    expect(ocrDraft(lines, roles)).toEqual({
      name: 'Apfelkuchen',
      ingredients: ['500 g Äpfel', 'Zucker'],
      instructions: ['Die Äpfel schälen und in Spalten schneiden.', '40 Minuten backen.'],
    });
  });

  it('tells quantities from sentences without headings', () => {
    const lines = [
      'Tortilla',
      '- 4 huevos',
      '2 patatas',
      'Batir los huevos y mezclar con las patatas.',
    ];
    expect(guessOcrLineRoles(lines)).toEqual(['title', 'ingredient', 'ingredient', 'instruction']);
    expect(ocrDraft(lines, guessOcrLineRoles(lines)).ingredients).toEqual([
      '4 huevos',
      '2 patatas',
    ]);
  });
});

describe('parseTsv', () => {
  it("maps Tesseract's columns and keeps tabs inside text", () => {
    const rows = parseTsv('level\tpage_num\n5\t1\t2\t3\t4\t5\t10\t20\t30\t40\t96.5\tflour\n\n');
    expect(rows).toEqual([
      {
        level: 5,
        pageNum: 1,
        blockNum: 2,
        parNum: 3,
        lineNum: 4,
        wordNum: 5,
        left: 10,
        top: 20,
        width: 30,
        height: 40,
        conf: 96.5,
        text: 'flour',
      },
    ]);
  });
});
