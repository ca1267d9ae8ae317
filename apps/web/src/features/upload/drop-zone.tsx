import { CloudUpload } from 'lucide-react';
import { type DragEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/button';

type Props = { onFiles(files: File[]): void; disabled?: boolean; hint: ReactNode };

/** Drag and drop, or the file picker (a real file input, so keyboard and screen readers can open it). */
export function DropZone({ onFiles, disabled, hint }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <section
      aria-label={t('upload.dropZone')}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-dragging={dragging || undefined}
      className="flex flex-col items-center rounded-2xl border-2 border-zinc-300 border-dashed bg-white px-4 py-10 text-center transition-colors data-dragging:border-accent-600 data-dragging:bg-accent-50"
    >
      <CloudUpload aria-hidden="true" className="size-10 text-accent-600" />
      <p className="mt-3 font-medium text-sm text-zinc-900">{t('upload.dropHere')}</p>
      <input
        id={inputId}
        type="file"
        multiple
        accept="audio/*,video/*"
        disabled={disabled}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // Choosing the same file again after removing it must fire another change.
          event.target.value = '';
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className={buttonClass(
          'primary',
          'mt-4 cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-accent-600 peer-focus-visible:outline-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        )}
      >
        {t('upload.chooseFiles')}
      </label>
      <p className="mt-3 max-w-md text-xs text-zinc-600">{hint}</p>
    </section>
  );
}
