import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMediaPeaks } from '@whispy/contracts';
import { ok, type SentRequest, stubApi } from '../../test/stub-api';
import { makeDetail } from '../../test/transcription-fixture';
import { createWaveform } from './create-waveform';
import { MediaPlayer } from './media-player';
import { usePlaybackClock } from './playback-clock';
import { PlaybackProvider } from './playback-provider';

// wavesurfer draws on a canvas, which jsdom lacks; the browser journeys see the real one.
const destroyWaveform = vi.fn();
vi.mock('./create-waveform', () => ({ createWaveform: vi.fn(() => ({ destroy: destroyWaveform })) }));

const peaks: TMediaPeaks = { duration: 754, peaks_per_second: 10, peaks: [0.1, 0.8, 0.4] };

/** Stands for the transcript: a word that seeks the player when clicked. */
function WordAt({ seconds }: { seconds: number }) {
  const clock = usePlaybackClock();
  return (
    <button type="button" onClick={() => clock.seek(seconds)}>
      word at {seconds}
    </button>
  );
}

function renderPlayer(overrides: Parameters<typeof makeDetail>[0] = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <PlaybackProvider>
        <MediaPlayer
          source={{ scope: 'transcriptions', id: 't1' }}
          transcription={makeDetail({ id: 't1', duration: 754, ...overrides })}
        />
        <WordAt seconds={42} />
      </PlaybackProvider>
    </QueryClientProvider>,
  );
}

/** The browser has read the file's header: its length, and whether it has a picture. */
function loadMetadata(media: HTMLMediaElement, { videoWidth = 0 } = {}) {
  Object.defineProperty(media, 'duration', { configurable: true, value: 754 });
  Object.defineProperty(media, 'videoWidth', { configurable: true, value: videoWidth });
  fireEvent.loadedMetadata(media);
}

let sent: SentRequest[];

beforeEach(() => {
  // Cleared before, not after: the previous test's player is unmounted after its own afterEach.
  vi.mocked(createWaveform).mockClear();
  destroyWaveform.mockClear();
  sent = stubApi((request) => (request.path === 'transcriptions/t1/peaks' ? ok(peaks) : undefined));
  // jsdom cannot play media: these do what a browser does to the element's state and events.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    this.dispatchEvent(new Event('play'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('media player', () => {
  it('plays, pauses, skips 5 seconds and changes speed on the media element', async () => {
    const user = userEvent.setup();
    renderPlayer();
    const media = screen.getByTestId<HTMLVideoElement>('media');
    expect(media.getAttribute('src')).toBe('/api/transcriptions/t1/media');
    loadMetadata(media);
    expect(media).not.toBeVisible();
    expect(screen.getByText('0:00 / 12:34')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(media.paused).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(media.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Forward 5 seconds' }));
    await user.click(screen.getByRole('button', { name: 'Forward 5 seconds' }));
    expect(media.currentTime).toBe(10);
    expect(screen.getByText('0:10 / 12:34')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back 5 seconds' }));
    expect(media.currentTime).toBe(5);

    const speed = screen.getByRole('combobox', { name: 'Playback speed' });
    expect(speed).toHaveDisplayValue('1×');
    await user.selectOptions(speed, '1.5×');
    expect(media.playbackRate).toBe(1.5);
    await user.click(document.body);
    await user.keyboard('>');
    expect(media.playbackRate).toBe(2);
    expect(speed).toHaveDisplayValue('2×');
  });

  it('seeks and plays with the keyboard on the position slider, and follows playback frame by frame', async () => {
    const user = userEvent.setup();
    renderPlayer();
    const media = screen.getByTestId<HTMLVideoElement>('media');
    loadMetadata(media);
    const position = screen.getByRole('slider', { name: 'Position in the recording' });

    position.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(media.currentTime).toBe(10);
    expect(position).toHaveAttribute('aria-valuetext', '0:00:10 of 0:12:34');
    await user.keyboard('{End}');
    expect(media.currentTime).toBe(754);
    await user.keyboard('{Home}');
    expect(media.currentTime).toBe(0);

    // Space plays from the slider, as after a click on the waveform.
    await user.keyboard(' ');
    expect(media.paused).toBe(false);
    // The browser moves on by itself; no `timeupdate` is needed for the player to see it.
    media.currentTime = 12.4;
    await waitFor(() => expect(screen.getByText('0:12 / 12:34')).toBeInTheDocument());
  });

  it('seeks where the transcript asks, once the media is ready', async () => {
    const user = userEvent.setup();
    renderPlayer();
    const media = screen.getByTestId<HTMLVideoElement>('media');

    await user.click(screen.getByRole('button', { name: 'word at 42' }));
    expect(media.currentTime).toBe(0);
    loadMetadata(media);
    expect(media.currentTime).toBe(42);
    expect(screen.getByText('0:42 / 12:34')).toBeInTheDocument();
  });

  it('draws the waveform from the peaks on the media element, and shows a video only when there is one', async () => {
    const { unmount } = renderPlayer();
    const media = screen.getByTestId<HTMLVideoElement>('media');
    loadMetadata(media, { videoWidth: 1280 });
    expect(media).toBeVisible();

    await waitFor(() => expect(createWaveform).toHaveBeenCalledTimes(1));
    expect(createWaveform).toHaveBeenCalledWith(screen.getByTestId('waveform'), media, peaks);
    unmount();
    expect(destroyWaveform).toHaveBeenCalledTimes(1);
  });

  it('explains that the recording was not kept, without asking for it', () => {
    renderPlayer({ media_available: false });
    expect(
      screen.getByText('The recording was not kept, so it cannot be played. The transcript is still here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('media')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says so when this browser cannot play the recording', async () => {
    renderPlayer();
    fireEvent.error(screen.getByTestId('media'));
    expect(await screen.findByText('This recording cannot be played in this browser.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  });
});
