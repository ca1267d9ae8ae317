#!/usr/bin/env node
// A throwaway S3-compatible server (versitygw, on its POSIX backend) for tests and local distributed runs:
//   node scripts/s3-server.mjs install           builds the server into .cache/bin (once per machine)
//   node scripts/s3-server.mjs                   prints its S3_* settings, stops on Ctrl-C
//   node scripts/s3-server.mjs -- <command…>     runs the command with S3_* set, then stops
// The server listens on a free loopback port with fixed test credentials and keeps its buckets in a temp
// dir. Building needs Go (the module asks for 1.25 or newer; an older go fetches that toolchain itself).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installGoTool } from './lib/go-tool.mjs';
import { serveFromCommandLine, startThrowawayServer } from './lib/throwaway-server.mjs';

/** Credentials of the test server's root user: fixed, since the server only ever listens on loopback. */
const s3TestCredentials = { accessKeyId: 'whispy-test', secretAccessKey: 'whispy-test-secret' };
const region = 'us-east-1';

/** The server binary, built with `go install` the first time; concurrent callers wait for one build. */
export function installS3Server() {
  return installGoTool({
    goPackage: 'github.com/versity/versitygw/cmd/versitygw',
    version: 'v1.8.0',
    command: 'versitygw',
    purpose: 'the test S3 server',
  });
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
