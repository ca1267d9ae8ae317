import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { CopyButton } from './copy-button';

type Props = {
  icon: LucideIcon;
  title: string;
  hint: string;
  /** What the server keeps only a hash of, so this is the one time it can be shown. */
  secret: string;
  copyLabel: string;
  copyFailedMessage: string;
  onDismiss(): void;
};

/** A secret just made (a token, an invitation link), shown once with a copy button. */
export function ShownOnceNotice({
  icon: Icon,
  title,
  hint,
  secret,
  copyLabel,
  copyFailedMessage,
  onDismiss,
}: Props) {
  const { t } = useTranslation();
  return (
    <div role="status" className="rounded-lg bg-emerald-50 p-4 ring-1 ring-emerald-200 ring-inset">
      <p className="flex items-center gap-2 font-medium text-emerald-900 text-sm">
        <Icon aria-hidden="true" className="size-4" />
        {title}
      </p>
      <p className="mt-1 text-emerald-900 text-sm">{hint}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <code className="min-w-0 flex-1 break-all rounded-md bg-white px-3 py-2 font-mono text-xs text-zinc-900 ring-1 ring-emerald-200">
          {secret}
        </code>
        <div className="flex gap-2">
          <CopyButton
            text={secret}
            label={copyLabel}
            copiedLabel={t('tokens.copied')}
            failedMessage={copyFailedMessage}
          />
          <Button variant="ghost" onClick={onDismiss} className="h-9">
            {t('tokens.done')}
          </Button>
        </div>
      </div>
    </div>
  );
}
