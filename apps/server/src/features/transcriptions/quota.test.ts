import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type QuotaSettings, quotaFrom, type Usage } from './quota.js';

const seconds = fc.integer({ min: 0, max: 10_000_000 });
const settings: fc.Arbitrary<QuotaSettings> = fc.record({
  trialTranscriptions: fc.integer({ min: 0, max: 100 }),
  trialSecondsPerTranscription: fc.integer({ min: 60, max: 3600 }),
  freeSeconds: seconds,
});
/** Any of the three may be off (null), as on a server without billing. */
const anySettings: fc.Arbitrary<QuotaSettings> = fc.record({
  trialTranscriptions: fc.option(fc.integer({ min: 0, max: 100 })),
  trialSecondsPerTranscription: fc.option(fc.integer({ min: 60, max: 3600 })),
  freeSeconds: fc.option(seconds),
});
const usage: fc.Arbitrary<Usage> = fc.record({
  subscribed: fc.boolean(),
  trialTranscriptions: fc.integer({ min: 0, max: 1000 }),
  grantedSeconds: seconds,
  chargedSeconds: seconds,
});

describe('the quota arithmetic', () => {
  it('gives the free minutes plus grants less charges, and never less than nothing', () => {
    fc.assert(
      fc.property(settings, usage, (given, used) => {
        const balance = given.freeSeconds! + used.grantedSeconds - used.chargedSeconds;
        expect(quotaFrom(given, used).secondsAvailable).toBe(Math.max(0, balance));
      }),
    );
  });

  it('never gives more time for more charges, nor less for more grants', () => {
    fc.assert(
      fc.property(settings, usage, seconds, (given, used, more) => {
        const available = quotaFrom(given, used).secondsAvailable ?? 0;
        const charged = quotaFrom(given, { ...used, chargedSeconds: used.chargedSeconds + more });
        const granted = quotaFrom(given, { ...used, grantedSeconds: used.grantedSeconds + more });
        expect(charged.secondsAvailable).toBeLessThanOrEqual(available);
        expect(granted.secondsAvailable).toBeGreaterThanOrEqual(available);
      }),
    );
  });

  it('lifts the trial for a subscription but leaves the minutes as they are', () => {
    fc.assert(
      fc.property(settings, usage, (given, used) => {
        const subscribed = quotaFrom(given, { ...used, subscribed: true });
        const trial = quotaFrom(given, { ...used, subscribed: false });
        expect(subscribed.trial).toBeNull();
        expect(trial.trial).toEqual({
          allowed: given.trialTranscriptions,
          used: used.trialTranscriptions,
          secondsPerTranscription: given.trialSecondsPerTranscription,
        });
        expect(subscribed.secondsAvailable).toBe(trial.secondsAvailable);
      }),
    );
  });

  it('counts no minutes without free minutes to count from, whatever was granted or charged', () => {
    fc.assert(
      fc.property(anySettings, usage, (given, used) => {
        const quota = quotaFrom({ ...given, freeSeconds: null }, used);
        expect(quota.secondsAvailable).toBeNull();
      }),
    );
  });

  it('has no trial when neither the number of transcriptions nor their length is limited', () => {
    fc.assert(
      fc.property(anySettings, usage, (given, used) => {
        const quota = quotaFrom(
          { ...given, trialTranscriptions: null, trialSecondsPerTranscription: null },
          used,
        );
        expect(quota.trial).toBeNull();
      }),
    );
  });
});
