import type { TPartialSegment } from '@whispy/contracts';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../shared/format-clock';
import { Card } from '../../ui/card';

/**
 * The text made so far while the transcription is processed, read-only: it has no speakers yet, and the
 * completed transcript, cut into sentences, replaces it in the editor (ADR 027).
 */
export function PartialTranscript({ segments }: { segments: TPartialSegment[] }) {
  const { t } = useTranslation();
  return (
    <Card
      id="partial-transcript"
      title={t('transcriptions.partial.title')}
      description={t('transcriptions.partial.note')}
    >
      <ol className="space-y-2">
        {segments.map((segment) => (
          <li key={segment.position} className="flex gap-3 text-sm">
            <span className="w-12 shrink-0 pt-px text-xs text-zinc-500 tabular-nums">
              {formatClock(segment.start)}
            </span>
            <p className="min-w-0 break-words text-zinc-900">{segment.text}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
