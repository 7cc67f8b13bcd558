// `npm start` and `npm run serve` build first only when the build is not current: the sources
// have changed since the last build, or a part of dist/ is missing. `npm run build` (and so
// `npm run test:e2e`) passes --force and always builds. `--run <entry> [args…]` then runs the
// built entry in this same process with those arguments, which saves starting Node twice.
//
// "Current" means: dist/.build-stamp holds the fingerprint of every input file (path, size,
// modification time) taken just before the last complete build, and the inputs have that same
// fingerprint now. The stamp is removed before building and written only after a build that
// succeeded, so a failed or interrupted build is never taken for a current one.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** What the build reads: the folders bundled or compiled, and the files that configure it. */
export const inputFolders = ['renderer', 'server', 'main', 'preload', 'scripts'];
export const inputFiles = ['package.json', 'package-lock.json', 'tsconfig.base.json'];

/** What `npm start` and `npm run serve` run; each must exist for the build to be current. */
export const outputs = [
  'dist/renderer/index.html',
  'dist/server/serve.js',
  'dist/main/index.js',
  'dist/main/launch.js',
  'dist/preload/preload.cjs',
];

export const stampFile = 'dist/.build-stamp';

/** A hash of every input's relative path, size and modification time. */
export function fingerprint(dir = root) {
  const hash = createHash('sha256');
  const files = [...inputFiles];
  for (const folder of inputFolders) files.push(...listFiles(dir, folder));
  for (const file of files.sort()) {
    const info = statSync(path.join(dir, file), { throwIfNoEntry: false });
    hash.update(`${file}\0${info ? `${info.size}\0${info.mtimeMs}` : 'missing'}\n`);
  }
  return hash.digest('hex');
}

function listFiles(dir, folder) {
  const found = readdirSync(path.join(dir, folder), { recursive: true, withFileTypes: true });
  return found
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).replaceAll('\\', '/'),
    );
}

/** Whether dist/ was built from the inputs as they are now. */
export function isCurrent(dir = root) {
  if (!outputs.every((file) => existsSync(path.join(dir, file)))) return false;
  const stamp = path.join(dir, stampFile);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === fingerprint(dir);
}

/** A full build of dist/, then the stamp of the inputs as they were when it started. */
export function build(dir = root) {
  rmSync(path.join(dir, stampFile), { force: true });
  const before = fingerprint(dir);
  for (const script of ['build:renderer', 'build:node']) {
    const run = spawnSync('npm', ['run', '--silent', script], {
      cwd: dir,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (run.status !== 0) return run.status ?? 1;
  }
  writeFileSync(path.join(dir, stampFile), `${before}\n`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [, , mode, entry, ...rest] = process.argv;
  const force = mode === '--force';
  const status = force || !isCurrent() ? announceAndBuild(force) : 0;
  if (status !== 0) process.exit(status);
  if (mode === '--run' && entry !== undefined) {
    const file = path.resolve(root, entry);
    process.argv = [process.argv[0] ?? 'node', file, ...rest];
    await import(pathToFileURL(file).href);
  }
}

function announceAndBuild(force) {
  if (!force) process.stdout.write('Larder: the sources changed since the last build, building…\n');
  return build();
}
