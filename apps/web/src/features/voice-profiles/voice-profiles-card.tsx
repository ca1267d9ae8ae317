import type { TVoiceProfile } from '@whispy/contracts';
import { AudioLines } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { notify } from '../../ui/notify';
import { Spinner } from '../../ui/spinner';
import { useDeleteVoiceProfile } from './change-voice-profile';
import { VoiceProfileRow } from './voice-profile-row';
import { useVoiceProfiles } from './voice-profiles-query';

function useFormatDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}

function ProfileList() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const profiles = useVoiceProfiles();
  const remove = useDeleteVoiceProfile();
  const [pending, setPending] = useState<TVoiceProfile | null>(null);

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => notify.success(t('messages.deleted')),
      onError: () => notify.error(t('messages.deleteFailed')),
      onSettled: () => setPending(null),
    });
  };

  if (profiles.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner className="size-6" />
        <span className="sr-only">{t('loading.title')}</span>
      </div>
    );
  }
  if (profiles.isError) {
    return (
      <div role="alert" className="py-4 text-sm">
        <p className="font-medium text-zinc-900">{t('table.loadFailedTitle')}</p>
        <p className="mt-1 text-zinc-600">{t('table.loadFailedDescription')}</p>
      </div>
    );
  }
  if (profiles.data.length === 0) {
    return (
      <div className="flex gap-3 py-2 text-sm text-zinc-600">
        <AudioLines aria-hidden="true" className="size-5 shrink-0 text-zinc-400" />
        <div>
          <p className="font-medium text-zinc-900">{t('voiceProfiles.emptyTitle')}</p>
          <p className="mt-1">{t('voiceProfiles.emptyHowTo')}</p>
        </div>
      </div>
    );
  }
  return (
    <>
      <ul aria-label={t('voiceProfiles.title')} className="divide-y divide-zinc-100">
        {profiles.data.map((profile) => (
          <VoiceProfileRow key={profile.id} profile={profile} formatDate={formatDate} onDelete={setPending} />
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        onConfirm={confirmDelete}
        title={pending ? t('voiceProfiles.deleteTitle', { name: pending.name }) : ''}
        description={t('voiceProfiles.deleteDescription')}
        busy={remove.isPending}
      />
    </>
  );
}

/**
 * Settings block "Voice profiles": the workspace's named voices, renamed and deleted here. Says plainly
 * that only voice fingerprints (embeddings) are kept, never audio.
 */
export function VoiceProfilesCard() {
  const { t } = useTranslation();
  return (
    <Card id="voice-profiles" title={t('voiceProfiles.title')} description={t('voiceProfiles.description')}>
      <ProfileList />
    </Card>
  );
}
