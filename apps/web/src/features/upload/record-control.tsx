import type { TTranscriptionLimits } from '@whispy/contracts';
import { Mic, Pause, Play, Square } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { formatBytes } from './format-bytes';
import type { MicrophoneRecorder, RecorderNote, RecorderSnapshot } from './microphone-recorder';
import { formatElapsed } from './recording-format';
import type { RecordingUploadSnapshot } from './recording-upload';

type Props = {
  recorder: MicrophoneRecorder;
  snapshot: RecorderSnapshot;
  limits: TTranscriptionLimits;
  /** The page takes no more files now (the batch is full, or the workspace has no allowance left). */
  refused: boolean;
  /** How the recording's upload stands; null before the first recording. */
  upload: RecordingUploadSnapshot | null;
  onStart(): void;
};

/** Problems are alerts; a stop at a limit is news the user waits for, said politely. */
const PROBLEMS: readonly RecorderNote[] = [
  'denied',
  'no-device',
  'unsupported',
  'failed',
  'waiting-full',
  'refused',
];

/** Record, pause and stop, with the elapsed time against the longest file and the microphone's level. */
export function RecordControl({ recorder, snapshot, limits, refused, upload, onStart }: Props) {
  const { t, i18n } = useTranslation();
  const { phase, note } = snapshot;
  const maxSeconds = limits.max_file_minutes * 60;
  const active = phase === 'recording' || phase === 'paused';
  const controls = useRef<HTMLDivElement>(null);
  const wasActive = useRef(active);

  // The button pressed goes away when recording starts or stops: keyboard focus stays in the control,
  // on its first button (Pause, or Start recording again), unless the user has moved it elsewhere.
  useEffect(() => {
    if (wasActive.current === active) return;
    wasActive.current = active;
    const focused = document.activeElement;
    if (focused === document.body || controls.current?.contains(focused)) {
      controls.current?.querySelector('button')?.focus();
    }
  }, [active]);

  return (
    <Card id="upload-record" title={t('upload.record.title')} description={t('upload.record.description')}>
      <div ref={controls} className="flex flex-wrap items-center gap-3">
        {active ? (
          <>
            <p className="flex items-center gap-2 font-medium text-sm text-zinc-900" aria-live="polite">
              <span
                aria-hidden="true"
                className={`size-2.5 rounded-full ${phase === 'recording' ? 'animate-pulse bg-red-600' : 'bg-zinc-400'}`}
              />
              {t(phase === 'recording' ? 'upload.record.recording' : 'upload.record.paused')}
            </p>
            <p className="text-sm text-zinc-700 tabular-nums">
              <span className="sr-only">{t('upload.record.elapsed')} </span>
              {formatElapsed(snapshot.elapsedSeconds)} / {formatElapsed(maxSeconds)}
            </p>
            <LevelMeter level={snapshot.level} />
          </>
        ) : null}
        {upload ? <SavedUpTo upload={upload} active={active} /> : null}
        <div className="flex w-full flex-col gap-2 sm:ml-auto sm:w-auto sm:flex-row">
          {active ? (
            <>
              <Button
                variant="secondary"
                onClick={() => (phase === 'recording' ? recorder.pause() : recorder.resume())}
                className="w-full sm:w-auto"
              >
                {phase === 'recording' ? (
                  <Pause aria-hidden="true" className="size-4" />
                ) : (
                  <Play aria-hidden="true" className="size-4" />
                )}
                {t(phase === 'recording' ? 'upload.record.pause' : 'upload.record.resume')}
              </Button>
              <Button variant="danger" onClick={() => recorder.stop()} className="w-full sm:w-auto">
                <Square aria-hidden="true" className="size-4" />
                {t('upload.record.stop')}
              </Button>
            </>
          ) : (
            <Button onClick={onStart} disabled={phase === 'starting' || refused} className="w-full sm:w-auto">
              <Mic aria-hidden="true" className="size-4" />
              {t(phase === 'starting' ? 'upload.record.asking' : 'upload.record.start')}
            </Button>
          )}
        </div>
      </div>
      {refused && !active ? <p className="mt-3 text-sm text-zinc-600">{t('upload.record.refused')}</p> : null}
      {note ? (
        <p
          role={PROBLEMS.includes(note) ? 'alert' : 'status'}
          className="mt-3 text-sm text-zinc-700 data-problem:text-red-700"
          data-problem={PROBLEMS.includes(note) || undefined}
        >
          {t(`upload.record.notes.${note}`, {
            minutes: limits.max_file_minutes,
            size: formatBytes(limits.max_file_bytes, i18n.resolvedLanguage ?? 'en'),
            reason: upload?.failure ?? '',
          })}
        </p>
      ) : null}
    </Card>
  );
}

/**
 * How much of the recording the server holds: what a closed tab or a crash would keep. Offline, a warning
 * that recording goes on; after stop, until the last piece is up.
 */
function SavedUpTo({ upload, active }: { upload: RecordingUploadSnapshot; active: boolean }) {
  const { t } = useTranslation();
  if (upload.failure !== null || upload.finished) return null;
  const time = formatElapsed(upload.savedSeconds);
  if (upload.offline) {
    return (
      <p role="alert" className="w-full text-sm text-amber-800">
        {t('upload.record.offline', { time })}
      </p>
    );
  }
  if (!active && upload.waitingBytes === 0) return null;
  if (!active) return <p className="w-full text-sm text-zinc-600">{t('upload.record.saving')}</p>;
  return (
    <p className="w-full text-sm text-zinc-600 tabular-nums sm:w-auto">
      {t('upload.record.saved', { time })}
    </p>
  );
}

/** How loud the microphone is now: a bar a sighted user watches to see that it hears them. */
function LevelMeter({ level }: { level: number }) {
  const { t } = useTranslation();
  return (
    <meter
      aria-label={t('upload.record.level')}
      min={0}
      max={1}
      value={level}
      className="h-2 w-full sm:w-32"
    />
  );
}
