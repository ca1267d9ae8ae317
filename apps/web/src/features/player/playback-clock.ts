import { createContext, useContext, useSyncExternalStore } from 'react';

type Listener = () => void;

/**
 * Where playback is, shared by the player (which writes it) and the transcript (which reads it).
 * Readers subscribe through `usePlayback(select)`, so a transcript row re-renders only when what it
 * selects changes (its highlighted word), not on every tick of the clock.
 */
export class PlaybackClock {
  #time = 0;
  #playing = false;
  #listeners = new Set<Listener>();
  /** Set by the player once its media is ready; seeking before then is remembered and applied. */
  #seekTo: ((seconds: number) => void) | null = null;

  get time(): number {
    return this.#time;
  }

  get playing(): boolean {
    return this.#playing;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Called by the player as the media moves. */
  update(time: number, playing: boolean): void {
    if (time === this.#time && playing === this.#playing) return;
    this.#time = time;
    this.#playing = playing;
    for (const listener of this.#listeners) listener();
  }

  /** Called by the player: how a seek reaches the media element. */
  attach(seekTo: ((seconds: number) => void) | null): void {
    this.#seekTo = seekTo;
    if (seekTo) seekTo(this.#time);
  }

  /** Called by readers (a click on a word): moves the media there, or remembers it until it is ready. */
  seek(seconds: number): void {
    const time = Math.max(0, seconds);
    if (this.#seekTo) this.#seekTo(time);
    this.update(time, this.#playing);
  }
}

export const PlaybackContext = createContext<PlaybackClock | null>(null);

export function usePlaybackClock(): PlaybackClock {
  const clock = useContext(PlaybackContext);
  if (!clock) throw new Error('usePlaybackClock needs a PlaybackContext provider');
  return clock;
}

/** Re-renders only when `select` gives a different value; `select` must be cheap and stable in meaning. */
export function usePlayback<T>(select: (time: number, playing: boolean) => T): T {
  const clock = usePlaybackClock();
  return useSyncExternalStore(clock.subscribe, () => select(clock.time, clock.playing));
}
