import { FileAudio, FileVideo, RotateCcw, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { transcriptionPagePath } from '../../shared/transcription-keys';
import { Button, buttonClass } from '../../ui/button';
import { ProgressBar } from '../../ui/progress-bar';
import { formatBytes } from './format-bytes';
import type { UploadItem, UploadState } from './upload-queue';

type Props = {
  item: UploadItem;
  onRename(name: string): void;
  onCancel(): void;
  onRetry(): void;
  onRemove(): void;
};

const CANCELLABLE: readonly UploadState[] = ['queued', 'creating', 'uploading', 'reconnecting'];
const STATE_TONE: Partial<Record<UploadState, string>> = {
  reconnecting: 'text-amber-800',
  done: 'text-emerald-700',
  failed: 'text-red-700',
};

/** One file: its transcription name, size, progress and state, with what can be done to it now. */
export function UploadFileRow({ item, onRename, onCancel, onRetry, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const percent = Math.round(item.progress * 100);
  // One button either way: an upload under way is cancelled, any other row taken off the list.
  const cancellable = CANCELLABLE.includes(item.state);
  const Icon = item.file.type.startsWith('video/') ? FileVideo : FileAudio;
  const stateText =
    item.state === 'uploading' ? t('upload.state.uploading', { percent }) : t(`upload.state.${item.state}`);

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start">
      <Icon aria-hidden="true" className="hidden size-5 shrink-0 text-zinc-500 sm:mt-2 sm:block" />
      <div className="min-w-0 flex-1">
        <label htmlFor={nameId} className="sr-only">
          {t('upload.nameFor', { file: item.file.name })}
        </label>
        <input
          id={nameId}
          value={item.name}
          onChange={(event) => onRename(event.target.value)}
          readOnly={item.state !== 'ready' || item.resumes !== null}
          maxLength={200}
          className="h-9 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 read-only:border-transparent read-only:bg-transparent read-only:px-0 read-only:font-medium focus-visible:border-accent-600"
        />
        <p className="mt-1 flex gap-1 text-xs text-zinc-600">
          <span className="truncate">{item.file.name}</span>
          <span className="shrink-0">· {formatBytes(item.file.size, i18n.resolvedLanguage ?? 'en')}</span>
        </p>
        {item.large ? <p className="mt-1 text-amber-800 text-xs">{t('upload.largeFile')}</p> : null}
        {item.resumes && item.state === 'ready' ? (
          <p className="mt-1 text-xs text-zinc-600">{t('upload.resumes')}</p>
        ) : null}
        {item.state !== 'ready' ? (
          <ProgressBar
            progress={item.progress}
            label={t('upload.progressFor', { name: item.name })}
            failed={item.state === 'failed'}
            className="mt-2"
          />
        ) : null}
        <p aria-live="polite" className={`mt-1 text-xs ${STATE_TONE[item.state] ?? 'text-zinc-600'}`}>
          {stateText}
          {item.state === 'failed' && item.error ? `: ${item.error}` : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {item.state === 'done' && item.transcriptionId ? (
          <Link
            to={transcriptionPagePath('transcriptions', item.transcriptionId)}
            className={buttonClass('secondary', 'h-9')}
          >
            {t('upload.open')}
          </Link>
        ) : null}
        {item.state === 'failed' ? (
          <Button variant="secondary" className="h-9" onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('upload.retry')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          className="h-9"
          onClick={cancellable ? onCancel : onRemove}
          aria-label={t(cancellable ? 'upload.cancelNamed' : 'upload.removeNamed', { name: item.name })}
        >
          <X aria-hidden="true" className="size-4" />
          {t(cancellable ? 'upload.cancel' : 'upload.remove')}
        </Button>
      </div>
    </li>
  );
}
