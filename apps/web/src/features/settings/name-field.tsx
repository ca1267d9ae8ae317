import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/text-field';

type Props = { value: string; onChange(value: string): void; error?: string };

/** The "Name" field of the workspace and user forms, red with its message when rejected. */
export function NameField({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('settings.name')}
      value={value}
      onChange={onChange}
      error={error}
      maxLength={120}
      autoComplete="off"
    />
  );
}
