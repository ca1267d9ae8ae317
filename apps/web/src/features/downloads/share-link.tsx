import type { TTranscription } from '@whispy/contracts';
import { useTranslation } from 'react-i18next';
import { transcriptionPagePath } from '../../shared/transcription-keys';
import { CopyField } from '../../ui/copy-field';

/** The public page of a transcription on this server. */
export function publicUrl(id: string): string {
  return `${window.location.origin}${transcriptionPagePath('public_transcriptions', id)}`;
}

/** The address of a public transcription, ready to copy; nothing while it is private. */
export function ShareLink({ transcription }: { transcription: Pick<TTranscription, 'id' | 'public'> }) {
  const { t } = useTranslation();
  if (!transcription.public) return null;
  return (
    <CopyField
      label={t('downloads.share.label')}
      hint={t('downloads.share.hint')}
      value={publicUrl(transcription.id)}
    />
  );
}
