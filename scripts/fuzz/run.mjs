#!/usr/bin/env node
// The api-fuzz stage of `npm test` (docs/adr/014-fuzzed-api.md): schemathesis sends generated and mutated
// requests to every operation of the OpenAPI document of a real server, signed in with a personal access
// token, and fails on any 5xx answer and any answer its document does not describe.
//   node scripts/fuzz/run.mjs [--junit FILE] [-- schemathesis options, e.g. --include-path-regex transcript]
// The server runs on a free loopback port with a throwaway DATA_DIR (embedded PGlite, the real engine),
// billing against stripe-mock and Telegram against the local Bot API fake, so those routes answer as in
// production rather than "not set up"; its error log is printed when the run fails.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root, run } from '../lib/run.mjs';
import { startThrowawayServer } from '../lib/throwaway-server.mjs';
import { startStripeMock } from '../stripe-mock.mjs';
import { seed } from './seed.mjs';
import { ensureSchemathesis } from './venv.mjs';

const { values: options, positionals: schemathesisArgs } = parseArgs({
  options: { junit: { type: 'string' } },
  allowPositionals: true,
});
const fuzzDir = import.meta.dirname;
const tsx = path.join(root, 'node_modules/.bin/tsx');
const telegramToken = '123456:api-fuzz';
/** Billing's own settings besides stripe-mock's; the secret only ever signs payloads to this server. */
const stripeSettings = {
  STRIPE_WEBHOOK_SECRET: 'whsec_whispy_fuzz_local_only',
  STRIPE_PRODUCT_ID: 'prod_fuzz',
};

const answersHttp = (url) => async () => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
};

function startFakeTelegram() {
  return startThrowawayServer({
    name: 'the Telegram Bot API fake',
    command: tsx,
    args: ({ port }) => [
      path.join(root, 'packages/test-kit/src/fakes/telegram-bot-api.ts'),
      '--port',
      String(port),
      '--token',
      telegramToken,
    ],
    tempPrefix: 'whispy-fuzz-telegram-',
    answers: (port) => answersHttp(`http://127.0.0.1:${port}/_fake/sent-messages`)(),
    silence: 'no HTTP answer',
    readyTimeoutMs: 60_000,
  });
}

function startWhispy({ stripe, telegram, logFile }) {
  return startThrowawayServer({
    name: 'the Whispy server',
    command: tsx,
    args: () => [path.join(root, 'apps/server/src/main.ts')],
    env: ({ port, dir }) => ({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The fuzzer sends hundreds of requests a minute from one address: limits meant for people would
      // answer most of them 429 and leave the logic behind untested (429 stays documented).
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      API_RATE_LIMIT_PER_MINUTE: '1000000',
      SHARE_RATE_LIMIT_PER_MINUTE: '1000000',
      STRIPE_API_URL: stripe.url,
      STRIPE_SECRET_KEY: stripe.secretKey,
      ...stripeSettings,
      TELEGRAM_BOT_TOKEN: telegramToken,
      TELEGRAM_API_ROOT: `http://127.0.0.1:${telegram.port}`,
    }),
    stdout: logFile,
    tempPrefix: 'whispy-fuzz-data-',
    answers: (port) => answersHttp(`http://127.0.0.1:${port}/api/config`)(),
    silence: 'no HTTP answer',
    readyTimeoutMs: 180_000,
  });
}

/** Runs a command to its end; resolves to its exit code and stdout (stderr passes through). */
function runCommand(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.pipe(process.stderr, { end: false });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout }));
  });
}

/** A user with the current terms accepted and a token, made by the admin CLI as an operator would. */
async function createToken(dataDir, email) {
  const cli = path.join(root, 'apps/server/src/cli/main.ts');
  const { code, stdout } = await runCommand(tsx, [cli, 'token', 'create', '--email', email], {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  });
  if (code !== 0) throw new Error(`the admin CLI could not create a token (exit ${code})`);
  return stdout.trim().split('\n').at(-1);
}

/**
 * schemathesis with scripts/fuzz/schemathesis.toml and hooks.py, against the document the server serves;
 * resolves to its exit code. The hooks aim at the seeded `targets` and count every answer into `tallyFile`.
 */
