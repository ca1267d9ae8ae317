import type { TSpeaker } from '@whispy/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidationError } from '../../api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { useUpdateTranscription } from './update-transcription';

type Props = { transcriptionId: string; speakers: readonly TSpeaker[] };

/** Rename speakers; only the names that changed are sent. Remount (key) after the names change. */
export function SpeakersForm({ transcriptionId, speakers }: Props) {
  const { t } = useTranslation();
  const [names, setNames] = useState(() => Object.fromEntries(speakers.map((s) => [s.id, s.name])));
  const update = useUpdateTranscription(transcriptionId);
  const changed = Object.fromEntries(
    speakers
      .map((speaker) => [speaker.id, (names[speaker.id] ?? '').trim()] as const)
      .filter(([id, name]) => name !== '' && name !== speakers.find((s) => s.id === id)?.name),
  );
  const invalid = isValidationError(update.error);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ speakers: changed });
  };

  return (
    <Card
      id="transcription-speakers"
      title={t('transcriptions.speakers')}
      description={t('transcriptions.speakersHint')}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        {speakers.map((speaker) => (
          <label key={speaker.id} className="block text-sm">
            <span className="text-xs text-zinc-500">{speaker.id}</span>
            <input
              value={names[speaker.id] ?? ''}
              onChange={(event) => setNames({ ...names, [speaker.id]: event.target.value })}
              maxLength={100}
              aria-label={t('transcriptions.speakerName', { label: speaker.id })}
              aria-invalid={invalid ? true : undefined}
              className="mt-1 h-9 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 focus-visible:border-accent-600 aria-[invalid]:border-red-600"
            />
          </label>
        ))}
        {invalid ? <p className="text-red-700 text-sm">{t('transcriptions.saveInvalid')}</p> : null}
        <Button
          type="submit"
          className="h-9"
          disabled={Object.keys(changed).length === 0 || update.isPending}
        >
          {t('transcriptions.saveSpeakers')}
        </Button>
      </form>
    </Card>
  );
}
