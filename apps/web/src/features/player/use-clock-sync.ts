import { useEffect } from 'react';
import type { PlaybackClock } from './playback-clock';

const HAVE_METADATA = 1;

/**
 * Keeps `clock` where `media` is: every animation frame while playing (the media's own `timeupdate`
 * comes only about four times a second, too coarse to highlight words), and after each seek or pause.
 * Seeks asked through the clock reach the media once it knows its duration.
 */
export function useClockSync(media: HTMLMediaElement | null, clock: PlaybackClock): void {
  useEffect(() => {
    if (!media) return;
    let frame = 0;
    const publish = () => clock.update(media.currentTime, !media.paused && !media.ended);
    const tick = () => {
      publish();
      frame = requestAnimationFrame(tick);
    };
    const onPlay = () => {
      cancelAnimationFrame(frame);
      tick();
    };
    const onStop = () => {
      cancelAnimationFrame(frame);
      publish();
    };
    const onReady = () =>
      clock.attach((seconds) => {
        media.currentTime = seconds;
      });

    media.addEventListener('play', onPlay);
    media.addEventListener('pause', onStop);
    media.addEventListener('ended', onStop);
    media.addEventListener('seeked', publish);
    media.addEventListener('timeupdate', publish);
    if (media.readyState >= HAVE_METADATA) onReady();
    else media.addEventListener('loadedmetadata', onReady);
    return () => {
      cancelAnimationFrame(frame);
      media.removeEventListener('play', onPlay);
      media.removeEventListener('pause', onStop);
      media.removeEventListener('ended', onStop);
      media.removeEventListener('seeked', publish);
      media.removeEventListener('timeupdate', publish);
      media.removeEventListener('loadedmetadata', onReady);
      clock.attach(null);
      // Nothing plays once the player is gone; readers stop following.
      clock.update(clock.time, false);
    };
  }, [media, clock]);
}
