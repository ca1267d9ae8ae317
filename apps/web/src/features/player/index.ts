export { MediaPlayer } from './media-player';
export { PlaybackClock, PlaybackContext, usePlayback, usePlaybackClock } from './playback-clock';
export { PlaybackProvider } from './playback-provider';
