// The stages of `npm test`, in groups that run one after another; stages inside a group run in parallel.
// Each stage names its command and, where the runner writes a report, how to read its counts and the
// names of the tests that failed (printed again in the summary, so the tail of a CI log says what broke).

import path from 'node:path';
import { root } from './run.mjs';

const firstLine = (message) =>
  String(message ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);

const vitestCounts = (text) => {
  const report = JSON.parse(text);
  const failures = report.testResults.flatMap((file) => {
    const fileName = path.relative(root, file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        name: `${fileName} › ${test.fullName}`,
        message: firstLine(test.failureMessages[0]),
      }));
    // A file that fails to load has no failed test of its own, only a message.
    return tests.length === 0 && file.status === 'failed'
      ? [{ name: fileName, message: firstLine(file.message) }]
      : tests;
  });
  // A test that passed with failure messages failed first and passed on a retry.
  const flaky = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'passed' && test.failureMessages.length > 0)
      .map((test) => ({
        name: `${path.relative(root, file.name)} › ${test.fullName}`,
        message: firstLine(test.failureMessages[0]),
      })),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
    flaky,
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

/** The tests of a Playwright suite (and its nested suites) whose outcome is `status`, with their first error. */
const playwrightTests = (status) => {
  const inSuite = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === status)
        .map((test) => ({
          name: `${spec.file} › ${spec.title}`,
          message: firstLine(test.results.find((result) => result.error)?.error?.message),
        })),
    ),
    ...(suite.suites ?? []).flatMap(inSuite),
  ];
  return inSuite;
};

const playwrightCounts = (text) => {
  const report = JSON.parse(text);
  const { stats } = report;
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    failures: report.suites.flatMap(playwrightTests('unexpected')),
    flaky: report.suites.flatMap(playwrightTests('flaky')),
  };
};

/**
 * JUnit XML (pytest's, schemathesis's): the first <testsuite> element carries the totals; a failure's name
 * is its test case's (after its file, where given), its message the checks schemathesis names in its text
 * (`- ST103 Undocumented status code`), else its `message` attribute.
 */
const junitCounts = (xml) => {
  const attributeOf = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
  const suite = xml.match(/<testsuite\b[^>]*>/)?.[0] ?? '';
  const total = (name) => Number(attributeOf(suite, name) ?? 0);
  const failed = total('failures') + total('errors');
  const skipped = total('skipped');
  const failures = [...xml.matchAll(/<testcase\b([^>]*)>\s*<(?:failure|error)\b([^>]*)>([^<]*)/g)].map(
    ([, testcase, failure, text]) => {
      const file = attributeOf(testcase, 'classname');
      const name = attributeOf(testcase, 'name');
      const checks = [...text.matchAll(/^- (ST\d+ .*)$/gm)].map(([, check]) => check);
      return {
        name: file ? `${file} › ${name}` : name,
        message: firstLine(checks.length ? checks.join('; ') : attributeOf(failure, 'message')),
      };
    },
  );
  return { passed: total('tests') - failed - skipped, failed, skipped, failures };
};

// Sized for 2-core machines: the light suites together, then the two database runs of the server suite,
// then the CPU-bound engine suite alone, then the API fuzzer (its server and schemathesis take a core
// each), then the browser journeys.
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
      counts: junitCounts,
    },
  ],
  [
    {
      name: 'api-fuzz',
      command: (report) => ['node', 'scripts/fuzz/run.mjs', '--junit', report],
      counts: junitCounts,
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
