import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dataFolders } from '../../../server/backups/layout';
import { openArchive } from '../../../server/backups/open-archive';
import { silentProgress } from '../../../server/backups/progress';
import { stageRestore } from '../../../server/backups/stage-restore';
import { writeJournal, type SwapPlan } from '../../../server/backups/swap';
import type { BackupStatus } from '../../../server/contract/backups';
import { migrations } from '../../../server/db/migrations/index';
import {
  hashDataFiles,
  makeBackup,
  seedHousehold,
  snapshotTables,
  type TableRows,
} from '../../helpers/backups';
import { ApiClient } from '../../helpers/http-client';
import { adminCredentials, startTestServer } from '../../helpers/test-server';
import { createRecipe } from '../../helpers/two-groups';

/**
 * A restore cut short at any point leaves a whole installation: before the swap the old one,
 * untouched; during the swap the new one, finished at the next start.
 */
interface State {
  rows: TableRows;
  files: Record<string, string>;
}

const root = mkdtempSync(path.join(tmpdir(), 'larder-crash-'));
const prepared = path.join(root, 'prepared');
let backupName = '';
/** The installation as the backup holds it, and as it was when the restore began. */
let inBackup: State;
let current: State;

async function stateOf(dataDir: string): Promise<State> {
  return { rows: snapshotTables(dataDir), files: await hashDataFiles(dataDir) };
}

beforeAll(async () => {
  const t = await startTestServer({ dataDir: prepared });
  try {
    const h = await seedHousehold(t);
    // a large file keeps the restore busy long enough to be killed in each phase
    const soup = h.recipes[0]?.id ?? '';
    writeFileSync(
      path.join(prepared, 'recipes', soup, 'assets', 'film.mp4'),
      randomBytes(32 * 1024 * 1024),
    );
    backupName = await makeBackup(h.admin);
    inBackup = await stateOf(prepared);
    await createRecipe(h.admin, { name: 'Made after the backup' });
    rmSync(path.join(prepared, 'recipes', soup, 'assets', 'film.mp4'));
  } finally {
    await t.close();
  }
  current = await stateOf(prepared);
  expect(current.rows).not.toEqual(inBackup.rows);
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A copy of the prepared data directory, for one experiment. */
function copyOfPrepared(label: string): string {
  const dir = path.join(root, label);
  cpSync(prepared, dir, { recursive: true });
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `npm run serve`'s entry in a process of its own, so it can be killed outright. */
async function spawnServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('LARDER_')),
  );
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/serve.ts', '--data-dir', dataDir, '--port', String(port)],
    { env, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}/`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited');
    const ok = await fetch(`${url}api/app/about`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { child, url };
    if (Date.now() - started > 60_000) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function signIn(url: string): Promise<ApiClient> {
  const visitor = new ApiClient(url);
  const res = await visitor.request<{ access_token: string }>('POST', '/api/auth/token', {
    body: new URLSearchParams({
      username: adminCredentials.username,
      password: adminCredentials.password,
    }),
  });
  expect(res.status).toBe(200);
  return visitor.withToken(res.body.access_token);
}

/** Starts a restore and kills the server with SIGKILL as soon as the restore reaches `phase`. */
async function killDuring(dataDir: string, phase: string): Promise<ApiClient> {
  const { child, url } = await spawnServer(dataDir);
  const admin = await signIn(url);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const restoring = admin.post(`/api/admin/backups/${backupName}/restore`).catch(() => null);
  let seen: string[] = [];
  for (;;) {
    const status = await admin.get<BackupStatus>('/api/admin/backups/status');
    const job = status.body.jobs.find((candidate) => candidate.kind === 'restore');
    if (job) seen = [...new Set([...seen, job.phase])];
    if (job?.phase === phase) break;
    if (job && job.status !== 'running' && job.status !== 'queued') {
      throw new Error(`the restore ended before ${phase}; phases seen: ${seen.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  child.kill('SIGKILL');
  await exited;
  await restoring;
  return admin;
}

describe('a restore cut short', () => {
  for (const phase of ['files', 'before-restore']) {
    it(`by kill -9 while it is at "${phase}" leaves the old data intact`, async () => {
      const dir = copyOfPrepared(`killed-${phase}`);
      const token = await killDuring(dir, phase);
      const t = await startTestServer({ dataDir: dir });
      try {
        expect(await stateOf(dir)).toEqual(current);
        expect(readdirSync(path.join(dir, '.temp')).filter((f) => /^restore-/.test(f))).toEqual([]);
        expect(
          readdirSync(path.join(dir, 'backups')).filter((f) => f.endsWith('.partial')),
        ).toEqual([]);
        // the session from before the kill still works: nothing was swapped
        const self = await new ApiClient(t.url, token.options).get('/api/users/self');
        expect(self.status).toBe(200);
      } finally {
        await t.close();
      }
    }, 120_000);
  }

  it('in the middle of the swap is finished at the next start, whole', async () => {
    // Every point of the swap: k of its renames done when the power went.
    const probe = await plannedMoves(copyOfPrepared('swap-probe'));
    rmSync(probe.dir, { recursive: true, force: true });
    expect(probe.moves.length).toBeGreaterThanOrEqual(9);
    for (let done = 0; done <= probe.moves.length; done++) {
      const { dir, moves } = await plannedMoves(copyOfPrepared(`swap-${done}`));
      for (const [from, to] of moves.slice(0, done)) renameSync(from, to);
      const t = await startTestServer({ dataDir: dir });
      try {
        expect({ done, state: await stateOf(dir) }).toEqual({ done, state: inBackup });
        expect(existsSync(path.join(dir, 'restore-journal.json'))).toBe(false);
        expect((await t.login(adminCredentials.username, adminCredentials.password)).baseUrl).toBe(
          t.url,
        );
      } finally {
        await t.close();
      }
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});

/**
 * Stages the backup into `dir/.temp/` with the restore's own modules and writes the journal, as
 * the server does right before it renames; returns the renames the swap then makes, in order.
 */
async function plannedMoves(dir: string): Promise<{ dir: string; moves: [string, string][] }> {
  const staging = path.join(dir, '.temp', 'restore-crash');
  const source = await openArchive(
    path.join(dir, 'backups', backupName),
    { maxEntries: 1000, maxRatio: 200, maxTotalBytes: 2 ** 31 },
    Object.keys(migrations),
  );
  try {
    await stageRestore(source, { dir: staging, migrations, progress: silentProgress });
  } finally {
    source.close();
  }
  const plan: SwapPlan = {
    staging,
    replace: ['larder.db', ...dataFolders, '.secret'],
    clear: ['larder.db-wal', 'larder.db-shm'],
  };
  await writeJournal(dir, plan);
  const moves: [string, string][] = [];
  for (const name of plan.clear) {
    if (existsSync(path.join(dir, name))) {
      moves.push([path.join(dir, name), path.join(staging, 'previous', name)]);
    }
  }
  for (const name of plan.replace) {
    if (existsSync(path.join(dir, name))) {
      moves.push([path.join(dir, name), path.join(staging, 'previous', name)]);
    }
    moves.push([path.join(staging, name), path.join(dir, name)]);
  }
  mkdirSync(path.join(staging, 'previous'), { recursive: true });
  return { dir, moves };
}
