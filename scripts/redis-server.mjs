#!/usr/bin/env node
// A throwaway Redis for tests and local distributed runs:
//   node scripts/redis-server.mjs               prints the URL, stops on Ctrl-C
//   node scripts/redis-server.mjs -- <command…>  runs the command with REDIS_URL set, then stops
// The server listens on a free loopback port, keeps nothing on disk and lives in a temp dir.
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serveFromCommandLine, startThrowawayServer } from './lib/throwaway-server.mjs';

/** Starts `redis-server`; resolves once it answers PING. `stop()` ends it and removes its directory. */
export async function startRedisServer() {
  const { port, stop } = await startThrowawayServer({
    name: 'redis-server',
    command: 'redis-server',
    args: ({ port, dir }) => [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    tempPrefix: 'whispy-redis-',
    answers: answersPing,
    silence: 'no answer to PING',
    readyTimeoutMs: 10_000,
  });
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await serveFromCommandLine({
    start: startRedisServer,
    settings: (redis) => [redis.url],
    env: (redis) => ({ REDIS_URL: redis.url }),
    ready: (redis) => `redis-server.mjs: Redis ready at ${redis.url}`,
  });
}
