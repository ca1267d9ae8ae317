import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const serverRoot = join(import.meta.dirname, '../../../apps/server');

/** Runs a TypeScript entry point of the server (`src/main.ts`, `src/worker/main.ts`) as its own process. */
export function startEntryPoint(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/** Starts `src/main.ts` as `npm start` does and waits until it answers on `port`. */
export async function startServerProcess(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = startEntryPoint('src/main.ts', { ...env, PORT: String(port) });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  for (let attempt = 0; attempt < 480; attempt++) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/auth/identity`).catch(() => null);
    if (answer?.ok) return child;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start within 120 s:\n${stderr}`);
}

export const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Kills like a power cut: no shutdown code runs. */
export async function killHard(child: ChildProcess) {
  const exited = exitOf(child);
  child.kill('SIGKILL');
  await exited;
}
