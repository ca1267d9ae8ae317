import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTurnstile } from './load-turnstile';

type Props = { siteKey: string; onToken(token: string | null): void };

/** Cloudflare Turnstile bot challenge; reports its token, or null when it expires or fails. */
export function TurnstileWidget({ siteKey, onToken }: Props) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    let widgetId: string | null = null;
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !container.current) return;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          language: i18n.resolvedLanguage,
          callback: (token) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(null),
          'error-callback': () => onTokenRef.current(null),
        });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (widgetId !== null) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, i18n.resolvedLanguage]);

  return (
    <div>
      <div ref={container} className="min-h-16" />
      {failed ? (
        <p role="alert" className="text-red-700 text-sm">
          {t('terms.challengeFailed')}
        </p>
      ) : null}
    </div>
  );
}
