import type { TEngineChoices } from '@whispy/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { EnginePicker } from './engine-picker';
import { KeepDataChoice } from './keep-data-choice';
import { LanguageSelect } from './language-select';
import { SpeakerCountPicker } from './speaker-count-picker';
import { SpeakerDetectionSwitch } from './speaker-detection-switch';
import { TranslateSwitch } from './translate-switch';
import type { UploadSettings } from './upload-queue';
import { VocabularyField } from './vocabulary-field';

type Props = {
  settings: Required<UploadSettings>;
  engines: TEngineChoices;
  onChange(patch: Partial<UploadSettings>): void;
  disabled: boolean;
};

/**
 * Language, engine, translation, speaker detection (with the number of speakers, when known), names and terms to listen for, and what happens to the media: they apply to every file of the batch.
 * Memoised, so that progress and typing in the file list do not re-render the long language list.
 */
export const UploadSettingsCard = memo(function UploadSettingsCard({
  settings,
  engines,
  onChange,
  disabled,
}: Props) {
  const { t } = useTranslation();
  return (
    <Card id="upload-settings" title={t('upload.settings')}>
      <div className="space-y-6">
        <LanguageSelect
          value={settings.language}
          onChange={(language) => onChange({ language })}
          disabled={disabled}
        />
        <EnginePicker
          choices={engines}
          value={settings.engine}
          language={settings.language}
          onChange={(engine) => onChange({ engine })}
          disabled={disabled}
        />
        <TranslateSwitch
          checked={settings.translate}
          choice={engines.engines.find((choice) => choice.engine === settings.engine)}
          language={settings.language}
          onChange={(translate) => onChange({ translate })}
          disabled={disabled}
        />
        <SpeakerDetectionSwitch
          checked={settings.diarization}
          available={engines.speaker_detection}
          onChange={(diarization) => onChange({ diarization })}
          disabled={disabled}
        />
        {settings.diarization && engines.speaker_detection && (
          <SpeakerCountPicker
            value={{ min_speakers: settings.min_speakers, max_speakers: settings.max_speakers }}
            onChange={onChange}
            disabled={disabled}
          />
        )}
        <VocabularyField
          initial={settings.vocabulary}
          onChange={(vocabulary) => onChange({ vocabulary })}
          disabled={disabled}
        />
        <KeepDataChoice
          keepData={settings.keepData}
          onChange={(keepData) => onChange({ keepData })}
          disabled={disabled}
        />
      </div>
    </Card>
  );
});
