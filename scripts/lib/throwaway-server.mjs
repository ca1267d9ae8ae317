// What the throwaway servers of the tests (redis-server.mjs, s3-server.mjs) share: a process on a free
// loopback port with a temp dir of its own, and the command line that prints its settings or runs a command
// with them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

/**
 * Spawns `command` with `args({ port, dir })` and resolves once `answers(port)` is true, or rejects, naming
 * it `name`, with what it wrote to stderr (else `silence`) when it exits, complains or does not answer
 * within `readyTimeoutMs`. `env({ port, dir })` adds to its environment; its stdout goes to the file
 * descriptor `stdout`, or nowhere.
 * Resolves to `{ port, dir, stop }`; `stop()` ends it and removes its temp dir.
 */
export async function startThrowawayServer({
  name,
  command,
  args,
  env = () => ({}),
  stdout = 'ignore',
  tempPrefix,
  answers,
  silence,
  readyTimeoutMs,
}) {
  const dir = mkdtempSync(join(tmpdir(), tempPrefix));
  const port = await freePort();
  const server = spawn(command, args({ port, dir }), {
    stdio: ['ignore', stdout, 'pipe'],
    env: { ...process.env, ...env({ port, dir }) },
  });
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

  const deadline = Date.now() + readyTimeoutMs;
  while (!(await answers(port))) {
    if (server.exitCode !== null || failure || Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not start on port ${port}: ${failure || silence}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, dir, stop };
}

/**
 * The command line of a throwaway server script. Without arguments it prints `settings(server)` and runs
 * until Ctrl-C; after `--` it runs the command with `env(server)` added to the environment, then stops the
 * server and exits with the command's status.
 */
export async function serveFromCommandLine({ start, settings, env, ready }) {
  const separator = process.argv.indexOf('--');
  const command = separator === -1 ? [] : process.argv.slice(separator + 1);
  const server = await start();
  const stopAndExit = (code) => server.stop().then(() => process.exit(code));
  if (command.length === 0) {
    for (const line of settings(server)) console.log(line);
    process.on('SIGINT', () => stopAndExit(0));
    process.on('SIGTERM', () => stopAndExit(0));
    return;
  }
  console.error(ready(server));
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...env(server) },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (status, signal) => stopAndExit(status ?? (signal ? 1 : 0)));
}
