import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, runOrExit } from './run.mjs';

/**
 * Runs the setup step, then a TypeScript entry point with tsx, forwarding signals so that
 * Ctrl-C reaches the server's graceful shutdown instead of killing it mid-write.
 */
export async function setupThenRun(entry, args = []) {
  await runOrExit(process.execPath, [path.join(root, 'scripts/setup.mjs')]);
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const child = spawn(tsx, [path.join(root, entry), ...args], { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
