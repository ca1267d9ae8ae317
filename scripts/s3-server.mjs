#!/usr/bin/env node
// A throwaway S3-compatible server (versitygw, on its POSIX backend) for tests and local distributed runs:
//   node scripts/s3-server.mjs install           builds the server into .cache/bin (once per machine)
//   node scripts/s3-server.mjs                   prints its S3_* settings, stops on Ctrl-C
//   node scripts/s3-server.mjs -- <command…>     runs the command with S3_* set, then stops
// The server listens on a free loopback port with fixed test credentials and keeps its buckets in a temp
// dir. Building needs Go (the module asks for 1.25 or newer; an older go fetches that toolchain itself).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root, run } from './lib/run.mjs';
import { serveFromCommandLine, startThrowawayServer } from './lib/throwaway-server.mjs';

const goPackage = 'github.com/versity/versitygw/cmd/versitygw';
const version = 'v1.8.0';
const binDir = join(root, '.cache/bin');
const binary = join(binDir, `versitygw-${version}`);

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

const endpointAt = (port) => `http://127.0.0.1:${port}`;

/** Starts the server; resolves once it answers HTTP. `stop()` ends it and removes its data. */
export async function startS3Server() {
  const executable = await installS3Server();
  const { port, stop } = await startThrowawayServer({
    name: 'versitygw',
    command: executable,
    args: ({ port, dir }) => {
      const data = join(dir, 'data');
      // Object metadata in a sidecar directory rather than extended attributes, which not every
      // filesystem a temp dir sits on supports.
      const sidecar = join(dir, 'meta');
      mkdirSync(data);
      mkdirSync(sidecar);
      return [
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
      ];
    },
    tempPrefix: 'whispy-s3-',
    answers: answersHttp,
    silence: 'no HTTP answer',
    readyTimeoutMs: 20_000,
  });
  return { endpoint: endpointAt(port), region, ...s3TestCredentials, stop };
}

async function answersHttp(port) {
  try {
    // Any answer will do: an unsigned request is refused with 403 once the server is up.
    await fetch(endpointAt(port), { signal: AbortSignal.timeout(1000) });
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === 'install') {
    console.log(await installS3Server());
  } else {
    await serveFromCommandLine({
      start: startS3Server,
      settings: (server) => Object.entries(s3Env(server)).map(([name, value]) => `${name}=${value}`),
      env: s3Env,
      ready: (server) => `s3-server.mjs: S3 ready at ${server.endpoint}`,
    });
  }
}
