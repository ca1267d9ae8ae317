import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 font-medium text-amber-800 text-xs ring-1 ring-amber-200 ring-inset">
      <Sparkles aria-hidden="true" className="size-3.5" />
      {t('common.comingSoon')}
    </span>
  );
}
