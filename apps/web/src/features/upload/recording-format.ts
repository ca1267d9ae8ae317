/** Opus first (small, and what the engine decodes best), in whichever container this browser records. */
const PREFERRED_TYPES = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
];

/** The first type this browser's MediaRecorder can write; '' lets the browser choose its own. */
export function chooseRecordingType(isTypeSupported: (type: string) => boolean): string {
  return PREFERRED_TYPES.find((type) => isTypeSupported(type)) ?? '';
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "2026-11-25 14:05" in the browser's own time zone: the moment a user remembers recording at. */
export function recordingStamp(at: Date): string {
  const day = `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;
  return `${day} ${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
}

/** `m:ss`, or `h:mm:ss` past an hour, for the elapsed time and the limit beside it. */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = `${twoDigits(seconds % 60)}`;
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${rest}` : `${minutes}:${rest}`;
}
