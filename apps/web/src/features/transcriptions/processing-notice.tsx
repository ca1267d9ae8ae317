import type { TTranscription } from '@whispy/contracts';
import { CircleAlert, Clock, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../ui/progress-bar';
import { TimeLeft } from './time-left';

type Props = {
  transcription: Pick<TTranscription, 'status' | 'progress' | 'remaining_seconds' | 'failure'>;
  /** Some text is already made: it shows below, so the notice does not say "come back later". */
  hasText?: boolean;
};

/** Instead of the transcript while there is none: "come back later", or why there will be none. */
export function ProcessingNotice({ transcription, hasText = false }: Props) {
  const { t } = useTranslation();
  const { status, progress, remaining_seconds, failure } = transcription;

  if (status === 'failed' || status === 'expired') {
    return (
      <div role="alert" className="flex gap-3 rounded-xl bg-red-50 p-5 ring-1 ring-red-200 ring-inset">
        {status === 'failed' ? (
          <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
        ) : (
          <Clock aria-hidden="true" className="size-5 shrink-0 text-red-700" />
        )}
        <div className="text-sm">
          <p className="font-medium text-red-900">{t(`transcriptions.${status}Title`)}</p>
          <p className="mt-1 text-red-900">{failure ?? t(`transcriptions.${status}Description`)}</p>
        </div>
      </div>
    );
  }

  return (
    <div role="status" className="flex gap-3 rounded-xl bg-accent-50 p-5 ring-1 ring-accent-100 ring-inset">
      <Hourglass aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-zinc-900">
          {t(hasText ? 'transcriptions.partial.processingTitle' : 'transcriptions.processingTitle')}
        </p>
        <p className="mt-1 text-zinc-700">
          {t(
            hasText ? 'transcriptions.partial.processingDescription' : 'transcriptions.processingDescription',
          )}
        </p>
        <div className="mt-3 flex max-w-sm flex-col gap-1">
          <ProgressBar
            progress={progress}
            label={t(`transcriptions.status.${status}`)}
            className="w-full min-w-16"
          />
          {status === 'processing' ? <TimeLeft seconds={remaining_seconds} /> : null}
        </div>
      </div>
    </div>
  );
}
