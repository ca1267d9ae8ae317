import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './support/chromium';
import { e2ePort as port } from './support/e2e-port';
import { fakeSmtp } from './support/fake-smtp';
import { fakeTelegram } from './support/fake-telegram';
import { e2eStripe } from './support/stripe-webhook';

// The browser journeys run against the built web app served by the real server, with a fresh
// embedded data directory per run, in Debian's Chromium (no browser download on CI machines).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'whispy-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // the config is re-evaluated in workers: keep one directory
const repoRoot = path.resolve(import.meta.dirname, '..');
const tsx = 'node_modules/.bin/tsx';

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  // As the server's tests: one retry in CI, and the summary names every test that needed it.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // Billing runs against stripe-mock (the wrapper sets STRIPE_API_URL and STRIPE_SECRET_KEY), Telegram
  // against the local Bot API server and email through a local SMTP relay; the fakes start first, since
  // the bot asks Telegram who it is on start.
  webServer: [
    {
      command: `${tsx} packages/test-kit/src/fakes/telegram-bot-api.ts --port ${fakeTelegram.port} --token ${fakeTelegram.token}`,
      cwd: repoRoot,
      url: `${fakeTelegram.apiRoot}/_fake/sent-messages`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `${tsx} packages/test-kit/src/fakes/smtp-relay.ts --port ${fakeSmtp.port}`,
      cwd: repoRoot,
      port: fakeSmtp.port,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/stripe-mock.mjs -- ${tsx} apps/server/src/main.ts`,
      cwd: repoRoot,
      url: `http://localhost:${port}/api/auth/identity`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://localhost:${port}`,
        LOG_LEVEL: 'warn',
        STRIPE_WEBHOOK_SECRET: e2eStripe.webhookSecret,
        STRIPE_PRODUCT_ID: e2eStripe.productId,
        TELEGRAM_BOT_TOKEN: fakeTelegram.token,
        TELEGRAM_API_ROOT: fakeTelegram.apiRoot,
        SMTP_URL: fakeSmtp.url,
        MAIL_FROM: 'Whispy <no-reply@whispy.test>',
        // The webhook journey's receiver listens on loopback over plain http.
        OUTBOUND_ALLOW: 'loopback',
        WEBHOOKS_ALLOW_HTTP: 'true',
      },
    },
  ],
});
