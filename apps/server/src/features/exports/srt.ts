import { clock } from './clock.js';
import { buildCues } from './cues.js';
import type { TranscriptDocument } from './document.js';

/** SubRip has no speaker markup, so its cues carry the words only. */
export function toSrt(document: TranscriptDocument): string {
  return buildCues(document.segments)
    .map(
      (cue, index) =>
        `${index + 1}\n${clock(cue.start, ',')} --> ${clock(cue.end, ',')}\n${cue.lines.join('\n')}\n`,
    )
    .join('\n');
}
