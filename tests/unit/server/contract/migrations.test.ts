import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { migrationSources, SupportedMigrations } from '../../../../server/contract/migrations';
import { repoRoot } from '../../../helpers/repo-root';

const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

describe('migration sources', () => {
  it('describe every supported app once', () => {
    expect(migrationSources.map((source) => source.type).sort()).toEqual(
      [...SupportedMigrations.options].sort(),
    );
  });

  it.each(migrationSources.map((source) => [source.type, source]))(
    'the README gives the same how-to-export note for %s',
    (type, source) => {
      const row = readme.split('\n').find((line) => line.includes(`(\`${type}\`)`));
      expect(row).toContain(source.howToExport);
    },
  );
});
