import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Spec §1: what every plan includes, plus its minutes a month. */
export function PlanFeatures({ minutesPerMonth }: { minutesPerMonth: number }) {
  const { t, i18n } = useTranslation();
  const minutes = new Intl.NumberFormat(i18n.resolvedLanguage).format(minutesPerMonth);
  const features = [
    t('billing.features.unlimited'),
    t('billing.features.minutes', { minutes }),
    t('billing.features.formats'),
    t('billing.features.cancelAnytime'),
  ];
  return (
    <ul aria-label={t('billing.features.title')} className="space-y-2 text-sm text-zinc-700">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
