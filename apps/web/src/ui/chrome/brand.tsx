import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../use-page-title';

export function LogoMark({ className = 'size-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path
        d="M8 13v6M12.5 10v12M17 12v8M21.5 9v14M26 14v4"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function BetaBadge() {
  const { t } = useTranslation();
  return (
    <span className="rounded-md bg-accent-50 px-1.5 py-0.5 font-semibold text-[0.6875rem] text-accent-700 tracking-wide ring-1 ring-accent-100 ring-inset">
      {t('app.beta')}
    </span>
  );
}

/** App name with its BETA badge. */
export function Brand() {
  return (
    <span className="flex items-center gap-2">
      <LogoMark />
      <span className="font-semibold text-lg text-zinc-900 tracking-tight">{APP_NAME}</span>
      <BetaBadge />
    </span>
  );
}
