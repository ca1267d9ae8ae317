import { AudioLines, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/use-page-title';
import { useIdentity } from '../identity';

/** Welcome and the first-transcription prompt; counts and recent lists arrive with the dashboard call. */
export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.title'));
  const { data: identity } = useIdentity();
  const firstName = identity?.user.name.split(' ')[0] ?? '';

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('dashboard.welcome', { name: firstName })} description={t('dashboard.subtitle')} />
      <section
        aria-labelledby="dashboard-empty-heading"
        className="flex flex-col items-center rounded-2xl border border-zinc-300 border-dashed bg-white px-6 py-14 text-center"
      >
        <span className="grid size-12 place-items-center rounded-xl bg-accent-50 text-accent-700">
          <AudioLines aria-hidden="true" className="size-6" />
        </span>
        <h2 id="dashboard-empty-heading" className="mt-4 font-semibold text-lg text-zinc-900">
          {t('dashboard.emptyTitle')}
        </h2>
        <p className="mt-2 max-w-md text-sm text-zinc-600 leading-relaxed">
          {t('dashboard.emptyDescription')}
        </p>
        <Link to="/resource/transcriptions/create" className={buttonClass('primary', 'mt-6')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('dashboard.newTranscription')}
        </Link>
      </section>
    </div>
  );
}
