// Brings a fresh clone to a runnable state, and is quick when nothing changed:
// npm dependencies, the speech engine (Python venv + default models) and the web build.
// Usage: node scripts/setup.mjs [--quiet] [--only=deps,engine,web]
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, runOrExit } from './lib/run.mjs';

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (part) => !only || only.includes(part);
const log = (message) => quiet || console.error(message);

function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(existsSync(file) ? readFileSync(file) : '');
  return hash.digest('hex');
}

/** Newest modification time under the given paths, skipping dependency and output folders. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) {
        if (name !== 'node_modules' && name !== 'dist') visit(path.join(entry, name));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of paths) visit(entry);
  return newest;
}

async function ensureNodeModules() {
  const stamp = path.join(root, 'node_modules/.whispy-lock-hash');
  const lockHash = hashFiles([path.join(root, 'package-lock.json')]);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash) return;
  log('Installing npm dependencies…');
  // `npm install`, not `npm ci`: registries that serve only this platform's optional binaries
  // (Biome's, for one) leave the lockfile without the others, and `npm ci` refuses such a lockfile.
  await runOrExit('npm', ['install', '--no-audit', '--no-fund']);
  writeFileSync(stamp, hashFiles([path.join(root, 'package-lock.json')]));
}

async function ensureEngine() {
  // engine/scripts/setup keeps its own stamp and returns at once when already installed.
  await runOrExit('bash', [path.join(root, 'engine/scripts/setup')]);
}

async function ensureWebBuild() {
  const built = path.join(root, 'apps/web/dist/index.html');
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/contracts/src',
  ];
  if (existsSync(built) && statSync(built).mtimeMs >= newestMtime(sources.map((p) => path.join(root, p))))
    return;
  log('Building the web app…');
  await runOrExit('npm', ['run', 'build', '--silent', '-w', 'apps/web']);
}

await ensureNodeModules();
if (wanted('engine')) await ensureEngine();
if (wanted('web')) await ensureWebBuild();
