/**
 * Backup benchmark: the built server (`dist/server/serve.js`) holding 10,000 generated recipes,
 * each with its three pictures; the time to create, verify and restore a backup through the API,
 * and the server's peak resident memory during each. See bench/README.md. Run after
 * `npm run build`: `node --import tsx bench/backup.ts`.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import BetterSqlite3 from 'better-sqlite3';
import sharp from 'sharp';
import yauzl from 'yauzl';

import type { BackupStatus } from '../server/contract/backups';

import { seedRecipes } from './search-seed';
import { startLarder, type RunningChild } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const serveJs = path.join(root, 'dist', 'server', 'serve.js');
const admin = { email: 'bench@example.com', password: 'bench password 1' };
const targets = { createS: 30, restoreS: 60, peakMb: 300 };
const options = readOptions();

if (!existsSync(serveJs)) {
  console.error('dist/server/serve.js is missing: run `npm run build` first.');
  process.exit(2);
}

interface Step {
  seconds: number;
  peakMb: number;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-backup-bench-'));
let larder: RunningChild | undefined;
try {
  larder = await startLarder(serveJs, dataDir, admin);
  const server = larder;
  console.log(`Seeding ${options.recipes} recipes with pictures…`);
  const seeded = await seedRecipes(
    path.join(dataDir, 'larder.db'),
    admin.email,
    options.recipes,
    7,
  );
  const pictureBytes = await addPictures(dataDir);
  let token = await login(server.url);
  const call = async (method: string, url: string) => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  // Empty once the restore has signed everyone out (the answer to it may still be on its way).
  const jobs = async () => {
    const res = await call('GET', '/api/admin/backups/status');
    return res.status === 200 ? (res.body as BackupStatus).jobs : [];
  };

  console.log('Creating a backup…');
  const create = await measure(server.pid, async () => {
    const started = await call('POST', '/api/admin/backups');
    if (started.status !== 201) throw new Error(`create answered ${started.status}`);
    const { name, jobId } = started.body as { name: string; jobId: string };
    for (;;) {
      const job = (await jobs()).find((candidate) => candidate.id === jobId);
      if (job?.status === 'failed') throw new Error(`create failed: ${job.error ?? ''}`);
      if (job?.status === 'done') return name;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  const name = create.result;
  const archive = path.join(dataDir, 'backups', name);
  const sizes = await entrySizes(archive, 'database.json');

  console.log('Verifying it…');
  const verify = await measure(server.pid, async () => {
    const res = await call('POST', `/api/admin/backups/${name}/verify`);
    if (res.status !== 200)
      throw new Error(`verify answered ${res.status}: ${JSON.stringify(res.body)}`);
  });

  console.log('Restoring it…');
  const phases: { phase: string; at: number }[] = [];
  const restore = await measure(server.pid, async () => {
    const began = performance.now();
    const finished = { yes: false };
    const watch = (async () => {
      while (!finished.yes) {
        const job = (await jobs()).find((candidate) => candidate.kind === 'restore');
        if (job && phases.at(-1)?.phase !== job.phase) {
          phases.push({ phase: job.phase, at: (performance.now() - began) / 1000 });
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const res = await call('POST', `/api/admin/backups/${name}/restore`);
    finished.yes = true;
    await watch;
    if (res.status !== 200)
      throw new Error(`restore answered ${res.status}: ${JSON.stringify(res.body)}`);
  });
  token = await login(server.url);
  const after = (await call('GET', '/api/recipes?perPage=1')).body as { total: number };
  if (after.total !== seeded.slugs.length) {
    throw new Error(`after the restore ${after.total} recipes, not ${seeded.slugs.length}`);
  }

  const report = {
    recipes: seeded.slugs.length,
    pictureKbPerRecipe: Math.round(pictureBytes / 1024),
    archiveMb: mb(statSync(archive).size),
    databaseJsonMb: mb(sizes.uncompressed),
    databaseJsonRatio: Math.round((sizes.uncompressed / sizes.compressed) * 10) / 10,
    create: round(create),
    verify: round(verify),
    restore: round(restore),
    restorePhases: phases.map((p) => `${p.phase} @${p.at.toFixed(1)} s`).join(', '),
  };
  console.log(JSON.stringify(report, null, 2));
  const missed = [
    create.seconds > targets.createS &&
      `create ${create.seconds.toFixed(1)} s > ${targets.createS} s`,
    restore.seconds > targets.restoreS &&
      `restore ${restore.seconds.toFixed(1)} s > ${targets.restoreS} s`,
    ...[create, verify, restore]
      .filter((step) => step.peakMb > targets.peakMb)
      .map((step) => `peak RSS ${step.peakMb.toFixed(0)} MB > ${targets.peakMb} MB`),
  ].filter(Boolean);
  console.log(missed.length ? `Missed: ${missed.join('; ')}` : 'All targets met.');
  process.exitCode = missed.length ? 1 : 0;
} catch (error) {
  if (larder) console.error(`--- the server printed:\n${larder.output()}`);
  throw error;
} finally {
  await larder?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Every recipe gets a photo's worth of WebP files, as an upload leaves them: `original.webp` and
 * `min-original.webp` (the same conversion) and a 300×300 `tiny-original.webp`. The bytes are
 * one noisy picture's (noise does not compress, like a photo), copied per recipe.
 */
