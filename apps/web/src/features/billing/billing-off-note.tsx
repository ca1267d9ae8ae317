import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Said instead of plans and buttons when this server has no Stripe keys. */
export function BillingOffNote() {
  const { t } = useTranslation();
  return (
    <p className="flex items-start gap-2 rounded-lg bg-zinc-50 px-3 py-2.5 text-sm text-zinc-700 ring-1 ring-zinc-200 ring-inset">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-500" />
      {t('billing.unavailable')}
    </p>
  );
}
