import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** Spec §9: the overlay stays mounted this long after it is deactivated, to fade out. */
export const OVERLAY_FADE_MS = 200;

type Props = { active: boolean; title?: string; subtitle?: string };

/** Full-screen loading overlay (spinner, title "loading", subtitle "please wait") that fades out over 200 ms. */
export function LoadingOverlay({ active, title, subtitle }: Props) {
  const { t } = useTranslation();
  const [mounted, setMounted] = useState(active);

  useEffect(() => {
    if (active) {
      setMounted(true);
      return;
    }
    const timer = setTimeout(() => setMounted(false), OVERLAY_FADE_MS);
    return () => clearTimeout(timer);
  }, [active]);

  if (!mounted) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-state={active ? 'open' : 'closed'}
      className={`fixed inset-0 z-50 grid place-items-center bg-white/80 backdrop-blur-sm transition-opacity duration-200 ${
        active ? 'animate-fade-in opacity-100' : 'opacity-0'
      }`}
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <Spinner className="size-10" />
        <p className="font-medium text-zinc-900 text-base">{title ?? t('loading.title')}</p>
        <p className="text-sm text-zinc-600">{subtitle ?? t('loading.subtitle')}</p>
      </div>
    </div>
  );
}