async function addPictures(dir: string): Promise<number> {
  const noise = (width: number, height: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .blur(1.2)
      .webp({ quality: 70 })
      .toBuffer();
  const original = await noise(options.width, Math.round((options.width * 2) / 3));
  const tiny = await noise(300, 300);
  const templates = path.join(dir, '.temp', 'bench-pictures');
  mkdirSync(templates, { recursive: true });
  writeFileSync(path.join(templates, 'original.webp'), original);
  writeFileSync(path.join(templates, 'tiny-original.webp'), tiny);
  const sqlite = new BetterSqlite3(path.join(dir, 'larder.db'));
  try {
    const ids = sqlite.prepare('SELECT id FROM recipes').pluck().all() as string[];
    for (const id of ids) {
      const images = path.join(dir, 'recipes', id, 'images');
      mkdirSync(images, { recursive: true });
      await copyFile(path.join(templates, 'original.webp'), path.join(images, 'original.webp'));
      await copyFile(path.join(templates, 'original.webp'), path.join(images, 'min-original.webp'));
      await copyFile(
        path.join(templates, 'tiny-original.webp'),
        path.join(images, 'tiny-original.webp'),
      );
    }
    sqlite.prepare("UPDATE recipes SET image = 'bench'").run();
  } finally {
    sqlite.close();
  }
  rmSync(templates, { recursive: true });
  return original.length * 2 + tiny.length;
}

/** Runs `work` and reports its seconds and the server's peak RSS meanwhile (Linux `VmHWM`). */
async function measure<T>(pid: number, work: () => Promise<T>): Promise<Step & { result: T }> {
  // Writing 5 to clear_refs resets the peak to the current RSS.
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
  return { seconds, peakMb: kb / 1024, result };
}

async function entrySizes(file: string, name: string) {
  const zip = await yauzl.openPromise(file, { lazyEntries: true });
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName === name) {
        return { uncompressed: entry.uncompressedSize, compressed: entry.compressedSize };
      }
    }
  } finally {
    zip.close();
  }
  throw new Error(`${name} is not in ${file}`);
}

function mb(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}

function round(step: Step): Step {
  return { seconds: Math.round(step.seconds * 10) / 10, peakMb: Math.round(step.peakMb) };
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/token`, {
    method: 'POST',
    body: new URLSearchParams({ username: admin.email, password: admin.password }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login failed: ${res.status}`);
  return body.access_token;
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      recipes: { type: 'string', default: '10000' },
      width: { type: 'string', default: '960' },
    },
  });
  const whole = (name: keyof typeof values, min: number) => {
    const number = Number(values[name]);
    if (!Number.isInteger(number) || number < min) {
      console.error(`--${name} must be a whole number of at least ${min}.`);
      process.exit(2);
    }
    return number;
  };
  return { recipes: whole('recipes', 1), width: whole('width', 300) };
}
