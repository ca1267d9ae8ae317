import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingOverlay } from '../../ui/loading-overlay';
import { usePageTitle } from '../../ui/use-page-title';
import { useLogout } from './logout';

export function LogoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('logout.title'));
  const navigate = useNavigate();
  const { mutate } = useLogout();
  const started = useRef(false);

  useEffect(() => {
    // Once only, also under StrictMode's double effect.
    if (started.current) return;
    started.current = true;
    // On success the server's redirect leads to /auth/login; on failure the error toast has been shown.
    mutate(undefined, { onError: () => navigate('/auth/login', { replace: true }) });
  }, [mutate, navigate]);

  return <LoadingOverlay active title={t('logout.progress')} />;
}
