import { choiceProblem, type TEngineChoices, type TTranscriptionLimits } from '@whispy/contracts';
import { CloudUpload } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { DropZone } from './drop-zone';
import { refusalBeforeReading } from './file-admission';
import { formatBytes } from './format-bytes';
import { LinkImportCard } from './link-import-card';
import type { RecorderDeps } from './microphone-recorder';
import { RecordControl } from './record-control';
import { recordingStamp } from './recording-format';
import { RecordingLeaveGuard } from './recording-leave-guard';
import { canTranslate } from './translate-switch';
import { UnfinishedRecordings } from './unfinished-recordings';
import { UploadFileRow } from './upload-file-row';
import { UploadNotices } from './upload-notices';
import type { UploadSettings } from './upload-queue';
import { UploadSettingsCard } from './upload-settings-card';
import { type RecordingTransport, useLiveRecording } from './use-live-recording';
import { useMicrophoneRecorder } from './use-microphone-recorder';
import { useSharedMedia } from './use-shared-media';
import { type UploadServices, useUploadQueue } from './use-upload-queue';

type Props = {
  limits: TTranscriptionLimits;
  engines: TEngineChoices;
  /** The workspace's glossary: the words each upload starts with (ADR 032). */
  glossary: string[];
  services?: Partial<UploadServices>;
  /** jsdom has no microphone: tests hand in a fake one. */
  recorderDeps?: RecorderDeps;
  /** …and no tus server for the recording's pieces. */
  recordingTransport?: RecordingTransport;
};

/** What a recording is to the limits before it exists: one more audio file. */
const A_RECORDING = { size: 1, type: 'audio/webm' };

/** The settings that apply to the batch, the files, and the button that starts them. */
export function UploadForm({ limits, engines, glossary, services, recorderDeps, recordingTransport }: Props) {
  const { t, i18n } = useTranslation();
  const { queue, items, busy } = useUploadQueue(services);
  const microphone = useMicrophoneRecorder(recorderDeps);
  const live = useLiveRecording(microphone.recorder, recordingTransport);
  useSharedMedia(queue, limits);
  const [settings, setSettings] = useState<Required<UploadSettings>>({
    language: 'auto',
    engine: engines.default_engine,
    diarization: false,
    min_speakers: null,
    max_speakers: null,
    keepData: true,
    translate: false,
    vocabulary: glossary,
  });
  const change = useCallback(
    (patch: Partial<UploadSettings>) => setSettings((current) => ({ ...current, ...patch })),
    [],
  );
  // The server would refuse it: an engine without the models for the chosen language.
  const chosen = engines.engines.find((choice) => choice.engine === settings.engine);
  const runnable = chosen !== undefined && !choiceProblem(chosen, settings.language);
  const ready = items.filter((item) => item.state === 'ready').length;
  const unfinished = items.filter((item) => item.state !== 'done' && item.state !== 'cancelled');
  const recordingRefused = refusalBeforeReading(A_RECORDING, unfinished.length, limits) !== null;
  // What the settings make of a file: diarization and translation only where this server can do them.
  const effective = (): UploadSettings => ({
    ...settings,
    diarization: settings.diarization && engines.speaker_detection,
    translate: settings.translate && canTranslate(chosen, settings.language),
  });

  return (
    <div className="space-y-6">
      <UploadNotices limits={limits} />
      <UploadSettingsCard settings={settings} engines={engines} onChange={change} disabled={busy} />
      <DropZone
        onFiles={(files) => void queue.addFiles(files, limits)}
        hint={t('upload.limits', {
          files: limits.max_files_per_batch,
          size: formatBytes(limits.max_file_bytes, i18n.resolvedLanguage ?? 'en'),
          minutes: limits.max_file_minutes,
        })}
      />
      <LinkImportCard settings={effective()} disabled={!runnable} />
      <UnfinishedRecordings recordingId={live.recordingId} />
      <RecordControl
        {...microphone}
        limits={limits}
        refused={recordingRefused || !runnable}
        upload={live.upload}
        onStart={() =>
          live.start(limits, {
            ...effective(),
            name: t('upload.record.fileName', { stamp: recordingStamp(new Date()) }),
          })
        }
      />
      <RecordingLeaveGuard active={microphone.snapshot.phase !== 'idle'} />
      {items.length > 0 ? (
        <Card id="upload-files" title={t('upload.files')}>
          <ul className="-my-4 divide-y divide-zinc-100">
            {items.map((item) => (
              <UploadFileRow
                key={item.key}
                item={item}
                onRename={(name) => queue.rename(item.key, name)}
                onCancel={() => queue.cancel(item.key)}
                onRetry={() => queue.retry(item.key)}
                onRemove={() => queue.remove(item.key)}
              />
            ))}
          </ul>
        </Card>
      ) : null}
      <div className="flex justify-end">
        <Button
          onClick={() => queue.start(effective())}
          disabled={ready === 0 || !runnable}
          className="w-full sm:w-auto"
        >
          <CloudUpload aria-hidden="true" className="size-4" />
          {t('upload.start')}
        </Button>
      </div>
    </div>
  );
}
