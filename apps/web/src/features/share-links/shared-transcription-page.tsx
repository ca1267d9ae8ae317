import type { TSharedTranscription } from '@whispy/contracts';
import { Eye, LinkIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api';
import { Card } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { APP_NAME, usePageTitle } from '../../ui/use-page-title';
import { DownloadMenu } from '../downloads';
import { type EditedTranscription, TranscriptEditor, useTranscriptEditor } from '../editor';
import { MediaPlayer, PlaybackProvider } from '../player';
import { useSharedTranscription } from './shared-transcription-query';

/** The editor has no id to name here: it is read-only, so nothing is drafted or saved under it. */
const NO_ID = '';

function SharedTranscript({ token, shared }: { token: string; shared: TSharedTranscription }) {
  const { t } = useTranslation();
  const transcript = useMemo<EditedTranscription>(
    () => ({
      id: NO_ID,
      version: shared.version,
      segments: shared.segments,
      speakers: shared.speakers.map((speaker) => ({ ...speaker, recognised: false })),
    }),
    [shared],
  );
  const editor = useTranscriptEditor(transcript, { readOnly: true });
  const source = { token };
  return (
    <PlaybackProvider>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="mb-2 inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-2.5 py-0.5 font-medium text-accent-800 text-xs ring-1 ring-accent-100 ring-inset">
            <Eye aria-hidden="true" className="size-3.5" />
            {t('shared.badge')}
          </p>
          <h1 className="break-words font-semibold text-2xl text-zinc-900 tracking-tight">{shared.name}</h1>
        </div>
        <DownloadMenu source={source} hasSpeakers={shared.speakers.length > 0} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <Card id="transcript" title={t('transcriptions.transcript')}>
            <TranscriptEditor editor={editor} />
          </Card>
        </div>
        <div>
          <MediaPlayer source={source} transcription={shared} />
        </div>
      </div>
    </PlaybackProvider>
  );
}

/** The link was revoked, has expired, its transcription was deleted, or it never was a link. */
function LinkGone() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <LinkIcon aria-hidden="true" className="mx-auto size-8 text-zinc-400" />
      <h1 className="mt-4 font-semibold text-2xl text-zinc-900 tracking-tight">{t('shared.goneTitle')}</h1>
      <p className="mt-3 text-zinc-600">{t('shared.goneDetail')}</p>
    </div>
  );
}

function SharedContent({ token }: { token: string }) {
  const { t } = useTranslation();
  const shared = useSharedTranscription(token);
  usePageTitle(shared.data?.name ?? '');

  if (shared.isError) {
    if (shared.error instanceof ApiError && shared.error.status === 404) return <LinkGone />;
    return (
      <p role="alert" className="mx-auto max-w-md py-16 text-center font-medium text-zinc-900">
        {t('shared.openFailed')}
      </p>
    );
  }
  // Disabled (a malformed token) is pending forever: nothing will come.
  if (shared.fetchStatus === 'idle' && shared.isPending) return <LinkGone />;
  if (shared.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" />
        <span className="sr-only">{t('loading.title')}</span>
      </div>
    );
  }
  return <SharedTranscript token={token} shared={shared.data} />;
}

/**
 * `/s/:token`: what a share link opens, without signing in. The transcript (read-only, with speakers and
 * timestamps), the player and the downloads, reached through the token alone. Kept out of search engines,
 * and no request from it tells another site its address.
 */
export function SharedTranscriptionPage() {
  const { token = '' } = useParams();
  return (
    <div className="min-h-dvh bg-zinc-50">
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <header className="border-zinc-200 border-b bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center px-4 sm:px-6">
          <span className="font-semibold text-zinc-900">{APP_NAME}</span>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <SharedContent key={token} token={token} />
      </div>
    </div>
  );
}
