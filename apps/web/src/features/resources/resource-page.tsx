import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon';
import { ErrorPage } from '../../ui/error-page';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/use-page-title';
import { hasResourceView, type ResourceView } from './resource-registry';

function KnownResourcePage({ resource, view }: { resource: string; view: ResourceView }) {
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
  return <KnownResourcePage resource={resource} view={view} />;
}

export const ResourceIndexPage = () => <ResourcePage view="index" />;
export const ResourceCreatePage = () => <ResourcePage view="create" />;
export const ResourceShowPage = () => <ResourcePage view="show" />;
export const ResourceEditPage = () => <ResourcePage view="edit" />;
