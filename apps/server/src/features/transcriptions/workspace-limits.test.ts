import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { applyOverrides } from './workspace-limits.js';

const MB = 1024 * 1024;
const billed = loadConfig({
  DATA_DIR: '/nonexistent',
  SESSION_SECRET: 'x'.repeat(32),
  STRIPE_SECRET_KEY: 'sk_test_configured',
  STRIPE_WEBHOOK_SECRET: 'whsec_configured',
  STRIPE_PRODUCT_ID: 'prod_configured',
});

describe("a workspace's limits over the server's", () => {
  it("are the server's where the administrator set nothing", () => {
    expect(applyOverrides(billed, {})).toEqual({
      trialTranscriptions: 10,
      trialSecondsPerTranscription: 30 * 60,
      freeSeconds: 120 * 60,
      maxFileBytes: 2048 * MB,
      maxFileSeconds: 300 * 60,
      maxFilesPerBatch: 10,
    });
  });

  it('take what was set, in the units of the server, and lift what was set to no limit', () => {
    const limits = applyOverrides(billed, {
      trial_transcriptions: null,
      trial_minutes: 5,
      minutes: null,
      max_file_mb: 4096,
      max_file_minutes: 600,
      files_per_batch: 3,
    });
    expect(limits).toEqual({
      trialTranscriptions: null,
      trialSecondsPerTranscription: 300,
      freeSeconds: null,
      maxFileBytes: 4096 * MB,
      maxFileSeconds: 600 * 60,
      maxFilesPerBatch: 3,
    });
  });

  it('never lift size, length or batch, even if a row says so', () => {
    const limits = applyOverrides(billed, {
      max_file_mb: null,
      max_file_minutes: null,
      files_per_batch: null,
    });
    expect(limits).toMatchObject({ maxFileBytes: 2048 * MB, maxFileSeconds: 300 * 60, maxFilesPerBatch: 10 });
  });

  it('start from no trial and no minute count on a server without billing, unless the operator set them', () => {
    const unbilled = loadConfig({
      DATA_DIR: '/nonexistent',
      SESSION_SECRET: 'x'.repeat(32),
      FREE_MINUTES: '15',
    });
    expect(applyOverrides(unbilled, {})).toMatchObject({
      trialTranscriptions: null,
      trialSecondsPerTranscription: null,
      freeSeconds: 15 * 60,
    });
  });
});
