import type { TTranscriptSegment } from '@whispy/contracts';

/** Silence longer than this starts a new paragraph even when the same person goes on speaking. */
export const PARAGRAPH_PAUSE_SECONDS = 2;

export type Turn = {
  speaker: string | null;
  /** False when the paragraph only continues the previous speaker after a pause. */
  speakerChanged: boolean;
  segments: TTranscriptSegment[];
};

/** Splits a transcript into readable paragraphs: at each change of speaker and at each long pause. */
export function groupIntoTurns(segments: readonly TTranscriptSegment[]): Turn[] {
  const turns: Turn[] = [];
  let previous: TTranscriptSegment | undefined;
  for (const segment of segments) {
    const current = turns.at(-1);
    const sameSpeaker = previous !== undefined && previous.speaker === segment.speaker;
    if (current && sameSpeaker && segment.start - (previous?.end ?? 0) <= PARAGRAPH_PAUSE_SECONDS) {
      current.segments.push(segment);
    } else {
      turns.push({ speaker: segment.speaker, speakerChanged: !sameSpeaker, segments: [segment] });
    }
    previous = segment;
  }
  return turns;
}
