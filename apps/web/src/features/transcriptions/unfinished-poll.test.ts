import { pollWhileUnfinished, UNFINISHED_POLL_MS } from './unfinished-poll';

describe('polling while work is unfinished', () => {
  it('asks again while any shown transcription can still change', () => {
    expect(pollWhileUnfinished([{ status: 'completed' }, { status: 'processing' }])).toBe(UNFINISHED_POLL_MS);
    expect(pollWhileUnfinished([{ status: 'pending' }])).toBe(UNFINISHED_POLL_MS);
  });

  it('stops once everything shown is finished, or nothing is shown', () => {
    expect(pollWhileUnfinished([{ status: 'completed' }, { status: 'failed' }, { status: 'expired' }])).toBe(
      false,
    );
    expect(pollWhileUnfinished([])).toBe(false);
  });
});
