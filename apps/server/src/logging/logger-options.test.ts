import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loggerOptions, redactQuery, redactUrl } from './logger-options.js';

const SESSION_SECRET = 's'.repeat(40);
const STRIPE_KEY = 'sk_test_51ExampleExampleExample';
const config = loadConfig({
  DATA_DIR: '/nonexistent',
  SESSION_SECRET,
  STRIPE_SECRET_KEY: STRIPE_KEY,
  STRIPE_WEBHOOK_SECRET: 'whsec_exampleexample',
  STRIPE_PRODUCT_ID: 'prod_example',
  LOG_LEVEL: 'info',
});

/** What the logger writes for one `log.error({ err }, …)`, as text. */
function logged(error: unknown) {
  const lines: string[] = [];
  pino(loggerOptions(config), { write: (line: string) => void lines.push(line) }).error(
    { err: error },
    'failed',
  );
  return lines.join('');
}

describe('logger options', () => {
  it("scrub the configuration's secrets from an error and its nested causes", () => {
    const inner = new Error(`Stripe said no to ${STRIPE_KEY}`);
    const outer = new Error('checkout failed', {
      cause: new Error(`signed with ${SESSION_SECRET}`, { cause: inner }),
    });
    const text = logged(outer);
    expect(text).toContain('checkout failed');
    expect(text).toContain('Stripe said no to');
    expect(text).not.toContain(STRIPE_KEY);
    expect(text).not.toContain(SESSION_SECRET);
  });

  it('drop what a user sent that an error carries along, and token-shaped text from anywhere', () => {
    const error = Object.assign(new Error('Call to sendMessage failed'), {
      payload: { chat_id: 1, text: 'Minutes of the board meeting' },
      error: new Error('request to http://api/bot123:ABCdef-ghi/sendMessage failed, Bearer abc.def'),
    });
    const text = logged(error);
    expect(text).toContain('Call to sendMessage failed');
    expect(text).not.toContain('board meeting');
    expect(text).not.toContain('ABCdef-ghi');
    expect(text).not.toContain('abc.def');
  });

  it('keep the names of a query, not its values', () => {
    expect(redactQuery('/api/auth/callback?code=abc&state=def')).toBe(
      '/api/auth/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactQuery('/api/transcriptions')).toBe('/api/transcriptions');
  });

  it("keep a share link's token out of its path, on the API and on the page", () => {
    const token = 'k'.repeat(43);
    expect(redactUrl(`/api/shared/${token}/download?format=pdf`)).toBe(
      '/api/shared/[redacted]/download?format=[redacted]',
    );
    expect(redactUrl(`/s/${token}`)).toBe('/s/[redacted]');
    expect(redactUrl(`/api/transcriptions/${token}/share-links`)).toBe(
      `/api/transcriptions/${token}/share-links`,
    );
  });
});
