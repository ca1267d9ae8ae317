import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon';
import { ErrorPage } from '../../ui/error-page';
import { LoadingOverlay } from '../../ui/loading-overlay';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/use-page-title';
import { hasResourceView, type ResourceView } from './resource-registry';

/** A page that loads as its own chunk the first time one of its resource views opens. */
const lazyPage = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(async () => ({ default: (await load())[name] }));

const transcriptions = () => import('../../features/transcriptions');
// The lists and the transcript page are chunks of their own, apart from what the dashboard takes.
const transcriptionLists = async () => (await transcriptions()).loadTranscriptionLists();
const TranscriptionsPage = lazyPage(transcriptionLists, 'TranscriptionsPage');
const PublicTranscriptionsPage = lazyPage(transcriptionLists, 'PublicTranscriptionsPage');
const transcriptionPage = async () => (await transcriptions()).loadTranscriptionPage();
const TranscriptionPage = lazyPage(transcriptionPage, 'TranscriptionPage');
const PublicTranscriptionPage = lazyPage(transcriptionPage, 'PublicTranscriptionPage');
const UploadPage = lazyPage(() => import('../../features/upload'), 'UploadPage');
const settings = () => import('../../features/settings');
const WorkspaceEditPage = lazyPage(settings, 'WorkspaceEditPage');
const UserEditPage = lazyPage(settings, 'UserEditPage');
const workspacePages = async () => (await import('../../features/workspaces')).loadWorkspacePages();
const WorkspaceCreatePage = lazyPage(workspacePages, 'WorkspaceCreatePage');

/** The pages built so far; a view the registry knows but this table lacks is "coming soon". */
const PAGES: Record<string, Partial<Record<ResourceView, ComponentType>>> = {
  transcriptions: {
    index: TranscriptionsPage,
    create: UploadPage,
    show: TranscriptionPage,
    // The full editor comes later; until then the page offers rename, publish and speaker names.
    edit: TranscriptionPage,
  },
  public_transcriptions: { index: PublicTranscriptionsPage, show: PublicTranscriptionPage },
  workspace: { index: WorkspaceCreatePage, create: WorkspaceCreatePage, edit: WorkspaceEditPage },
  user: { edit: UserEditPage },
};

function ComingSoonPage({ resource, view }: { resource: string; view: ResourceView }) {
  const { t } = useTranslation();
  const title = t(`resources.${resource}.${view}`);
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={title} />
      <ComingSoon />
    </div>
  );
}

/** ResourceIndex / ResourceCreate / ResourceShow / ResourceEdit; unknown resources are not found. */
export function ResourcePage({ view }: { view: ResourceView }) {
  const { resource } = useParams();
  if (!resource || !hasResourceView(resource, view)) return <ErrorPage notFound />;
  const Page = PAGES[resource]?.[view];
  if (!Page) return <ComingSoonPage resource={resource} view={view} />;
  return (
    <Suspense fallback={<LoadingOverlay active />}>
      <Page />
    </Suspense>
  );
}

export const ResourceIndexPage = () => <ResourcePage view="index" />;
export const ResourceCreatePage = () => <ResourcePage view="create" />;
export const ResourceShowPage = () => <ResourcePage view="show" />;
export const ResourceEditPage = () => <ResourcePage view="edit" />;
