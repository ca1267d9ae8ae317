import { engineOfModel, type TTranscription } from '@whispy/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../shared/format-clock';
import { languageNamer } from '../../shared/language-name';
import { useFormatDateTime } from '../../shared/use-format-date-time';
import { Card } from '../../ui/card';
import { StatusBadge } from './status-badge';

function useLanguageName(): (code: string) => string {
  const { i18n } = useTranslation();
  return languageNamer(i18n.resolvedLanguage ?? 'en');
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2 text-sm">
      <dt className="text-zinc-600">{label}</dt>
      <dd className="text-right font-medium text-zinc-900">{children}</dd>
    </div>
  );
}

/**
 * The model that ran, and why when it is another engine's: the chosen engine had only its English model
 * and the recording was in another language (ADR 026).
 */
function ModelRow({
  transcription,
  languageName,
}: {
  transcription: TTranscription;
  languageName: (code: string) => string;
}) {
  const { t } = useTranslation();
  const ran = transcription.model ? engineOfModel(transcription.model) : null;
  const standIn = ran !== null && ran !== transcription.engine;
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2 text-sm">
      <dt className="text-zinc-600">{t('transcriptions.model')}</dt>
      <dd className="text-right font-medium text-zinc-900">{transcription.model}</dd>
      {standIn ? (
        <dd className="basis-full text-xs text-zinc-600">
          {t('transcriptions.modelStandIn', {
            asked: t(`upload.engines.${transcription.engine}.animal`),
            ran: t(`upload.engines.${ran}.animal`),
            language: languageName(transcription.detected_language ?? transcription.language),
          })}
        </dd>
      ) : null}
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
            fromLink={transcription.from_link}
          />
        </Row>
        <Row label={t('transcriptions.language')}>{asked}</Row>
        {transcription.detected_language ? (
          <Row label={t('transcriptions.detectedLanguage')}>
            {languageName(transcription.detected_language)}
          </Row>
        ) : null}
        {transcription.translate ? (
          <Row label={t('transcriptions.translation')}>{t('transcriptions.translatedToEnglish')}</Row>
        ) : null}
        <Row label={t('transcriptions.engine')}>{transcription.engine}</Row>
        {transcription.model ? <ModelRow transcription={transcription} languageName={languageName} /> : null}
        <Row label={t('transcriptions.columns.duration')}>
          <span className="tabular-nums">{formatDuration(transcription.duration)}</span>
        </Row>
        <Row label={t('transcriptions.columns.created_at')}>{formatDateTime(transcription.created_at)}</Row>
        <Row label={t('transcriptions.columns.owner')}>{transcription.owner.name}</Row>
      </dl>
    </Card>
  );
}
