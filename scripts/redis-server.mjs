#!/usr/bin/env node
// A throwaway Redis for tests and local distributed runs:
//   node scripts/redis-server.mjs               prints the URL, stops on Ctrl-C
//   node scripts/redis-server.mjs -- <command…>  runs the command with REDIS_URL set, then stops
// The server listens on a free loopback port, keeps nothing on disk and lives in a temp dir.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/free-port.mjs';

const readyTimeoutMs = 10_000;

/** Starts `redis-server`; resolves once it answers PING. `stop()` ends it and removes its directory. */
export async function startRedisServer() {
  const dir = mkdtempSync(join(tmpdir(), 'whispy-redis-'));
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let failure = '';
  server.stderr.on('data', (chunk) => (failure += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.once('error', (error) => (failure = error.message));
  // A parent that exits without calling stop() (a crash, process.exit) must not leave Redis running.
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

  const deadline = Date.now() + readyTimeoutMs;
  while (!(await answersPing(port))) {
    if (server.exitCode !== null || failure || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start on port ${port}: ${failure || 'no answer to PING'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}

function answersPing(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (reply.includes('\r\n')) socket.end();
    });
    socket.on('close', () => resolve(reply.startsWith('+PONG')));
    socket.on('error', () => {});
  });
}

async function main() {
  const separator = process.argv.indexOf('--');
  const command = separator === -1 ? [] : process.argv.slice(separator + 1);
  const redis = await startRedisServer();
  const stopAndExit = (code) => redis.stop().then(() => process.exit(code));
  if (command.length === 0) {
    console.log(redis.url);
    process.on('SIGINT', () => stopAndExit(0));
    process.on('SIGTERM', () => stopAndExit(0));
    return;
  }
  console.error(`redis-server.mjs: Redis ready at ${redis.url}`);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, REDIS_URL: redis.url },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (status, signal) => stopAndExit(status ?? (signal ? 1 : 0)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
