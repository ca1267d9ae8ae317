import * as Popover from '@radix-ui/react-popover';
import type { TTranscription } from '@whispy/contracts';
import { ChevronDown, Download } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranscriptionScope } from '../../shared/transcription-keys';
import { Button } from '../../ui/button';
import { notify } from '../../ui/notify';
import { DOWNLOAD_FORMATS, downloadUrl, type TxtOptions } from './download-url';

type Props = {
  scope: TranscriptionScope;
  transcription: Pick<TTranscription, 'id' | 'speakers'>;
  /** Set while downloading would give a stale file (unsaved edits): choosing a format then says this. */
  blockedReason?: string | null;
};

function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(on: boolean): void;
}) {
  return (
    <label className="flex items-center gap-2 py-1 text-sm text-zinc-700">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-zinc-300 accent-accent-600"
      />
      {label}
    </label>
  );
}

/**
 * A "Download" button opening the formats. Each is a real link to the file, so the browser downloads
 * it with the session cookie and the name the server gives; TXT can leave out timestamps and speakers.
 */
export function DownloadMenu({ scope, transcription, blockedReason }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const hasSpeakers = transcription.speakers.length > 0;
  const [txt, setTxt] = useState<TxtOptions>({ timestamps: true, speakers: true });

  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    setOpen(false);
    if (!blockedReason) return;
    event.preventDefault();
    notify.error(blockedReason);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="secondary">
          <Download aria-hidden="true" className="size-4" />
          {t('downloads.button')}
          <ChevronDown aria-hidden="true" className="size-4 text-zinc-500" />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label={t('downloads.formatsLabel')}
          className="z-50 w-72 animate-fade-in rounded-xl border border-zinc-200 bg-white p-1 shadow-lg"
        >
          <ul>
            {DOWNLOAD_FORMATS.map((format) => (
              <li key={format}>
                <a
                  href={downloadUrl(scope, transcription.id, format, {
                    timestamps: txt.timestamps,
                    speakers: hasSpeakers && txt.speakers,
                  })}
                  download
                  onClick={choose}
                  className="flex items-baseline gap-3 rounded-lg px-3 py-2 text-sm hover:bg-zinc-100"
                >
                  <span className="w-12 font-semibold text-zinc-900">{format.toUpperCase()}</span>
                  {/* Not drawn between flex items, but it keeps the two words apart in the link's name. */}{' '}
                  <span className="text-zinc-600">{t(`downloads.formats.${format}`)}</span>
                </a>
                {format === 'txt' ? (
                  <fieldset className="mb-1 border-zinc-100 border-b pb-2 pl-18">
                    <legend className="sr-only">{t('downloads.txtOptions')}</legend>
                    <Checkbox
                      label={t('downloads.timestamps')}
                      checked={txt.timestamps}
                      onChange={(timestamps) => setTxt({ ...txt, timestamps })}
                    />
                    {hasSpeakers ? (
                      <Checkbox
                        label={t('downloads.speakers')}
                        checked={txt.speakers}
                        onChange={(speakers) => setTxt({ ...txt, speakers })}
                      />
                    ) : null}
                  </fieldset>
                ) : null}
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
