import type { TTranscriptionLimits } from '@whispy/contracts';
import { Ban, Clock, HardDrive, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { minutesGone, storageNearlyFull, trialUsedUp } from './file-admission';
import { formatBytes } from './format-bytes';

const noticeClass = 'flex gap-3 rounded-lg p-4 text-sm ring-1 ring-inset';
const TONES = {
  accent: 'bg-accent-50 text-accent-800 ring-accent-100',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  refusal: 'bg-red-50 text-red-900 ring-red-200',
};

function Notice({
  icon,
  tone,
  children,
}: {
  icon: ReactNode;
  tone: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <div role="note" className={`${noticeClass} ${TONES[tone]}`}>
      {icon}
      <p>{children}</p>
    </div>
  );
}

/** Who can lift a limit: the plans where this server sells them, otherwise its administrator. */
function WayOut({ limits }: { limits: TTranscriptionLimits }) {
  const { t } = useTranslation();
  if (!limits.can_subscribe) return <> {t('upload.askAdministrator')}</>;
  return (
    <>
      {' '}
      <Link to="/onboarding/subscription/create" className="font-medium underline">
        {t('upload.trialPlans')}
      </Link>
    </>
  );
}

/** The trial's allowance, in as many words as it has limits. */
function trialKey(trial: NonNullable<TTranscriptionLimits['trial']>) {
  if (trial.minutes_per_transcription === null) return 'upload.trialCount';
  if (trial.transcriptions_allowed === null) return 'upload.trialCut';
  return 'upload.trial';
}

const iconClass = 'size-5 shrink-0';

/**
 * Before files are picked: what stops the workspace uploading (trial used up, minutes gone where none
 * can be bought), the trial's allowance, a workspace without minutes, or one nearly out of storage.
 */
export function UploadNotices({ limits }: { limits: TTranscriptionLimits }) {
  const { t, i18n } = useTranslation();
  const { trial, storage } = limits;
  const nearlyFull = storageNearlyFull(limits);
  const bytes = (count: number) => formatBytes(count, i18n.resolvedLanguage ?? 'en');
  const notices: ReactNode[] = [];
  if (trialUsedUp(limits)) {
    notices.push(
      <Notice key="trial-used-up" tone="refusal" icon={<Ban aria-hidden="true" className={iconClass} />}>
        {t('upload.trialUsedUp', { allowed: trial?.transcriptions_allowed })}
        <WayOut limits={limits} />
      </Notice>,
    );
  } else if (trial) {
    notices.push(
      <Notice key="trial" tone="accent" icon={<Sparkles aria-hidden="true" className={iconClass} />}>
        {t(trialKey(trial), {
          used: trial.transcriptions_used,
          allowed: trial.transcriptions_allowed,
          minutes: trial.minutes_per_transcription,
        })}
        {limits.can_subscribe ? <WayOut limits={limits} /> : null}
      </Notice>,
    );
  }
  if (minutesGone(limits)) {
    notices.push(
      <Notice key="minutes-gone" tone="refusal" icon={<Ban aria-hidden="true" className={iconClass} />}>
        {t('upload.minutesGone')}
        <WayOut limits={limits} />
      </Notice>,
    );
  } else if (limits.minutes_available === 0) {
    notices.push(
      <Notice key="no-minutes" tone="warning" icon={<Clock aria-hidden="true" className={iconClass} />}>
        {t('upload.noMinutes')}
      </Notice>,
    );
  }
  if (nearlyFull && storage) {
    notices.push(
      <Notice key="storage" tone="warning" icon={<HardDrive aria-hidden="true" className={iconClass} />}>
        {t('upload.storageNearlyFull', {
          used: bytes(storage.used_bytes),
          quota: bytes(storage.quota_bytes),
        })}
      </Notice>,
    );
  }
  return notices.length ? <div className="space-y-3">{notices}</div> : null;
}
