import type { TTranscription } from '@whispy/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../shared/format-clock';
import { useFormatDateTime } from '../../shared/use-format-date-time';
import { Card } from '../../ui/card';
import { StatusBadge } from './status-badge';

function useLanguageName(): (code: string) => string {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames(i18n.resolvedLanguage, { type: 'language', fallback: 'code' });
  return (code) => {
    try {
      return names.of(code) ?? code;
    } catch {
      // Codes Intl does not know (Whisper's `jw`) are shown as they are.
      return code;
    }
  };
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2 text-sm">
      <dt className="text-zinc-600">{label}</dt>
      <dd className="text-right font-medium text-zinc-900">{children}</dd>
    </div>
  );
}

export function TranscriptionDetails({ transcription }: { transcription: TTranscription }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const languageName = useLanguageName();
  const asked =
    transcription.language === 'auto'
      ? t('transcriptions.autoLanguage')
      : languageName(transcription.language);
  return (
    <Card id="transcription-details" title={t('transcriptions.details')}>
      <dl className="-my-2 divide-y divide-zinc-100">
        <Row label={t('transcriptions.columns.status')}>
          <StatusBadge
            status={transcription.status}
            progress={transcription.progress}
            remainingSeconds={transcription.remaining_seconds}
            align="end"
          />
        </Row>
        <Row label={t('transcriptions.language')}>{asked}</Row>
        {transcription.detected_language ? (
          <Row label={t('transcriptions.detectedLanguage')}>
            {languageName(transcription.detected_language)}
          </Row>
        ) : null}
        <Row label={t('transcriptions.engine')}>{transcription.engine}</Row>
        <Row label={t('transcriptions.columns.duration')}>
          <span className="tabular-nums">{formatDuration(transcription.duration)}</span>
        </Row>
        <Row label={t('transcriptions.columns.created_at')}>{formatDateTime(transcription.created_at)}</Row>
        <Row label={t('transcriptions.columns.owner')}>{transcription.owner.name}</Row>
      </dl>
    </Card>
  );
}
