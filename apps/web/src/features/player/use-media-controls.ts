import { useEffect, useMemo, useState } from 'react';
import type { PlaybackClock } from './playback-clock';
import { stepSpeed } from './playback-speed';
import type { PlayerActions } from './player-shortcuts';

/** Playback of `media` for buttons and keys; `onUnplayable` hears when this browser cannot play it. */
export function useMediaControls(
  media: HTMLMediaElement | null,
  clock: PlaybackClock,
  onUnplayable: () => void,
) {
  const [speed, setSpeed] = useState(1);

  useEffect(() => {
    if (!media) return;
    // Loading a source resets `playbackRate` to the default rate, so both are set.
    media.defaultPlaybackRate = speed;
    media.playbackRate = speed;
  }, [media, speed]);

  const actions = useMemo<PlayerActions | null>(() => {
    if (!media) return null;
    return {
      togglePlay: () => {
        if (!media.paused) {
          media.pause();
          return;
        }
        media.play().catch((error: unknown) => {
          // AbortError (a pause came first) and NotAllowedError (autoplay policy) leave it paused, which shows.
          if (error instanceof DOMException && error.name === 'NotSupportedError') onUnplayable();
        });
      },
      skip: (seconds) => {
        const end = Number.isFinite(media.duration) ? media.duration : Number.POSITIVE_INFINITY;
        clock.seek(Math.min(Math.max(clock.time + seconds, 0), end));
      },
      changeSpeed: (step) => setSpeed((current) => stepSpeed(current, step)),
    };
  }, [media, clock, onUnplayable]);

  return { actions, speed, setSpeed };
}
