import { Copy } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { notify } from './notify';

/** A read-only address with its label, a hint and a button that copies it. */
export function CopyField({ label, hint, value }: { label: string; hint: string; value: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t('common.linkCopied'));
    } catch {
      // The clipboard API exists only on HTTPS and localhost; a server on a LAN address is plain HTTP.
      input.current?.select();
      if (document.execCommand('copy')) notify.success(t('common.linkCopied'));
      else notify.error(t('common.copyLinkFailed'));
    }
  };

  return (
    <div>
      <label htmlFor={inputId} className="font-medium text-sm text-zinc-900">
        {label}
      </label>
      <p id={hintId} className="mt-0.5 text-xs text-zinc-600">
        {hint}
      </p>
      <div className="mt-2 flex gap-2">
        <input
          ref={input}
          id={inputId}
          readOnly
          value={value}
          aria-describedby={hintId}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-zinc-300 bg-zinc-50 px-3 py-2 text-sm text-zinc-800"
        />
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          {t('common.copyLink')}
        </Button>
      </div>
    </div>
  );
}
