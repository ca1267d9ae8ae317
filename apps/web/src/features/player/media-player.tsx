import type { TTranscriptionDetail } from '@whispy/contracts';
import { Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClockUpTo } from '../../shared/format-clock';
import type { TranscriptSource } from '../../shared/transcript-source';
import { BottomBarSpacer } from './bottom-bar-spacer';
import { useMediaPeaks } from './media-peaks-query';
import { MediaUnavailable } from './media-unavailable';
import { mediaUrl } from './media-urls';
import { usePlayback, usePlaybackClock } from './playback-clock';
import { SKIP_SECONDS, usePlayerShortcuts } from './player-shortcuts';
import { SeekBar } from './seek-bar';
import { ShortcutsPopover } from './shortcuts-popover';
import { SpeedSelect } from './speed-select';
import { useClockSync } from './use-clock-sync';
import { useMediaControls } from './use-media-controls';

type Transcription = Pick<TTranscriptionDetail, 'media_available' | 'duration'>;
type Props = { source: TranscriptSource; transcription: Transcription };

function ControlButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900"
    >
      {children}
    </button>
  );
}

function PlayButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation();
  const playing = usePlayback((_, isPlaying) => isPlaying);
  const Icon = playing ? Pause : Play;
  return (
    <button
      type="button"
      aria-label={t(playing ? 'player.pause' : 'player.play')}
      onClick={onClick}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-600 text-white shadow-sm hover:bg-accent-700"
    >
      <Icon aria-hidden="true" className="size-5" fill="currentColor" />
    </button>
  );
}

/**
 * Never cut short, up to "9:59:59 / 10:00:00": beside the buttons where the bar is wide (phones included),
 * a line of its own above them in the narrow side column of large screens; it wraps rather than clip.
 */
function PlaybackTime({ duration }: { duration: number }) {
  const second = usePlayback((time) => Math.floor(time));
  return (
    <p className="flex-1 whitespace-nowrap px-1 text-sm text-zinc-700 tabular-nums lg:order-first lg:basis-full">
      {formatClockUpTo(second, duration)} / {formatClockUpTo(duration, duration)}
    </p>
  );
}

function PlayerPanel({ source, transcription, onUnplayable }: Props & { onUnplayable: () => void }) {
  const { t } = useTranslation();
  const clock = usePlaybackClock();
  const [bar, setBar] = useState<HTMLElement | null>(null);
  const [media, setMedia] = useState<HTMLVideoElement | null>(null);
  const [hasVideo, setHasVideo] = useState(false);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const peaks = useMediaPeaks(source);
  const { actions, speed, setSpeed } = useMediaControls(media, clock, onUnplayable);
  useClockSync(media, clock);
  usePlayerShortcuts(actions);
  const duration = mediaDuration ?? peaks.data?.duration ?? transcription.duration ?? 0;

  return (
    <section
      ref={setBar}
      aria-label={t('player.label')}
      className="z-30 space-y-2 border-zinc-200 bg-white/95 p-3 backdrop-blur max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:m-0 max-lg:border-t max-lg:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-lg:shadow-[0_-4px_12px_rgb(0_0_0/0.06)] lg:sticky lg:top-16 lg:rounded-xl lg:border lg:shadow-sm"
    >
      {/* A <video> plays audio too; it shows only once the media turns out to have a picture. */}
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript beside the player is the caption */}
      <video
        ref={setMedia}
        data-testid="media"
        src={mediaUrl(source)}
        preload="metadata"
        playsInline
        hidden={!hasVideo}
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          setHasVideo(element.videoWidth > 0);
          if (Number.isFinite(element.duration)) setMediaDuration(element.duration);
        }}
        onError={onUnplayable}
        className="max-h-[25vh] w-full rounded-lg bg-black object-contain sm:max-h-[40vh]"
      />
      <SeekBar media={media} duration={duration} peaks={peaks.data} />
      <div className="flex flex-wrap items-center gap-1">
        <ControlButton label={t('player.back')} onClick={() => actions?.skip(-SKIP_SECONDS)}>
          <RotateCcw aria-hidden="true" className="size-5" />
        </ControlButton>
        <PlayButton onClick={() => actions?.togglePlay()} />
        <ControlButton label={t('player.forward')} onClick={() => actions?.skip(SKIP_SECONDS)}>
          <RotateCw aria-hidden="true" className="size-5" />
        </ControlButton>
        <PlaybackTime duration={duration} />
        <SpeedSelect speed={speed} onChange={setSpeed} />
        <ShortcutsPopover />
      </div>
      <BottomBarSpacer bar={bar} />
    </section>
  );
}

/**
 * The recording with its waveform, controls and keyboard shortcuts, writing the page's PlaybackClock
 * (wrap it and the transcript in a PlaybackProvider). Without kept media it explains why instead.
 */
export function MediaPlayer({ source, transcription }: Props) {
  const [unplayable, setUnplayable] = useState(false);
  const markUnplayable = useCallback(() => setUnplayable(true), []);
  if (!transcription.media_available) return <MediaUnavailable reason="notKept" />;
  if (unplayable) return <MediaUnavailable reason="cannotPlay" />;
  return <PlayerPanel source={source} transcription={transcription} onUnplayable={markUnplayable} />;
}
