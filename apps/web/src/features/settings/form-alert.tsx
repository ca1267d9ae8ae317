import { useTranslation } from 'react-i18next';

/** Spec §8 form messages: red fields to check, or a save that failed for another reason. */
export function FormAlert({ invalid }: { invalid: boolean }) {
  const { t } = useTranslation();
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 px-3 py-2.5 text-red-800 text-sm ring-1 ring-red-200 ring-inset"
    >
      {invalid ? t('settings.checkFields') : t('settings.saveFailed')}
    </p>
  );
}
