import type { TTranscriptionDetail } from '@whispy/contracts';
import { ArrowLeft, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api';
import { Card } from '../../ui/card';
import { ErrorPage } from '../../ui/error-page';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { usePageTitle } from '../../ui/use-page-title';
import { DeleteTranscriptionButton } from './delete-transcription-button';
import { useLiveTranscriptionUpdates } from './live-transcription-updates';
import { ProcessingNotice } from './processing-notice';
import { PublicSwitch } from './public-switch';
import { RenameForm } from './rename-form';
import { SpeakersForm } from './speakers-form';
import { TranscriptView } from './transcript-view';
import { TranscriptionDetails } from './transcription-details';
import type { TranscriptionScope } from './transcription-keys';
import { useTranscription } from './transcription-query';

function TruncatedNotice({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation();
  return (
    <p className="mb-4 flex gap-2 rounded-lg bg-amber-50 p-3 text-amber-900 text-sm ring-1 ring-amber-200 ring-inset">
      <Info aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
      {t('transcriptions.truncated', { minutes: Math.round((seconds ?? 0) / 60) })}
    </p>
  );
}

function TranscriptionContent({
  transcription,
  scope,
}: {
  transcription: TTranscriptionDetail;
  scope: TranscriptionScope;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listPath = `/resource/${scope}`;
  // The public page is read-only even for the owner, who edits from their own list.
  const editable = scope === 'transcriptions' && transcription.editable;
  const completed = transcription.status === 'completed';

  return (
    <div className="mx-auto max-w-6xl">
      <Link
        to={listPath}
        className="mb-4 inline-flex items-center gap-1.5 rounded text-sm text-zinc-600 hover:text-zinc-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t(scope === 'transcriptions' ? 'transcriptions.backToList' : 'transcriptions.backToPublic')}
      </Link>
      <PageHeader
        title={transcription.name}
        actions={
          editable ? (
            <DeleteTranscriptionButton
              transcription={transcription}
              onDeleted={() => navigate(listPath, { replace: true })}
            />
          ) : null
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          {completed ? (
            <Card id="transcript" title={t('transcriptions.transcript')}>
              {transcription.truncated ? (
                <TruncatedNotice seconds={transcription.transcribed_seconds} />
              ) : null}
              <TranscriptView segments={transcription.segments ?? []} speakers={transcription.speakers} />
            </Card>
          ) : (
            <ProcessingNotice transcription={transcription} />
          )}
        </div>
        <div className="space-y-6">
          {editable ? (
            <Card id="transcription-settings" title={t('transcriptions.settings')}>
              <div className="space-y-5">
                <RenameForm key={transcription.name} transcription={transcription} />
                {/* Only a finished transcript is worth sharing. */}
                {completed ? <PublicSwitch transcription={transcription} /> : null}
              </div>
            </Card>
          ) : null}
          {editable && completed && transcription.speakers.length > 0 ? (
            <SpeakersForm
              key={transcription.speakers.map((speaker) => speaker.name).join('\n')}
              transcriptionId={transcription.id}
              speakers={transcription.speakers}
            />
          ) : null}
          <TranscriptionDetails transcription={transcription} />
        </div>
      </div>
    </div>
  );
}

function TranscriptionView({ scope }: { scope: TranscriptionScope }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const transcription = useTranscription(scope, id);
  useLiveTranscriptionUpdates();
  usePageTitle(transcription.data?.name ?? t(`resources.${scope}.show`));

  if (transcription.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" />
        <span className="sr-only">{t('loading.title')}</span>
      </div>
    );
  }
  if (transcription.isError) {
    if (transcription.error instanceof ApiError && transcription.error.status === 404) {
      return <ErrorPage notFound />;
    }
    return (
      <div role="alert" className="mx-auto max-w-md py-16 text-center">
        <p className="font-medium text-zinc-900">{t('transcriptions.openFailed')}</p>
      </div>
    );
  }
  return <TranscriptionContent transcription={transcription.data} scope={scope} />;
}

/** ResourceShow and ResourceEdit of transcriptions: the caller's own, editable when it owns it. */
export const TranscriptionPage = () => <TranscriptionView scope="transcriptions" />;

/** ResourceShow of public_transcriptions: read-only, whoever uploaded it. */
export const PublicTranscriptionPage = () => <TranscriptionView scope="public_transcriptions" />;
