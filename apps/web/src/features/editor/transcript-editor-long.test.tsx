import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSaveTranscript } from '@whispy/contracts';
import { ok, stubApi } from '../../test/stub-api';
import { makeDetail, makeSegment } from '../../test/transcription-fixture';
import { renderEditor } from './editor-test-harness';

// A 3-hour recording: 2,000 segments of 15 words, one every 5.4 s.
const SEGMENT_SECONDS = 5.4;
const threeHours = makeDetail({
  id: 't1',
  segments: Array.from({ length: 2000 }, (_, segment) =>
    makeSegment(
      segment,
      Array.from({ length: 15 }, (_, word) => {
        const start = segment * SEGMENT_SECONDS + word * 0.35;
        return [` s${segment}w${word}`, start, start + 0.3] as const;
      }),
    ),
  ),
});
const startOf = (segment: number) => segment * SEGMENT_SECONDS;

// jsdom lays nothing out: rows are given a height here, and the page the height of all of them, so that
// the list virtualises and scrolls as in a browser.
const ROW_PX = 80;
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'LI' ? ROW_PX : 0;
    },
  });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => (threeHours.segments?.length ?? 0) * ROW_PX,
  });
});
afterAll(() => {
  if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
});

let scrolledTo: number[];
beforeEach(() => {
  window.localStorage.clear();
  scrolledTo = [];
  window.scrollTo = ((options: ScrollToOptions) => {
    scrolledTo.push(options.top ?? 0);
  }) as typeof window.scrollTo;
});
describe('a 3-hour transcript', () => {
  it('mounts only the rows in view, and edits and saves like a short one', async () => {
    const user = userEvent.setup();
    const sent = stubApi((request) =>
      request.method === 'PUT'
        ? ok({ ...threeHours, ...(request.body as TSaveTranscript), version: 2 })
        : undefined,
    );
    renderEditor(threeHours);

    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-setsize', '2000');

    await user.click(screen.getByText('s3w4'));
    await user.keyboard('new ');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(sent).toHaveLength(1));
    const saved = sent[0]?.body as TSaveTranscript;
    const [before, added, after] = saved.segments[3]?.words.slice(3, 6) ?? [];
    expect([before?.text, added?.text, after?.text]).toEqual([' s3w3', ' new', ' s3w4']);
    expect(added?.start).toBeGreaterThanOrEqual(before?.end ?? Number.NaN);
    expect(added?.end).toBeLessThanOrEqual(after?.start ?? Number.NaN);
    const notThird = (_: unknown, index: number) => index !== 3;
    expect(saved.segments.filter(notThird)).toEqual(threeHours.segments?.filter(notThird));
  });

  it('follows playback off screen, but not while editing nor for a while after the reader scrolled', async () => {
    const user = userEvent.setup();
    const { clock } = renderEditor(threeHours);

    await user.click(screen.getByText('s2w3'));
    act(() => clock.update(startOf(300) + 1, true));
    expect(scrolledTo.filter((top) => top > 0)).toEqual([]);
    // Spaces typed into the text are not the reader scrolling.
    await user.keyboard('so {Escape}');

    act(() => clock.update(startOf(500) + 1, true));
    await waitFor(() => expect(scrolledTo.length).toBeGreaterThan(0));
    // Rows not yet measured are estimated a little shorter: the target is near, not at, 500 rows down.
    const top = scrolledTo.at(-1) ?? 0;
    expect(top).toBeGreaterThan(480 * 70);
    expect(top).toBeLessThan(500 * ROW_PX);

    scrolledTo = [];
    fireEvent.wheel(window);
    act(() => clock.update(startOf(900) + 1, true));
    act(() => clock.update(startOf(901) + 1, true));
    expect(scrolledTo).toEqual([]);

    // Paused, the view stays where the reader left it.
    act(() => clock.update(startOf(1200) + 1, false));
    expect(scrolledTo).toEqual([]);
  });
});
