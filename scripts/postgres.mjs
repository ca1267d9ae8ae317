#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster:
//   node scripts/postgres.mjs -- <command...>
// Initialises a cluster in a temp dir (as the `postgres` user when run as root: the server refuses
// root), starts it on a free loopback port, runs the command with DATABASE_URL set to a superuser
// URL (so tests can create databases), then stops and deletes the cluster. Exits with the command's code.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const separator = process.argv.indexOf('--');
const command = separator === -1 ? process.argv.slice(2) : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error('usage: node scripts/postgres.mjs -- <command...>');
  process.exit(2);
}

function findBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions)
    if (existsSync(join(root, version, 'bin/initdb'))) return join(root, version, 'bin');
  return ''; // rely on PATH
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const bin = findBin();
const tool = (name) => (bin ? join(bin, name) : name);
const asRoot = process.getuid?.() === 0;
const asPostgres = (args) =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)];

function run(args, options = {}) {
  const [file, rest] = asPostgres(args);
  const result = spawnSync(file, rest, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'whispy-pg-'));
const data = join(dir, 'data');
const password = 'whispy';
let started = false;

function cleanup() {
  if (started) {
    try {
      run([tool('pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}

let code = 1;
try {
  const passwordFile = join(dir, 'password');
  writeFileSync(passwordFile, password, { mode: 0o600 });
  chmodSync(dir, 0o700);
  if (asRoot) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    for (const path of [dir, passwordFile]) chownSync(path, id('-u'), id('-g'));
  }
  run([
    tool('initdb'),
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=scram-sha-256',
    `--pwfile=${passwordFile}`,
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run([tool('pg_ctl'), '-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  started = true;

  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  console.error(`postgres.mjs: PostgreSQL ready on 127.0.0.1:${port}`);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  code = await new Promise((resolve) =>
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
} catch (error) {
  console.error(`postgres.mjs: ${error.message}`);
} finally {
  cleanup();
}
process.exit(code);
