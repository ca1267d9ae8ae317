#!/usr/bin/env node
// A throwaway S3-compatible server (versitygw, on its POSIX backend) for tests and local distributed runs:
//   node scripts/s3-server.mjs install           builds the server into .cache/bin (once per machine)
//   node scripts/s3-server.mjs                   prints its S3_* settings, stops on Ctrl-C
//   node scripts/s3-server.mjs -- <command…>     runs the command with S3_* set, then stops
// The server listens on a free loopback port with fixed test credentials and keeps its buckets in a temp
// dir. Building needs Go (the module asks for 1.25 or newer; an older go fetches that toolchain itself).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/free-port.mjs';
import { root, run } from './lib/run.mjs';

const goPackage = 'github.com/versity/versitygw/cmd/versitygw';
const version = 'v1.8.0';
const binDir = join(root, '.cache/bin');
const binary = join(binDir, `versitygw-${version}`);
const readyTimeoutMs = 20_000;

/** Credentials of the test server's root user: fixed, since the server only ever listens on loopback. */
const s3TestCredentials = { accessKeyId: 'whispy-test', secretAccessKey: 'whispy-test-secret' };
const region = 'us-east-1';

/** The server binary, built with `go install` the first time; concurrent callers wait for one build. */
export async function installS3Server() {
  if (existsSync(binary)) return binary;
  mkdirSync(binDir, { recursive: true });
  return withBuildLock(async () => {
    if (existsSync(binary)) return binary;
    console.error(`s3-server.mjs: building versitygw ${version} into .cache/bin (once per machine)…`);
    const gobin = mkdtempSync(join(binDir, 'build-'));
    try {
      const code = await run('go', ['install', '-ldflags=-s -w', `${goPackage}@${version}`], {
        stdio: ['ignore', 'inherit', 'inherit'],
        // `auto` lets a Go older than the module's minimum fetch the toolchain it names.
        env: { ...process.env, GOBIN: gobin, GOTOOLCHAIN: 'auto' },
      }).catch((error) => {
        throw new Error(`cannot run go (${error.message}): install Go to build the test S3 server`);
      });
      if (code !== 0) throw new Error(`go install ${goPackage}@${version} failed (exit ${code})`);
      renameSync(join(gobin, 'versitygw'), binary);
      return binary;
    } finally {
      rmSync(gobin, { recursive: true, force: true });
    }
  });
}

// Test runs start several processes at once (two server suites in parallel): one builds, the others wait.
// The lock file holds the builder's pid, so a lock left by a killed build is taken over.
async function withBuildLock(build) {
  const lock = `${binary}.lock`;
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

/** Starts the server; resolves once it answers HTTP. `stop()` ends it and removes its data. */
export async function startS3Server() {
  const executable = await installS3Server();
  const dir = mkdtempSync(join(tmpdir(), 'whispy-s3-'));
  const data = join(dir, 'data');
  // Object metadata in a sidecar directory rather than extended attributes, which not every
  // filesystem a temp dir sits on supports.
  const sidecar = join(dir, 'meta');
  mkdirSync(data);
  mkdirSync(sidecar);
  const port = await freePort();
  const server = spawn(
    executable,
    [
      '--access',
      s3TestCredentials.accessKeyId,
      '--secret',
      s3TestCredentials.secretAccessKey,
      '--region',
      region,
      '--port',
      `127.0.0.1:${port}`,
      '--quiet',
      'posix',
      '--sidecar',
      sidecar,
      data,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let failure = '';
  server.stderr.on('data', (chunk) => (failure += chunk));
  server.once('error', (error) => (failure = error.message));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // A parent that exits without calling stop() (a crash, process.exit) must not leave the server running.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  while (!(await answersHttp(endpoint))) {
    if (server.exitCode !== null || failure || Date.now() > deadline) {
      await stop();
      throw new Error(`versitygw did not start on port ${port}: ${failure || 'no HTTP answer'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { endpoint, region, ...s3TestCredentials, stop };
}

async function answersHttp(endpoint) {
  try {
    // Any answer will do: an unsigned request is refused with 403 once the server is up.
    await fetch(endpoint, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** The server's settings as Whispy's S3_* environment; the bucket is created by the app itself. */
function s3Env(server, bucket = 'whispy') {
  return {
    S3_ENDPOINT: server.endpoint,
    S3_REGION: server.region,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: server.accessKeyId,
    S3_SECRET_ACCESS_KEY: server.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

async function main() {
  if (process.argv[2] === 'install') {
    console.log(await installS3Server());
    return;
  }
  const separator = process.argv.indexOf('--');
  const command = separator === -1 ? [] : process.argv.slice(separator + 1);
  const server = await startS3Server();
  const stopAndExit = (code) => server.stop().then(() => process.exit(code));
  if (command.length === 0) {
    for (const [name, value] of Object.entries(s3Env(server))) console.log(`${name}=${value}`);
    process.on('SIGINT', () => stopAndExit(0));
    process.on('SIGTERM', () => stopAndExit(0));
    return;
  }
  console.error(`s3-server.mjs: S3 ready at ${server.endpoint}`);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...s3Env(server) },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (status, signal) => stopAndExit(status ?? (signal ? 1 : 0)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
