import { describe, expect, it } from 'vitest';

import {
  assetFileName,
  assetNameProblem,
  isImageName,
  isSafeStoredFileName,
  normalizeExtension,
} from '../../../../server/domain/file-names';
import { english } from '../../../../server/i18n/translate';

describe('asset file names', () => {
  it('are the slug of the name and the extension, as Mealie names them', () => {
    expect(assetFileName('Grandma’s Notes', 'pdf')).toBe('grandma-s-notes.pdf');
    expect(assetFileName('Crème Brûlée scan', '.JPG')).toBe('creme-brulee-scan.jpg');
  });

  it('cut very long slugs to 100 characters', () => {
    const name = 'word '.repeat(39);
    const fileName = assetFileName(name, 'txt') ?? '';
    expect(fileName.endsWith('.txt')).toBe(true);
    expect(fileName.length).toBeLessThanOrEqual(104);
    expect(fileName).not.toMatch(/-\./);
  });

  it.each([
    ['../../etc/passwd', 'slashes'],
    ['..\\windows', 'slashes'],
    ['notes/2024', 'slashes'],
    ['bad\u0000name', 'control characters'],
    ['line\nbreak', 'control characters'],
    ['x'.repeat(201), 'longer than'],
    ['   ', 'empty'],
    ['!!!', 'letter or digit'],
  ])('refuses the name %j', (name, why) => {
    const problem = assetNameProblem(name);
    expect(problem && english(problem.key, problem.params)).toContain(why);
    expect(assetFileName(name, 'pdf')).toBeNull();
  });

  it.each(['', '.', 'p/df', '../pdf', 'pdf\u0000', 'toolongextension', 'tar.gz', 'p df'])(
    'refuses the extension %j',
    (extension) => {
      expect(normalizeExtension(extension)).toBeNull();
      expect(assetFileName('Notes', extension)).toBeNull();
    },
  );
});

describe('served file names', () => {
  it('accept stored asset names and the three image names only', () => {
    expect(isSafeStoredFileName('notes.pdf')).toBe(true);
    expect(isSafeStoredFileName('Scan_1.JPG')).toBe(true);
    expect(isImageName('tiny-original.webp')).toBe(true);
    expect(isImageName('other.webp')).toBe(false);
  });

  it.each(['', '..', '../x.pdf', '.hidden', 'a/b.pdf', 'a\\b.pdf', 'x..pdf', 'nul\u0000.pdf'])(
    'refuse %j',
    (name) => {
      expect(isSafeStoredFileName(name)).toBe(false);
    },
  );
});
