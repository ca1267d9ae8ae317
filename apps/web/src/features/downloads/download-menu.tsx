import * as Popover from '@radix-ui/react-popover';
import { EXPORT_FORMATS, EXPORT_OPTION_FORMATS, type TExportOptions } from '@whispy/contracts';
import { ChevronDown, Download } from 'lucide-react';
import { type MouseEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranscriptSource } from '../../shared/transcript-source';
import { Button } from '../../ui/button';
import { notify } from '../../ui/notify';
import { downloadUrl } from './download-url';

type Props = {
  source: TranscriptSource;
  /** Whether the transcript names speakers: only then is leaving their names out an option. */
  hasSpeakers: boolean;
  /** Set while downloading would give a stale file (unsaved edits): choosing a format then says this. */
  blockedReason?: string | null;
};

/** An option with the formats it changes beneath it ("TXT, DOCX, PDF"), in the reader's list style. */
function OptionCheckbox({
  option,
  label,
  checked,
  onChange,
}: {
  option: keyof TExportOptions;
  label: string;
  checked: boolean;
  onChange(on: boolean): void;
}) {
  const { i18n } = useTranslation();
  const hintId = useId();
  const formats = EXPORT_FORMATS.filter((format) => EXPORT_OPTION_FORMATS[option].includes(format));
  const hint = new Intl.ListFormat(i18n.language, { type: 'unit', style: 'short' }).format(
    formats.map((format) => format.toUpperCase()),
  );
  return (
    <div className="py-1">
      <label className="flex items-center gap-2 text-sm text-zinc-700">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
          className="size-4 rounded border-zinc-300 accent-accent-600"
        />
        {label}
      </label>
      <p id={hintId} className="pl-6 text-xs text-zinc-500">
        {hint}
      </p>
    </div>
  );
}

/**
 * A "Download" button opening the formats. Each is a real link to the file, so the browser downloads
 * it with the session cookie and the name the server gives. The options (timestamps, speaker names) go into
 * the links of the formats they change, as the contracts' `EXPORT_OPTION_FORMATS` says.
 */
export function DownloadMenu({ source, hasSpeakers, blockedReason }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<TExportOptions>({ timestamps: true, speakers: true });

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
            {EXPORT_FORMATS.map((format) => (
              <li key={format}>
                <a
                  href={downloadUrl(source, format, {
                    timestamps: options.timestamps,
                    speakers: hasSpeakers && options.speakers,
                  })}
                  download
                  onClick={choose}
                  className="flex items-baseline gap-3 rounded-lg px-3 py-2 text-sm hover:bg-zinc-100"
                >
                  <span className="w-12 font-semibold text-zinc-900">{format.toUpperCase()}</span>
                  {/* Not drawn between flex items, but it keeps the two words apart in the link's name. */}{' '}
                  <span className="text-zinc-600">{t(`downloads.formats.${format}`)}</span>
                </a>
              </li>
            ))}
          </ul>
          <fieldset className="mt-1 border-zinc-100 border-t px-3 pt-2 pb-1">
            <legend className="sr-only">{t('downloads.options')}</legend>
            <OptionCheckbox
              option="timestamps"
              label={t('downloads.timestamps')}
              checked={options.timestamps}
              onChange={(timestamps) => setOptions({ ...options, timestamps })}
            />
            {hasSpeakers ? (
              <OptionCheckbox
                option="speakers"
                label={t('downloads.speakers')}
                checked={options.speakers}
                onChange={(speakers) => setOptions({ ...options, speakers })}
              />
            ) : null}
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
