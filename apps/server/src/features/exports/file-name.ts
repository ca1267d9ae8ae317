import { create } from 'content-disposition';

// Forbidden in Windows file names (and "/" everywhere), plus control characters and invisible format
// characters: a right-to-left override makes "invoice\u202Efdp.exe.txt" read as "invoicetxt.exe.pdf".
const FORBIDDEN = /[<>:"/\\|?*\p{Cc}\p{Cf}]+/gu;
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;
// A transcription is named after its file by default ("talk.wav"): its download is "talk.txt", not
// "talk.wav.txt". Only media extensions go, so "Plan v1.2" keeps its dot.
const MEDIA_EXTENSION =
  /\.(3gp|aac|aif|aiff|amr|avi|caf|flac|m4a|m4v|mka|mkv|mov|mp3|mp4|mpeg|mpg|oga|ogg|opus|wav|weba|webm|wma|wmv)$/i;
// Most file systems allow 255 bytes; room is left for the extension and a browser's " (1)".
const MAX_STEM_BYTES = 200;

/** A file name from a transcription name that every OS accepts, keeping its Unicode. */
export function safeFileName(name: string, extension: string): string {
  let stem = name.normalize('NFC').replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim();
  stem = stem.replace(MEDIA_EXTENSION, '');
  stem = truncateBytes(stem, MAX_STEM_BYTES).replace(/[. ]+$/, '');
  if (RESERVED.test(stem.split('.')[0]!)) stem = `_${stem}`;
  return `${stem || 'transcript'}.${extension}`;
}

/** Cuts at a grapheme boundary, so no character (or emoji with its modifiers) is split. */
function truncateBytes(text: string, maxBytes: number): string {
  const encoder = new TextEncoder();
  let result = '';
  for (const { segment } of new Intl.Segmenter().segment(text)) {
    if (encoder.encode(result + segment).length > maxBytes) break;
    result += segment;
  }
  return result;
}

/** `attachment` with the name in `filename*` (UTF-8) and an ASCII `filename` for old clients. */
export function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]+/g, '_');
  return create(fileName, { type: 'attachment', fallback });
}
