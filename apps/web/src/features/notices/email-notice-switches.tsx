import type { TEmailNotices, TUpdateEmailNotices } from '@whispy/contracts';
import { useTranslation } from 'react-i18next';
import { LabelledSwitch } from '../../ui/labelled-switch';
import { Spinner } from '../../ui/spinner';
import { useEmailNotices, useUpdateEmailNotices } from './email-notices-query';

const CHOICES = [
  { key: 'when_ready', label: 'notices.emailReadyLabel', description: 'notices.emailReadyDescription' },
  { key: 'when_failed', label: 'notices.emailFailedLabel', description: 'notices.emailFailedDescription' },
] as const satisfies {
  key: keyof TUpdateEmailNotices & keyof TEmailNotices;
  label: string;
  description: string;
}[];

/** The user's email choices; switched off, with the reason, while the server has no mail relay. */
export function EmailNoticeSwitches({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const notices = useEmailNotices(userId);
  const update = useUpdateEmailNotices(userId);

  if (notices.isPending) {
    return (
      <div className="py-2">
        <Spinner className="size-5" />
        <span className="sr-only">{t('loading.title')}</span>
      </div>
    );
  }
  if (notices.isError) {
    return (
      <p role="alert" className="text-sm text-zinc-900">
        {t('table.loadFailedDescription')}
      </p>
    );
  }
  const { available, address } = notices.data;
  return (
    <div className="space-y-4">
      {CHOICES.map((choice) => (
        <LabelledSwitch
          key={choice.key}
          label={t(choice.label)}
          description={t(choice.description, { address })}
          checked={notices.data[choice.key]}
          onCheckedChange={(on) => update.mutate({ [choice.key]: on })}
          disabled={!available || update.isPending}
        />
      ))}
      {available ? null : <p className="text-sm text-zinc-600">{t('notices.emailUnavailable')}</p>}
    </div>
  );
}
