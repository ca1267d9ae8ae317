import { type TEngineChoice, type TTranscriptionLanguage, translationProblem } from '@whispy/contracts';
import { useTranslation } from 'react-i18next';
import { LabelledSwitch } from '../../ui/labelled-switch';

type Props = {
  checked: boolean;
  /** The chosen engine as this server has it. */
  choice: TEngineChoice | undefined;
  language: TTranscriptionLanguage;
  onChange(checked: boolean): void;
  disabled?: boolean;
};

/** Whether the text of `choice` with `language` can be Whisper's English translation on this server. */
export const canTranslate = (choice: TEngineChoice | undefined, language: TTranscriptionLanguage) =>
  choice !== undefined && translationProblem(choice, language) === null;

/**
 * "Translate to English": Whisper writes English whatever is spoken. Only multilingual models translate, so
 * where the server has only English ones the switch is off and says why (ADR 030).
 */
export function TranslateSwitch({ checked, choice, language, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const available = canTranslate(choice, language);
  return (
    <LabelledSwitch
      label={t('upload.translate')}
      description={available ? t('upload.translateNote') : t('upload.translateUnavailable')}
      checked={checked && available}
      onCheckedChange={onChange}
      disabled={disabled || !available}
    />
  );
}
