import type { TTranscription } from '@whispy/contracts';
import { Copy } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { transcriptionPagePath } from '../../shared/transcription-keys';
import { Button } from '../../ui/button';
import { notify } from '../../ui/notify';

/** The public page of a transcription on this server. */
export function publicUrl(id: string): string {
  return `${window.location.origin}${transcriptionPagePath('public_transcriptions', id)}`;
}

/** The address of a public transcription, ready to copy; nothing while it is private. */
export function ShareLink({ transcription }: { transcription: Pick<TTranscription, 'id' | 'public'> }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  if (!transcription.public) return null;
  const url = publicUrl(transcription.id);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('downloads.share.copied'));
    } catch {
      // The clipboard API exists only on HTTPS and localhost; a server on a LAN address is plain HTTP.
      input.current?.select();
      if (document.execCommand('copy')) notify.success(t('downloads.share.copied'));
      else notify.error(t('downloads.share.copyFailed'));
    }
  };

  return (
    <div>
      <label htmlFor={inputId} className="font-medium text-sm text-zinc-900">
        {t('downloads.share.label')}
      </label>
      <p id={hintId} className="mt-0.5 text-xs text-zinc-600">
        {t('downloads.share.hint')}
      </p>
      <div className="mt-2 flex gap-2">
        <input
          ref={input}
          id={inputId}
          readOnly
          value={url}
          aria-describedby={hintId}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-zinc-300 bg-zinc-50 px-3 py-2 text-sm text-zinc-800"
        />
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          {t('downloads.share.copy')}
        </Button>
      </div>
    </div>
  );
}
