import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon';
import { ErrorPage } from '../../ui/error-page';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/use-page-title';
import { UserEditPage, WorkspaceEditPage } from '../settings';
import {
  PublicTranscriptionPage,
  PublicTranscriptionsPage,
  TranscriptionPage,
  TranscriptionsPage,
} from '../transcriptions';
import { UploadPage } from '../upload';
import { hasResourceView, type ResourceView } from './resource-registry';

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
  workspace: { edit: WorkspaceEditPage },
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
  return Page ? <Page /> : <ComingSoonPage resource={resource} view={view} />;
}

export const ResourceIndexPage = () => <ResourcePage view="index" />;
export const ResourceCreatePage = () => <ResourcePage view="create" />;
export const ResourceShowPage = () => <ResourcePage view="show" />;
export const ResourceEditPage = () => <ResourcePage view="edit" />;
