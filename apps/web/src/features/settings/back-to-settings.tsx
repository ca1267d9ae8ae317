import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';

export function BackToSettings() {
  const { t } = useTranslation();
  return (
    <Link to="/settings" className={buttonClass('secondary')}>
      {t('settings.back')}
    </Link>
  );
}
