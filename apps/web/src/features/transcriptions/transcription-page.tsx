import type { TTranscriptionDetail, TTranscriptionLimit, TTranscriptionStatus } from '@whispy/contracts';
import { ArrowLeft, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api';
import { startAtOf } from '../../shared/search-paths';
import { type TranscriptionScope, transcriptionPagePath } from '../../shared/transcription-keys';
import { Card } from '../../ui/card';
import { ErrorPage } from '../../ui/error-page';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { usePageTitle } from '../../ui/use-page-title';
import { DownloadMenu, ShareLink } from '../downloads';
import { TranscriptEditor, UnsavedEditsGuard, useTranscriptEditor } from '../editor';
import { MediaPlayer, PlaybackProvider } from '../player';
import { ShareLinks } from '../share-links';
import { DeleteTranscriptionButton } from './delete-transcription-button';
import { formatSpokenLength } from './format-spoken-length';
import { useLiveTranscriptionUpdates } from './live-transcription-updates';
import { PartialTranscript } from './partial-transcript';
import { ProcessingNotice } from './processing-notice';
import { PublicSwitch } from './public-switch';
import { RenameForm } from './rename-form';
import { RunAgainButton } from './run-again-button';
import { TranscriptionDetails } from './transcription-details';
import { useTranscription } from './transcription-query';

function TruncatedNotice({ seconds, by }: { seconds: number | null; by: TTranscriptionLimit }) {
  const { t, i18n } = useTranslation();
  const length = formatSpokenLength(seconds ?? 0, i18n.resolvedLanguage ?? 'en');
  return (
    <p className="mb-4 flex gap-2 rounded-lg bg-amber-50 p-3 text-amber-900 text-sm ring-1 ring-amber-200 ring-inset">
      <Info aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
      {t(`transcriptions.truncated.${by}`, { length })}
    </p>
  );
}

/** What can be run again from its kept media: finished work, whether it succeeded or not. */
const RERUNNABLE = new Set<TTranscriptionStatus>(['completed', 'failed']);

type ContentProps = { transcription: TTranscriptionDetail; scope: TranscriptionScope };

/** Back link, title with its actions, the main column and the side column of settings and details. */
function TranscriptionLayout({
  transcription,
  scope,
  actions,
  main,
  side,
}: ContentProps & { actions: ReactNode; main: ReactNode; side?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listPath = transcriptionPagePath(scope);
  // The public page is read-only even for the owner, who edits from their own list.
  const editable = isEditable(transcription, scope);
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
          <div className="flex flex-wrap items-center gap-2">
            {actions}
            {editable && transcription.media_available && RERUNNABLE.has(transcription.status) ? (
              <RunAgainButton transcription={transcription} />
            ) : null}
            {editable ? (
              <DeleteTranscriptionButton
                transcription={transcription}
                onDeleted={() => navigate(listPath, { replace: true })}
              />
            ) : null}
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">{main}</div>
        <div className="space-y-6">
          {side}
          {editable ? (
            <Card id="transcription-settings" title={t('transcriptions.settings')}>
              <div className="space-y-5">
                <RenameForm key={transcription.name} transcription={transcription} />
                {/* Only a finished transcript is worth sharing. */}
                {completed ? (
                  <>
                    <PublicSwitch transcription={transcription} />
                    <ShareLink transcription={transcription} />
                    <ShareLinks transcriptionId={transcription.id} />
                  </>
                ) : null}
              </div>
            </Card>
          ) : null}
          <TranscriptionDetails transcription={transcription} />
        </div>
      </div>
    </div>
  );
}

const isEditable = (transcription: TTranscriptionDetail, scope: TranscriptionScope) =>
  scope === 'transcriptions' && transcription.editable;

/**
 * A finished transcript: the editor (read-only unless the caller's workspace owns it), the player in
 * the side column (a bar at the bottom of small screens), and downloads, blocked while edits are unsaved.
 */
function CompletedTranscription({ transcription, scope }: ContentProps) {
  const { t } = useTranslation();
  const editor = useTranscriptEditor(transcription, { readOnly: !isEditable(transcription, scope) });
  const [params] = useSearchParams();
  const source = { scope, id: transcription.id };
  return (
    <PlaybackProvider>
      <TranscriptionLayout
        transcription={transcription}
        scope={scope}
        actions={
          <DownloadMenu
            source={source}
            hasSpeakers={transcription.speakers.length > 0}
            blockedReason={editor.dirty ? t('downloads.saveFirst') : null}
          />
        }
        main={
          <Card id="transcript" title={t('transcriptions.transcript')}>
            {transcription.truncated_by ? (
              <TruncatedNotice seconds={transcription.transcribed_seconds} by={transcription.truncated_by} />
            ) : null}
            <TranscriptEditor editor={editor} startAt={startAtOf(params)} />
          </Card>
        }
        side={<MediaPlayer source={source} transcription={transcription} />}
      />
      {editor.readOnly ? null : <UnsavedEditsGuard unsaved={editor.dirty} />}
    </PlaybackProvider>
  );
}

function TranscriptionContent({ transcription, scope }: ContentProps) {
  if (transcription.status === 'completed') {
    return <CompletedTranscription key={transcription.id} transcription={transcription} scope={scope} />;
  }
  const partial = transcription.partial_segments ?? [];
  return (
    <TranscriptionLayout
      transcription={transcription}
      scope={scope}
      actions={null}
      main={
        <div className="space-y-6">
          <ProcessingNotice transcription={transcription} hasText={partial.length > 0} />
          {partial.length > 0 ? <PartialTranscript segments={partial} /> : null}
        </div>
      }
    />
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
