import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { usePageTitle } from '../../ui/use-page-title';
import { hasWorkspace, useIdentity } from '../identity';
import { useGlossary } from '../vocabulary';
import type { RecorderDeps } from './microphone-recorder';
import { UploadForm } from './upload-form';
import { useEngineChoices, useTranscriptionLimits } from './upload-queries';
import type { RecordingTransport } from './use-live-recording';
import type { UploadServices } from './use-upload-queue';

/** The parts tests replace: the network behind uploads, the microphone, and where recordings go. */
type Props = {
  services?: Partial<UploadServices>;
  recorderDeps?: RecorderDeps;
  recordingTransport?: RecordingTransport;
};

/** `/resource/transcriptions/create`: choose how to transcribe, add files, upload each as a transcription. */
export function UploadPage(props: Props) {
  const { t } = useTranslation();
  const title = t('resources.transcriptions.create');
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={title} description={t('upload.description')} />
      <UploadPageBody {...props} />
    </div>
  );
}

/** The form once the limits, the engines and the workspace's glossary are known. */
function UploadPageBody(props: Props) {
  const { data: identity } = useIdentity();
  if (!hasWorkspace(identity)) return null;
  return <UploadPageData {...props} workspaceId={identity.workspace.id} />;
}

function UploadPageData({ workspaceId, ...parts }: Props & { workspaceId: string }) {
  const { t } = useTranslation();
  const limits = useTranscriptionLimits();
  const engines = useEngineChoices();
  const glossary = useGlossary(workspaceId);
  if (limits.isError || engines.isError || glossary.isError) {
    return (
      <div role="alert" className="rounded-xl border border-zinc-200 bg-white p-5 text-sm">
        <p className="font-medium text-zinc-900">{t('table.loadFailedTitle')}</p>
        <p className="mt-1 text-zinc-600">{t('table.loadFailedDescription')}</p>
      </div>
    );
  }
  if (!limits.data || !engines.data || !glossary.data) {
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-8" />
        <span className="sr-only">{t('loading.title')}</span>
      </div>
    );
  }
  return (
    <UploadForm limits={limits.data} engines={engines.data} glossary={glossary.data.entries} {...parts} />
  );
}
