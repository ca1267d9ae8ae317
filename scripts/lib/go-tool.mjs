// Test servers that Go builds from its module proxy (versitygw, stripe-mock): `go install` of a pinned
// module into .cache/bin, once per machine, under a lock so that parallel test runs build it only once.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './run.mjs';

const binDir = join(root, '.cache/bin');

/**
 * The binary of `goPackage@version` (command name `command`), built with `go install` the first time;
 * concurrent callers wait for one build. `purpose` completes the error shown when Go is missing.
 */
export async function installGoTool({ goPackage, version, command, purpose }) {
  const binary = join(binDir, `${command}-${version}`);
  if (existsSync(binary)) return binary;
  mkdirSync(binDir, { recursive: true });
  return withBuildLock(`${binary}.lock`, async () => {
    if (existsSync(binary)) return binary;
    console.error(`go-tool: building ${command} ${version} into .cache/bin (once per machine)…`);
    const gobin = mkdtempSync(join(binDir, 'build-'));
    try {
      const code = await run('go', ['install', '-ldflags=-s -w', `${goPackage}@${version}`], {
        stdio: ['ignore', 'inherit', 'inherit'],
        // `auto` lets a Go older than the module's minimum fetch the toolchain it names.
        env: { ...process.env, GOBIN: gobin, GOTOOLCHAIN: 'auto' },
      }).catch((error) => {
        throw new Error(`cannot run go (${error.message}): install Go to build ${purpose}`);
      });
      if (code !== 0) throw new Error(`go install ${goPackage}@${version} failed (exit ${code})`);
      renameSync(join(gobin, command), binary);
      return binary;
    } finally {
      rmSync(gobin, { recursive: true, force: true });
    }
  });
}

// Test runs start several processes at once (two server suites in parallel): one builds, the others wait.
// The lock file holds the builder's pid, so a lock left by a killed build is taken over.
async function withBuildLock(lock, build) {
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (!isAlive(Number(readFileSync(lock, 'utf8')))) rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    return await build();
  } finally {
    rmSync(lock, { force: true });
  }
}

function isAlive(pid) {
  // An empty file is a lock being written this very moment.
  if (!pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
