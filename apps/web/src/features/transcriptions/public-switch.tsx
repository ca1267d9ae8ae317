import type { TTranscription } from '@whispy/contracts';
import { useTranslation } from 'react-i18next';
import { LabelledSwitch } from '../../ui/labelled-switch';
import { useUpdateTranscription } from './update-transcription';

/** Publishes or unpublishes at once: a switch saves on change, like a setting. */
export function PublicSwitch({ transcription }: { transcription: Pick<TTranscription, 'id' | 'public'> }) {
  const { t } = useTranslation();
  const update = useUpdateTranscription(transcription.id);
  return (
    <LabelledSwitch
      label={t('transcriptions.columns.public')}
      description={t('transcriptions.publicHint')}
      checked={transcription.public}
      onCheckedChange={(on) => update.mutate({ public: on })}
      disabled={update.isPending}
    />
  );
}