function runSchemathesis(executable, { baseUrl, token, targets, tallyFile }) {
  const config = path.join(fuzzDir, 'schemathesis.toml');
  const report = options.junit ? ['--report', 'junit', '--report-junit-path', options.junit] : [];
  const args = ['--config-file', config, 'run', `${baseUrl}/api/docs/json`, ...report, ...schemathesisArgs];
  // Rich, which draws schemathesis's output, takes any FORCE_COLOR (npm test sets 0) as a terminal to
  // animate, which would fill the log with spinner frames.
  const { FORCE_COLOR: _, ...env } = process.env;
  return run(executable, args, {
    env: {
      ...env,
      SCHEMATHESIS_HOOKS: path.join(fuzzDir, 'hooks.py'),
      WHISPY_FUZZ_TOKEN: token,
      WHISPY_FUZZ_TARGETS: JSON.stringify(targets),
      WHISPY_FUZZ_TALLY: tallyFile,
      // Hypothesis's caches, which would otherwise land in the repository.
      HYPOTHESIS_STORAGE_DIRECTORY: path.join(workDir, 'hypothesis'),
    },
  });
}

/**
 * What the hooks counted: "N requests (2xx a, 4xx b, …)", and the operations that never answered 2xx, whose
 * logic the run therefore did not reach.
 */
function describeTally(tallyFile) {
  const byOperation = JSON.parse(readFileSync(tallyFile, 'utf8'));
  const byClass = {};
  const unreached = [];
  for (const [operation, byStatus] of Object.entries(byOperation)) {
    for (const [status, count] of Object.entries(byStatus))
      byClass[`${status[0]}xx`] = (byClass[`${status[0]}xx`] ?? 0) + count;
    if (!Object.keys(byStatus).some((status) => status.startsWith('2'))) unreached.push(operation);
  }
  const total = Object.values(byClass).reduce((sum, count) => sum + count, 0);
  const classes = Object.entries(byClass)
    .sort()
    .map(([name, count]) => `${name} ${count}`);
  const lines = [
    `${total} requests to ${Object.keys(byOperation).length} operations (${classes.join(', ')})`,
  ];
  if (unreached.length) lines.push(`never answered 2xx: ${unreached.sort().join(', ')}`);
  return lines.join('\n');
}

/** The server's distinct errors (log level error and above), with their stacks: what a 5xx was. */
function serverErrors(logFile) {
  const errors = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.level >= 50)
    .map((entry) => `${entry.msg}: ${entry.err?.stack ?? entry.err?.message ?? JSON.stringify(entry)}`);
  return [...new Set(errors)];
}

const workDir = mkdtempSync(path.join(tmpdir(), 'whispy-fuzz-'));
const logPath = path.join(workDir, 'server.log');
const logFile = openSync(logPath, 'w');
const stops = [];
let exitCode = 1;
try {
  const schemathesis = await ensureSchemathesis();
  const stripe = await startStripeMock();
  stops.push(stripe.stop);
  const telegram = await startFakeTelegram();
  stops.push(telegram.stop);
  const server = await startWhispy({ stripe, telegram, logFile });
  stops.push(server.stop);
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const seeding = Date.now();
  console.log(`api-fuzz: the server answers at ${baseUrl}; seeding it`);
  const token = await createToken(server.dir, 'fuzz@whispy.test');
  const neighbourToken = await createToken(server.dir, 'neighbour@whispy.test');
  const targets = await seed({ baseUrl, token, neighbourToken, workDir });
  const seconds = Math.round((Date.now() - seeding) / 1000);
  console.log(`api-fuzz: seeded in ${seconds}s; aiming at ${Object.keys(targets).join(', ')}`);
  const tallyFile = path.join(workDir, 'tally.json');
  exitCode = await runSchemathesis(schemathesis, { baseUrl, token, targets, tallyFile });
  console.log(`api-fuzz: schemathesis sent ${describeTally(tallyFile)}`);
} finally {
  for (const stop of stops.reverse()) await stop();
  closeSync(logFile);
  if (exitCode !== 0) for (const line of serverErrors(logPath)) console.log(`server: ${line}`);
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
