// `npm start`: a fresh clone to a running app with the embedded defaults.
import { setupThenRun } from './lib/server-process.mjs';

await setupThenRun('apps/server/src/main.ts');
