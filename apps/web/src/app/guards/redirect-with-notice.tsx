import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../ui/notify';

type Props = { to: string; notice?: string | undefined };

/** Replaces the current entry with `to`, first showing `notice` (a translation key) as a warning toast. */
export function RedirectWithNotice({ to, notice }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    if (notice) notify.warning(t(notice));
    navigate(to, { replace: true });
  }, [to, notice, navigate, t]);
  return null;
}
