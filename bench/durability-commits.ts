/**
 * The bare cost of a commit: one-row UPDATE transactions on a database opened as the server
 * opens it (`openDatabase`), with nothing else around them (no HTTP, no JSON, no service code),
 * so the time a sync to disk adds stands out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';

import { openDatabase, type OpenDatabaseOptions } from '../server/db/database';

export interface CommitTimes {
  commitsPerSecond: number;
  ms: number[];
}

export function measureCommits(
  parentDir: string,
  synchronous: NonNullable<OpenDatabaseOptions['synchronous']>,
  count: number,
): CommitTimes {
  const dir = mkdtempSync(path.join(parentDir, 'larder-bench-commits-'));
  const { sqlite } = openDatabase(path.join(dir, 'commits.db'), { synchronous });
  try {
    sqlite.exec('CREATE TABLE counter (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)');
    sqlite.exec('INSERT INTO counter (id, n) VALUES (1, 0)');
    const bump = sqlite.prepare('UPDATE counter SET n = n + 1 WHERE id = 1');
    const commit = sqlite.transaction(() => bump.run());
    for (let i = 0; i < 20; i++) commit(); // warm-up, not counted
    const ms: number[] = [];
    const started = performance.now();
    for (let i = 0; i < count; i++) {
      const before = performance.now();
      commit();
      ms.push(performance.now() - before);
    }
    return { commitsPerSecond: count / ((performance.now() - started) / 1000), ms };
  } finally {
    sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
