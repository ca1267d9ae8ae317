// Runs the speech engine's command line (`npm run transcribe`, `npm run models`) inside its venv.
import path from 'node:path';
import { root, run } from './lib/run.mjs';

const python = path.join(root, 'engine/.venv/bin/python');
process.exit(await run(python, ['-m', 'whispy_engine', ...process.argv.slice(2)]));
