// `npm run bench -- first-load`: how much JavaScript a browser fetches before the dashboard, the page a
// signed-in person lands on, can render: the entry with its static imports (index.html's modulepreloads),
// then the dashboard route's chunk with the static imports it adds. It builds the web app with a manifest
// into a temporary folder and gzips each chunk as a server would send it. The baseline, built in the same
// run by the same Vite, is React and ReactDOM rendering one element: what no React page can go below.
// Prints a table and writes bench/results/first-load-<UTC timestamp>.json.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { machine, markdownTable, writeResults } from '../pipeline/report.js';
import { entryKey, gzippedBytes, readManifest, staticClosure } from './chunk-graph.js';

const ROOT = resolve(import.meta.dirname, '../..');
const WEB = join(ROOT, 'apps/web');
const VITE = join(WEB, 'node_modules/vite/bin/vite.js');
/** The dashboard's route chunk: app/routes.tsx imports the feature's index when the route opens. */
const DASHBOARD = 'src/features/dashboard/index.ts';
/** Issue 12's budget for the JavaScript the dashboard loads first, gzipped. */
const BUDGET_KB = 200;

function build(root: string, outDir: string): void {
  execFileSync(process.execPath, [VITE, 'build', root, '--manifest', '--outDir', outDir, '--emptyOutDir'], {
    cwd: WEB,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const kB = (bytes: number) => Math.round(bytes / 100) / 10;
const scratch = mkdtempSync(join(tmpdir(), 'whispy-first-load-'));
try {
  const appOut = join(scratch, 'app');
  build(WEB, appOut);
  const app = readManifest(appOut);
  const shell = staticClosure(app, [entryKey(app)]);
  const dashboard = [...staticClosure(app, [DASHBOARD])].filter((file) => !shell.has(file));

  const floorOut = join(scratch, 'react');
  build(join(import.meta.dirname, 'react-floor'), floorOut);
  const floor = readManifest(floorOut);

  const sizes = {
    react_floor_kb: kB(gzippedBytes(floorOut, staticClosure(floor, [entryKey(floor)]))),
    shell_kb: kB(gzippedBytes(appOut, shell)),
    dashboard_route_kb: kB(gzippedBytes(appOut, dashboard)),
  };
  const firstLoadKb = Math.round((sizes.shell_kb + sizes.dashboard_route_kb) * 10) / 10;
  const report = {
    machine: machine(),
    ...sizes,
    first_load_kb: firstLoadKb,
    budget_kb: BUDGET_KB,
    within_budget: firstLoadKb <= BUDGET_KB,
    times_react_floor: Math.round((firstLoadKb / sizes.react_floor_kb) * 100) / 100,
    shell_chunks: [...shell],
    dashboard_chunks: dashboard,
  };
  console.log(
    markdownTable(
      ['JavaScript the dashboard loads first', 'gzipped kB'],
      [
        ['React + ReactDOM alone (baseline)', String(sizes.react_floor_kb)],
        [`entry and its static imports (${shell.size} chunks)`, String(sizes.shell_kb)],
        [`dashboard route, what it adds (${dashboard.length} chunks)`, String(sizes.dashboard_route_kb)],
        [`first load (budget ${BUDGET_KB})`, String(firstLoadKb)],
      ],
    ),
  );
  console.error(`wrote ${writeResults('first-load', report)}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
