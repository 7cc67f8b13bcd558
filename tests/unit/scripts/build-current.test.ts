import { execFile } from 'node:child_process';
import {
  appendFile,
  copyFile,
  mkdir,
  mkdtemp,
  readFile,
  rm,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { repoRoot } from '../../helpers/repo-root';

const run = promisify(execFile);
const script = path.join(repoRoot, 'scripts/build-current.mjs');

/**
 * A checkout in miniature: the real scripts/build-current.mjs, the input folders, and build
 * scripts that write every output dist/ must hold and log each build. The entry prints its
 * arguments. A file `fail` makes the build fail; a file `edit-during-build` makes it change a
 * source while it runs.
 */
const fakeBuild = `
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
const part = process.argv[2];
if (existsSync('fail')) process.exit(3);
if (existsSync('edit-during-build')) writeFileSync('server/app.ts', 'edited while building');
const outputs = part === 'renderer'
  ? ['dist/renderer/index.html']
  : ['dist/main/index.js', 'dist/main/launch.js', 'dist/preload/preload.cjs'];
for (const file of outputs) {
  mkdirSync(file.slice(0, file.lastIndexOf('/')), { recursive: true });
  writeFileSync(file, '');
}
if (part === 'node') {
  mkdirSync('dist/server', { recursive: true });
  writeFileSync('dist/server/serve.js', 'console.log(JSON.stringify(process.argv.slice(2)));');
}
appendFileSync('builds.log', part + '\\n');
`;

let dir: string;

async function larder(...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ['scripts/build-current.mjs', ...args], {
      cwd: dir,
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

async function builds(): Promise<number> {
  const log = await readFile(path.join(dir, 'builds.log'), 'utf8').catch(() => '');
  return log.split('\n').filter((line) => line === 'node').length;
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'larder-build-current-'));
  for (const folder of ['renderer', 'server', 'main', 'preload', 'scripts']) {
    await mkdir(path.join(dir, folder));
  }
  await copyFile(script, path.join(dir, 'scripts', 'build-current.mjs'));
  await writeFile(path.join(dir, 'server', 'app.ts'), 'export {};');
  await writeFile(path.join(dir, 'renderer', 'main.tsx'), 'export {};');
  await writeFile(path.join(dir, 'fake-build.mjs'), fakeBuild);
  await writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name: 'mini',
      private: true,
      type: 'module',
      scripts: {
        'build:renderer': 'node fake-build.mjs renderer',
        'build:node': 'node fake-build.mjs node',
      },
    }),
  );
  await writeFile(path.join(dir, 'package-lock.json'), '{}');
  await writeFile(path.join(dir, 'tsconfig.base.json'), '{}');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('build only when not current', () => {
  it('builds the first time, then runs the entry without building while nothing changed', async () => {
    const first = await larder('--run', 'dist/server/serve.js', '--lan', '--port', '0');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('the sources changed since the last build, building');
    expect(first.stdout).toContain('["--lan","--port","0"]');
    expect(await builds()).toBe(1);

    const second = await larder('--run', 'dist/server/serve.js', 'again');
    expect(second.stdout.trim()).toBe('["again"]');
    expect(await builds()).toBe(1);
  });

  it('builds again when a source is touched, added or removed', async () => {
    await larder();
    const later = new Date(Date.now() + 5000);
    await utimes(path.join(dir, 'server', 'app.ts'), later, later);
    await larder();
    expect(await builds()).toBe(2);

    await writeFile(path.join(dir, 'main', 'tray.ts'), 'export {};');
    await larder();
    expect(await builds()).toBe(3);

    await rm(path.join(dir, 'main', 'tray.ts'));
    await larder();
    expect(await builds()).toBe(4);

    await appendFile(path.join(dir, 'package-lock.json'), '\n');
    await larder();
    expect(await builds()).toBe(5);
    await larder();
    expect(await builds()).toBe(5);
  });

  it('builds again when part of dist/ is missing, and always with --force', async () => {
    await larder();
    await rm(path.join(dir, 'dist', 'preload'), { recursive: true });
    await larder();
    expect(await builds()).toBe(2);
    await larder('--force');
    expect(await builds()).toBe(3);
  });

  it('never takes a failed build for a current one, nor runs the entry after it', async () => {
    await larder();
    await writeFile(path.join(dir, 'fail'), '');
    await larder('--force');
    const failed = await larder('--run', 'dist/server/serve.js');
    expect(failed.code).toBe(3);
    expect(failed.stdout).not.toContain('[]');

    await rm(path.join(dir, 'fail'));
    await larder();
    expect(await builds()).toBe(2);
  });

  it('builds again when a source changed while the last build ran', async () => {
    await writeFile(path.join(dir, 'edit-during-build'), '');
    await larder();
    await rm(path.join(dir, 'edit-during-build'));
    await larder();
    expect(await builds()).toBe(2);
    await larder();
    expect(await builds()).toBe(2);
  });
});
