import type { TSpeaker, TTranscriptSegment } from '@whispy/contracts';
import { useTranslation } from 'react-i18next';
import { formatClock } from './format-clock';
import { groupIntoTurns } from './group-into-turns';

type Props = { segments: readonly TTranscriptSegment[]; speakers: readonly TSpeaker[] };

/** The transcript in paragraphs, each headed by its speaker's name, each segment with its start time. */
export function TranscriptView({ segments, speakers }: Props) {
  const { t } = useTranslation();
  if (segments.length === 0) return <p className="text-sm text-zinc-600">{t('transcriptions.noSpeech')}</p>;
  const names = new Map(speakers.map((speaker) => [speaker.id, speaker.name]));
  return (
    <div className="space-y-5">
      {groupIntoTurns(segments).map((turn) => (
        <section key={turn.segments[0]?.id} className="space-y-1">
          {turn.speaker && turn.speakerChanged ? (
            <h3 className="font-semibold text-sm text-zinc-900">{names.get(turn.speaker) ?? turn.speaker}</h3>
          ) : null}
          {turn.segments.map((segment) => (
            <p key={segment.id} className="grid grid-cols-[4.5rem_1fr] gap-2 leading-relaxed">
              <time
                dateTime={`PT${segment.start.toFixed(2)}S`}
                className="pt-0.5 text-xs text-zinc-500 tabular-nums"
              >
                {formatClock(segment.start)}
              </time>
              <span className="text-zinc-900">{segment.text.trim()}</span>
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
