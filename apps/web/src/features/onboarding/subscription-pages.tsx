import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../ui/coming-soon';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/use-page-title';

function Placeholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={title} />
      <ComingSoon />
    </div>
  );
}

/** Plan choice with a currency picker: arrives with billing. */
export function SubscriptionCreatePage() {
  return <Placeholder titleKey="onboarding.createTitle" />;
}

/** Thank-you after checkout: arrives with billing. */
export function SubscriptionSuccessPage() {
  return <Placeholder titleKey="onboarding.successTitle" />;
}
