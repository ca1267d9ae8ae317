// schemathesis in a virtual environment of its own (scripts/fuzz/.venv, git-ignored), installed from
// requirements.lock with every hash checked. A stamp keyed on the lock file makes later runs instant.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runOrExit } from '../lib/run.mjs';

const fuzzDir = import.meta.dirname;
const venv = path.join(fuzzDir, '.venv');
const lockFile = path.join(fuzzDir, 'requirements.lock');

/** Creates or refreshes the venv when the lock changed; resolves to the schemathesis executable. */
export async function ensureSchemathesis() {
  const key = createHash('sha256').update(readFileSync(lockFile)).digest('hex').slice(0, 16);
  const stamp = path.join(venv, `.whispy-setup-${key}`);
  const executable = path.join(venv, 'bin/schemathesis');
  if (existsSync(stamp)) return executable;

  console.error(`api-fuzz: installing schemathesis into ${path.relative(process.cwd(), venv)}`);
  rmSync(venv, { recursive: true, force: true });
  await runOrExit(process.env.PYTHON ?? 'python3', ['-m', 'venv', venv]);
  const pip = path.join(venv, 'bin/pip');
  await runOrExit(pip, [
    'install',
    '--quiet',
    '--disable-pip-version-check',
    '--require-hashes',
    '-r',
    lockFile,
  ]);
  writeFileSync(stamp, '');
  return executable;
}
