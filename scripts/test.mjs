// `npm test`: every test of the project. Stages run in parallel groups (2-core machines: groups
// are sized so CPU-heavy suites don't fight), each stage's output is buffered and printed whole,
// and the closing line sums the test counts that each runner reported.
// Usage: node scripts/test.mjs [stage …]   (no stage names: all of them)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, runOrExit } from './lib/run.mjs';
import { stages } from './lib/test-stages.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'whispy-test-'));
const selected = process.argv.slice(2);
const groups = stages
  .map((group) => group.filter((stage) => selected.length === 0 || selected.includes(stage.name)))
  .filter((group) => group.length > 0);

function runStage(stage) {
  const report = path.join(reports, `${stage.name}.json`);
  const started = Date.now();
  return new Promise((resolve) => {
    const [command, ...args] = stage.command(report);
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...stage.env?.(report) },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const counts = safeCounts(stage, report);
      console.log(`\n──── ${stage.name} (${seconds}s, exit ${code}) ────\n${output.trimEnd()}`);
      resolve({ name: stage.name, ok: code === 0, counts });
    });
  });
}

function safeCounts(stage, report) {
  try {
    return stage.counts(readFileSync(report, 'utf8'));
  } catch {
    return stage.counts ? { passed: 0, failed: 0, skipped: 0, failures: [] } : null;
  }
}

// The web build and the engine install are prerequisites of the browser and engine stages; the test S3
// server and stripe-mock are built here once rather than by whichever of the two parallel server stages
// asks first.
await runOrExit(process.execPath, [path.join(root, 'scripts/setup.mjs'), '--quiet']);
await runOrExit(process.execPath, [path.join(root, 'scripts/s3-server.mjs'), 'install']);
await runOrExit(process.execPath, [path.join(root, 'scripts/stripe-mock.mjs'), 'install']);

const results = [];
for (const group of groups) results.push(...(await Promise.all(group.map(runStage))));
rmSync(reports, { recursive: true, force: true });

const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\n──── summary ────');
for (const { name, ok, counts } of results) {
  const detail = counts ? ` ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : '';
  console.log(`${ok ? '✔' : '✖'} ${name}${detail}`);
  if (counts) for (const key of Object.keys(total)) total[key] += counts[key];
  if (!ok && counts && counts.failed === 0) total.failed += 1; // a stage that crashed counts as a failure
  if (!ok && !counts) total.failed += 1;
}
for (const { name, counts } of results) {
  for (const failure of counts?.failures ?? [])
    console.log(`\n✖ ${name}: ${failure.name}\n  ${failure.message}`);
  for (const flake of counts?.flaky ?? [])
    console.log(`\n⚠ ${name}, passed on retry: ${flake.name}\n  ${flake.message}`);
}
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
