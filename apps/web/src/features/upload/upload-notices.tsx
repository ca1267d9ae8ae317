import type { TTranscriptionLimits } from '@whispy/contracts';
import { Clock, HardDrive, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storageNearlyFull } from './file-admission';
import { formatBytes } from './format-bytes';

const noticeClass = 'flex gap-3 rounded-lg p-4 text-sm ring-1 ring-inset';

/** The trial's allowance, a workspace without minutes or nearly out of storage, before files are picked. */
export function UploadNotices({ limits }: { limits: TTranscriptionLimits }) {
  const { t, i18n } = useTranslation();
  const { trial, storage } = limits;
  const nearlyFull = storageNearlyFull(limits);
  if (!trial && limits.minutes_available !== 0 && !nearlyFull) return null;
  const bytes = (count: number) => formatBytes(count, i18n.resolvedLanguage ?? 'en');
  return (
    <div className="space-y-3">
      {trial ? (
        <div role="note" className={`${noticeClass} bg-accent-50 text-accent-800 ring-accent-100`}>
          <Sparkles aria-hidden="true" className="size-5 shrink-0" />
          <p>
            {t('upload.trial', {
              used: trial.transcriptions_used,
              allowed: trial.transcriptions_allowed,
              minutes: trial.minutes_per_transcription,
            })}{' '}
            <Link to="/onboarding/subscription/create" className="font-medium underline">
              {t('upload.trialPlans')}
            </Link>
          </p>
        </div>
      ) : null}
      {limits.minutes_available === 0 ? (
        <div role="note" className={`${noticeClass} bg-amber-50 text-amber-900 ring-amber-200`}>
          <Clock aria-hidden="true" className="size-5 shrink-0" />
          <p>{t('upload.noMinutes')}</p>
        </div>
      ) : null}
      {nearlyFull && storage ? (
        <div role="note" className={`${noticeClass} bg-amber-50 text-amber-900 ring-amber-200`}>
          <HardDrive aria-hidden="true" className="size-5 shrink-0" />
          <p>
            {t('upload.storageNearlyFull', {
              used: bytes(storage.used_bytes),
              quota: bytes(storage.quota_bytes),
            })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
