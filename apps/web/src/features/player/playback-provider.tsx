import { type ReactNode, useState } from 'react';
import { PlaybackClock, PlaybackContext } from './playback-clock';

/** One clock for everything inside: the player writes it, the transcript reads it. */
export function PlaybackProvider({ children }: { children: ReactNode }) {
  const [clock] = useState(() => new PlaybackClock());
  return <PlaybackContext value={clock}>{children}</PlaybackContext>;
}
