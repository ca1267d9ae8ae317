// `npm run bench -- <name>`: runs one benchmark suite. Each prints a table and writes JSON
// under bench/results/. Benchmarks are not part of `npm test`: these machines are too noisy for
// timing assertions, so suites report ratios against a baseline measured in the same run.
import path from 'node:path';
import { root, run, runOrExit } from '../scripts/lib/run.mjs';

const tsx = path.join(root, 'node_modules/.bin/tsx');
// `setup`: what scripts/setup.mjs must have ready (the editor suite serves the built web app).
const suites = {
  engine: {
    setup: 'deps,engine',
    command: () => [path.join(root, 'engine/.venv/bin/python'), [path.join(root, 'bench/engine/run.py')]],
  },
  media: {
    setup: 'deps,engine',
    command: () => [path.join(root, 'engine/.venv/bin/python'), [path.join(root, 'bench/engine/media.py')]],
  },
  // Names in real speech without and with the glossary (custom vocabulary, ADR 032).
  vocabulary: {
    setup: 'deps,engine',
    command: () => [
      path.join(root, 'engine/.venv/bin/python'),
      [path.join(root, 'bench/engine/vocabulary.py')],
    ],
  },
  pipeline: { setup: 'deps,engine', command: () => [tsx, [path.join(root, 'bench/pipeline/run.ts')]] },
  // Search and the list pages over 10,000 transcripts (`--rows N`); PostgreSQL too when DATABASE_URL is set.
  search: { setup: 'deps,engine', command: () => [tsx, [path.join(root, 'bench/search/run.ts')]] },
  // What the search trigger adds to an autosave of a 3-hour transcript.
  'search-reindex': {
    setup: 'deps,engine',
    command: () => [tsx, [path.join(root, 'bench/search/reindex.ts')]],
  },
  editor: { setup: 'deps,web', command: () => [tsx, [path.join(root, 'bench/editor/run.ts')]] },
  // Builds the web app itself, into a temporary folder: it measures the source as it is now.
  'first-load': { setup: 'deps', command: () => [tsx, [path.join(root, 'bench/first-load/run.ts')]] },
};

const name = process.argv[2];
const suite = suites[name];
if (!suite) {
  console.error(`Usage: npm run bench -- <${Object.keys(suites).join('|')}> [options]`);
  process.exit(2);
}
await runOrExit(process.execPath, [path.join(root, 'scripts/setup.mjs'), '--quiet', `--only=${suite.setup}`]);
const [command, args] = suite.command();
process.exit(await run(command, [...args, ...process.argv.slice(3)]));
