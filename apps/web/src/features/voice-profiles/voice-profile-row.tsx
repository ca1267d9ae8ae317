import { type TVoiceProfile, VOICE_PROFILE_LIMITS } from '@whispy/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidationError } from '../../api';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useRenameVoiceProfile } from './change-voice-profile';

type Props = {
  profile: TVoiceProfile;
  formatDate(iso: string): string;
  onDelete(profile: TVoiceProfile): void;
};

/** One profile: its name and who saved it, renamed in place, deleted after a confirmation. */
export function VoiceProfileRow({ profile, formatDate, onDelete }: Props) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(profile.name);
  const rename = useRenameVoiceProfile();
  const fieldError = isValidationError(rename.error) ? rename.error.fields.name?.[0] : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === profile.name) return setRenaming(false);
    rename.mutate({ id: profile.id, name: name.trim() }, { onSuccess: () => setRenaming(false) });
  };

  if (renaming) {
    return (
      <li className="py-3">
        <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <TextField
            className="flex-1"
            label={t('voiceProfiles.nameLabel')}
            hideLabel
            compact
            // Focus goes to the field: renaming is what the user just asked for.
            autoFocus
            value={name}
            onChange={setName}
            onKeyDown={(event) => event.key === 'Escape' && setRenaming(false)}
            error={fieldError}
            maxLength={VOICE_PROFILE_LIMITS.name}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={name.trim() === '' || rename.isPending} className="h-10 sm:h-9">
              {t('voiceProfiles.saveName')}
            </Button>
            <Button variant="secondary" className="h-10 sm:h-9" onClick={() => setRenaming(false)}>
              {t('confirm.cancel')}
            </Button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium text-sm text-zinc-900">{profile.name}</p>
        <p className="mt-0.5 text-xs text-zinc-600">
          {profile.created_by
            ? t('voiceProfiles.savedBy', {
                name: profile.created_by.name,
                date: formatDate(profile.created_at),
              })
            : t('voiceProfiles.savedOn', { date: formatDate(profile.created_at) })}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          className="h-10 px-3 sm:h-9"
          onClick={() => {
            setName(profile.name);
            rename.reset();
            setRenaming(true);
          }}
          aria-label={t('voiceProfiles.renameNamed', { name: profile.name })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{t('voiceProfiles.rename')}</span>
        </Button>
        <Button
          variant="ghost"
          className="h-10 px-3 text-red-700 hover:bg-red-50 sm:h-9"
          onClick={() => onDelete(profile)}
          aria-label={t('voiceProfiles.deleteNamed', { name: profile.name })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{t('voiceProfiles.delete')}</span>
        </Button>
      </div>
    </li>
  );
}
