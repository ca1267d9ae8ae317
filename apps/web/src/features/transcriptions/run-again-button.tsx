import * as Dialog from '@radix-ui/react-dialog';
import { choiceProblem, type TTranscription } from '@whispy/contracts';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { transcriptionPagePath } from '../../shared/transcription-keys';
import { Button } from '../../ui/button';
import { ModalLayer } from '../../ui/modal-layer';
import { EnginePicker, LanguageSelect, useEngineChoices } from '../upload';
import { useRunAgain } from './run-again';

type Props = { transcription: Pick<TTranscription, 'id' | 'engine' | 'language'> };

/** The engine and language of the new run, offered as on the upload page, and the button that starts it. */
function RunAgainForm({ transcription }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choices = useEngineChoices();
  const run = useRunAgain(transcription.id);
  const [engine, setEngine] = useState(transcription.engine);
  const [language, setLanguage] = useState(transcription.language);
  const choice = choices.data?.engines.find((candidate) => candidate.engine === engine);
  const runnable = choice !== undefined && choiceProblem(choice, language) === null;
  const start = () =>
    run.mutate(
      { engine, language },
      { onSuccess: ({ id }) => navigate(transcriptionPagePath('transcriptions', id)) },
    );
  return (
    <div className="mt-4 space-y-5">
      <LanguageSelect value={language} onChange={setLanguage} disabled={run.isPending} />
      {choices.data ? (
        <EnginePicker
          choices={choices.data}
          value={engine}
          language={language}
          onChange={setEngine}
          disabled={run.isPending}
        />
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary">{t('confirm.cancel')}</Button>
        </Dialog.Close>
        <Button onClick={start} disabled={!runnable || run.isPending}>
          {t('transcriptions.runAgainStart')}
        </Button>
      </div>
    </div>
  );
}

/**
 * "Run again" of a finished or failed transcription whose recording is kept: a new transcription with
 * another engine or language, which the page then opens; this one stays as it is (ADR 026).
 */
export function RunAgainButton({ transcription }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('transcriptions.runAgain')}
        </Button>
      </Dialog.Trigger>
      <ModalLayer>
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 animate-fade-in overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-semibold text-lg text-zinc-900">
            {t('transcriptions.runAgainTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-zinc-600">
            {t('transcriptions.runAgainDescription')}
          </Dialog.Description>
          {open ? <RunAgainForm transcription={transcription} /> : null}
        </Dialog.Content>
      </ModalLayer>
    </Dialog.Root>
  );
}
