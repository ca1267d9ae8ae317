import type { TMediaPeaks } from '@whispy/contracts';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../shared/format-clock';
import { createWaveform } from './create-waveform';
import { usePlayback, usePlaybackClock } from './playback-clock';
import { SKIP_SECONDS } from './player-shortcuts';

type Props = { media: HTMLMediaElement | null; duration: number; peaks: TMediaPeaks | undefined };

/** A thin line of how far playback is, until the waveform replaces it. */
function ProgressLine({ duration }: { duration: number }) {
  const percent = usePlayback((time) => (duration > 0 ? Math.round((time / duration) * 1000) / 10 : 0));
  return (
    <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 overflow-hidden rounded-full bg-zinc-200">
      <div className="h-full bg-accent-600" style={{ width: `${Math.min(percent, 100)}%` }} />
    </div>
  );
}

/**
 * The recording's position as a slider: the waveform (drawn by wavesurfer, which also seeks on click
 * and drag) once its peaks are loaded, a progress line before. Arrow keys move it by 5 seconds.
 */
export function SeekBar({ media, duration, peaks }: Props) {
  const { t } = useTranslation();
  const clock = usePlaybackClock();
  const container = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const second = usePlayback((time) => Math.floor(time));

  useEffect(() => {
    if (!media || !peaks || !container.current) return;
    const waveform = createWaveform(container.current, media, peaks);
    setDrawn(true);
    return () => {
      waveform.destroy();
      setDrawn(false);
    };
  }, [media, peaks]);

  const seekFromPointer = (event: MouseEvent<HTMLDivElement>) => {
    if (drawn || duration <= 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) clock.seek(((event.clientX - box.left) / box.width) * duration);
  };

  const seekFromKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const to = {
      ArrowLeft: clock.time - SKIP_SECONDS,
      ArrowDown: clock.time - SKIP_SECONDS,
      ArrowRight: clock.time + SKIP_SECONDS,
      ArrowUp: clock.time + SKIP_SECONDS,
      Home: 0,
      End: duration,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    clock.seek(Math.min(Math.max(to, 0), duration));
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={t('player.position')}
      aria-valuemin={0}
      aria-valuemax={Math.floor(duration)}
      aria-valuenow={second}
      aria-valuetext={t('player.positionText', {
        time: formatClock(second),
        duration: formatClock(duration),
      })}
      onClick={seekFromPointer}
      onKeyDown={seekFromKey}
      className="relative h-8 cursor-pointer rounded sm:h-16"
    >
      <div ref={container} data-testid="waveform" className="absolute inset-0" />
      {drawn ? null : <ProgressLine duration={duration} />}
    </div>
  );
}
