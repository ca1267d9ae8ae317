/** Past this, a file whose metadata does not load is left for the server to measure. */
const METADATA_TIMEOUT_MS = 10_000;

/**
 * The media's length in seconds as the browser reads it from the file's metadata; null when the browser
 * cannot tell (unknown format, no media support), in which case the server's probe decides.
 */
export function readMediaDuration(file: File): Promise<number | null> {
  if (typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const media = document.createElement(file.type.startsWith('video/') ? 'video' : 'audio');
    const url = URL.createObjectURL(file);
    const finish = (seconds: number | null) => {
      clearTimeout(timer);
      media.removeAttribute('src');
      media.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => finish(null), METADATA_TIMEOUT_MS);
    media.preload = 'metadata';
    media.onloadedmetadata = () => finish(Number.isFinite(media.duration) ? media.duration : null);
    media.onerror = () => finish(null);
    media.src = url;
  });
}
