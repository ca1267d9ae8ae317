import * as Popover from '@radix-ui/react-popover';
import { TRANSCRIPT_LIMITS, type TSpeaker } from '@whispy/contracts';
import { AudioLines, Pencil, Undo2, UserPlus, UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidationError } from '../../api';
import { Button } from '../../ui/button';
import { useSaveVoiceProfile, useUndoRecognition } from '../voice-profiles';
import { menuItemClass, SpeakerChoices } from './speaker-choices';
import { useSpeakerVoice } from './speaker-voices';
import type { RowActions } from './use-segment-editing';

type Props = {
  segmentId: number;
  speakerId: string | null;
  /** Of `speakerId`; null when the segment has no speaker. */
  name: string | null;
  speakers: readonly TSpeaker[];
  actions: RowActions;
};

const chipClass =
  'inline-flex h-10 max-w-40 items-center gap-1 truncate rounded-full px-2.5 text-xs font-semibold sm:h-7';

function NameForm({
  initial,
  submitLabel,
  onSubmit,
  label,
  busy = false,
  error,
}: {
  initial: string;
  submitLabel: string;
  onSubmit(name: string): void;
  /** Of the field; "Speaker name" unless said otherwise. */
  label?: string;
  busy?: boolean;
  /** Shown under the field (a refusal of the server). */
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') onSubmit(name.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap gap-2 p-1">
      <input
        // biome-ignore lint/a11y/noAutofocus: the field is what the user just asked for
        autoFocus
        value={name}
        onChange={(event) => setName(event.target.value)}
        onFocus={(event) => event.target.select()}
        maxLength={TRANSCRIPT_LIMITS.speakerName}
        aria-label={label ?? t('editor.speakerName')}
        aria-invalid={error ? true : undefined}
        className="h-10 min-w-0 flex-1 rounded-lg border border-zinc-300 px-3 text-sm focus-visible:border-accent-600 aria-[invalid]:border-red-600 sm:h-9"
      />
      <Button type="submit" disabled={name.trim() === '' || busy} className="h-10 px-3 sm:h-9">
        {submitLabel}
      </Button>
      {error ? (
        <p role="alert" className="w-full px-1 text-red-700 text-xs">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** The speaker chip of a turn: rename the speaker everywhere, move the turn to another or a new one. */
export function SpeakerMenu(props: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { speakerId, name } = props;
  const { recognised } = useSpeakerVoice(speakerId, name);
  const chipName = name ?? t('editor.noSpeaker');

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={t(recognised ? 'editor.speakerMenuRecognised' : 'editor.speakerMenu', { name: chipName })}
        className={`${chipClass} ${name ? 'bg-accent-50 text-accent-800' : 'bg-zinc-100 text-zinc-600'}`}
      >
        {recognised ? (
          <AudioLines aria-hidden="true" className="size-3.5 shrink-0" />
        ) : (
          <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
        )}
        <span className="truncate">{chipName}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 w-64 animate-fade-in rounded-xl border border-zinc-200 bg-white p-1 shadow-lg"
        >
          <SpeakerMenuContent {...props} done={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/**
 * What the open menu offers. Mounted only while the menu is open, with its voice-profile requests, so
 * that the rows of a long transcript mount quickly as it scrolls.
 */
function SpeakerMenuContent({
  segmentId,
  speakerId,
  name,
  speakers,
  actions,
  done,
}: Props & { done(): void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'menu' | 'rename' | 'new' | 'voice'>('menu');
  const others = speakers.filter((speaker) => speaker.id !== speakerId);
  const { voices, saved, recognised } = useSpeakerVoice(speakerId, name);
  const saveVoice = useSaveVoiceProfile();
  const undoRecognition = useUndoRecognition(voices?.transcriptionId ?? '');
  const voiceError = isValidationError(saveVoice.error)
    ? (saveVoice.error.fields.name?.[0] ?? saveVoice.error.fields.speaker?.[0])
    : undefined;

  return mode === 'rename' && speakerId !== null ? (
    <NameForm
      initial={name ?? ''}
      submitLabel={t('editor.rename')}
      onSubmit={(newName) => {
        actions.apply({ type: 'renameSpeaker', speakerId, name: newName });
        done();
      }}
    />
  ) : mode === 'new' ? (
    <NameForm
      initial={t('editor.newSpeakerName', { number: speakers.length + 1 })}
      submitLabel={t('editor.add')}
      onSubmit={(newName) => {
        actions.apply({ type: 'assignNewSpeaker', segmentId, name: newName });
        done();
      }}
    />
  ) : mode === 'voice' && speakerId !== null && voices ? (
    <NameForm
      initial={name ?? ''}
      label={t('editor.voiceProfileName')}
      submitLabel={t('editor.saveVoice')}
      busy={saveVoice.isPending}
      error={voiceError}
      onSubmit={(profileName) =>
        saveVoice.mutate(
          { transcription_id: voices.transcriptionId, speaker: speakerId, name: profileName },
          { onSuccess: done },
        )
      }
    />
  ) : (
    <div>
      {recognised && speakerId !== null ? (
        <div className="mb-1 border-zinc-100 border-b px-3 pt-1.5 pb-2 text-xs text-zinc-600">
          <p className="flex items-center gap-1.5 font-medium text-accent-800">
            <AudioLines aria-hidden="true" className="size-3.5" />
            {t('editor.recognised')}
          </p>
          <p className="mt-0.5">{t('editor.recognisedHint')}</p>
          {voices?.dirty ? (
            <p className="mt-1 text-amber-800">{t('editor.undoRecognitionSaveFirst')}</p>
          ) : null}
          <Button
            variant="secondary"
            className="mt-2 h-9 w-full px-3 text-xs"
            disabled={voices?.dirty || undoRecognition.isPending}
            onClick={() => undoRecognition.mutate(speakerId, { onSuccess: done })}
          >
            <Undo2 aria-hidden="true" className="size-3.5" />
            {t('editor.undoRecognition')}
          </Button>
        </div>
      ) : null}
      {speakerId !== null ? (
        <button type="button" className={menuItemClass} onClick={() => setMode('rename')}>
          <Pencil aria-hidden="true" className="size-4 text-zinc-500" />
          {t('editor.renameSpeaker')}
        </button>
      ) : null}
      {saved !== null && voices ? (
        <button type="button" className={menuItemClass} onClick={() => setMode('voice')}>
          <AudioLines aria-hidden="true" className="size-4 text-zinc-500" />
          {t('editor.saveVoiceAsProfile')}
        </button>
      ) : null}
      {others.length > 0 ? (
        <SpeakerChoices
          label={t('editor.moveTo')}
          speakers={others}
          onChoose={(otherId) => {
            actions.apply({ type: 'assignSpeaker', segmentId, speakerId: otherId });
            done();
          }}
        />
      ) : null}
      <button
        type="button"
        className={`${menuItemClass} border-zinc-100 border-t`}
        disabled={speakers.length >= TRANSCRIPT_LIMITS.speakers}
        onClick={() => setMode('new')}
      >
        <UserPlus aria-hidden="true" className="size-4 text-zinc-500" />
        {t('editor.newSpeaker')}
      </button>
    </div>
  );
}

/** The speaker of a turn where nothing may be changed. */
export function SpeakerLabel({ name }: { name: string }) {
  return (
    <span className={`${chipClass} bg-zinc-100 text-zinc-700`}>
      <span className="truncate">{name}</span>
    </span>
  );
}
