import { useTranslation } from 'react-i18next';
import { LabelledSwitch } from '../../ui/labelled-switch';

type Props = { checked: boolean; available: boolean; onChange(checked: boolean): void; disabled?: boolean };

/** Speaker detection (diarization) on or off; spec §9: it can make processing up to 3 times longer. */
export function SpeakerDetectionSwitch({ checked, available, onChange, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <LabelledSwitch
      label={t('upload.speakers')}
      description={available ? t('upload.speakersNote') : t('upload.speakersUnavailable')}
      checked={checked && available}
      onCheckedChange={onChange}
      disabled={disabled || !available}
    />
  );
}
