// The stages of `npm test`, in groups that run one after another; stages inside a group run in parallel.
// Each stage names its command and, where the runner writes a JSON report, how to read its counts.

const vitestCounts = (text) => {
  const report = JSON.parse(text);
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
};

const vitest = (root) => (report) => [
  'npx',
  'vitest',
  'run',
  '--root',
  root,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];

const playwrightCounts = (text) => {
  const { stats } = JSON.parse(text);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
};

// pytest writes JUnit XML; the first <testsuite> element carries the totals.
const pytestCounts = (xml) => {
  const suite = xml.match(/<testsuite\b[^>]*>/)?.[0] ?? '';
  const attribute = (name) => Number(suite.match(new RegExp(`\\b${name}="(\\d+)"`))?.[1] ?? 0);
  const failed = attribute('failures') + attribute('errors');
  const skipped = attribute('skipped');
  return { passed: attribute('tests') - failed - skipped, failed, skipped };
};

// Sized for 2-core machines: the light suites together, then the two database runs of the server suite,
// then the CPU-bound engine suite alone, then the browser journeys.
export const stages = [
  [
    { name: 'lint', command: () => ['npx', 'biome', 'check', '.'] },
    { name: 'typecheck', command: () => ['npm', 'run', '--silent', 'typecheck'] },
    { name: 'web', command: vitest('apps/web'), counts: vitestCounts },
  ],
  [
    { name: 'server-pglite', command: vitest('apps/server'), counts: vitestCounts },
    {
      name: 'server-postgres',
      command: (report) => ['node', 'scripts/postgres.mjs', '--', ...vitest('apps/server')(report)],
      counts: vitestCounts,
    },
  ],
  [
    {
      name: 'engine',
      command: () => ['bash', 'engine/scripts/check'],
      env: (report) => ({ PYTEST_ADDOPTS: `--junitxml=${report}` }),
      counts: pytestCounts,
    },
  ],
  [
    {
      name: 'e2e',
      command: () => ['npx', 'playwright', 'test', '--config', 'e2e/playwright.config.ts'],
      env: (report) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: report }),
      counts: playwrightCounts,
    },
  ],
];
