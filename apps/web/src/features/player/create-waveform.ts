import type { TMediaPeaks } from '@whispy/contracts';
import WaveSurfer from 'wavesurfer.js';

export type Waveform = { destroy(): void };

// A canvas cannot read Tailwind classes: these are zinc-300, indigo-600 and indigo-900.
const WAVE_COLOR = '#d4d4d8';
const PROGRESS_COLOR = '#4f46e5';
const CURSOR_COLOR = '#312e81';

/**
 * Draws `peaks` in `container` and seeks `media` on click or drag. The media element stays the
 * player's own: wavesurfer neither loads nor decodes it, so hours of audio cost only the peaks.
 */
export function createWaveform(
  container: HTMLElement,
  media: HTMLMediaElement,
  peaks: TMediaPeaks,
): Waveform {
  const waveSurfer = WaveSurfer.create({
    container,
    media,
    peaks: [peaks.peaks],
    duration: peaks.duration,
    height: 'auto',
    waveColor: WAVE_COLOR,
    progressColor: PROGRESS_COLOR,
    cursorColor: CURSOR_COLOR,
    cursorWidth: 2,
    barWidth: 2,
    barGap: 1,
    barRadius: 1,
    normalize: true,
    dragToSeek: true,
    hideScrollbar: true,
  });
  return { destroy: () => waveSurfer.destroy() };
}
