import { type TCreateFromLink, ZMediaLink } from '@whispy/contracts';
import { Link2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidationError } from '../../api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { TextField } from '../../ui/text-field';
import { useImportFromLink } from './import-from-link';
import { LinkImportRow } from './link-import-row';

type Props = {
  /** The page's current settings, as an upload started now would use them. */
  settings: Omit<TCreateFromLink, 'url'>;
  /** Why no link can be started now (an engine without the language's models); null: it can. */
  disabled: boolean;
};

/** The server's reason for the link field (other refusals arrive as the client's toast). */
const fieldRefusalOf = (error: unknown) =>
  isValidationError(error) ? (error.fields.url?.[0] ?? Object.values(error.fields).flat()[0]) : undefined;

/**
 * "From a link": a direct http(s) link to an audio or video file, fetched by the server with the page's
 * settings (ADR 034). Each link given becomes a row that follows its transcription live.
 */
export function LinkImportCard({ settings, disabled }: Props) {
  const { t } = useTranslation();
  const [link, setLink] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [started, setStarted] = useState<{ id: string; link: string }[]>([]);
  const start = useImportFromLink();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const url = link.trim();
    const valid = ZMediaLink.safeParse(url).success;
    setInvalid(!valid);
    if (!valid) return;
    start.mutate(
      { ...settings, url },
      {
        onSuccess: ({ id }) => {
          setStarted((current) => [{ id, link: url }, ...current]);
          setLink('');
        },
      },
    );
  };

  return (
    <Card id="from-link" title={t('upload.link.title')} description={t('upload.link.description')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t('upload.link.label')}
          hideLabel
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={2048}
          placeholder={t('upload.link.placeholder')}
          value={link}
          onChange={(value) => {
            setLink(value);
            setInvalid(false);
            start.reset();
          }}
          error={invalid ? t('upload.link.invalid') : fieldRefusalOf(start.error)}
          compact
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={disabled || start.isPending || link.trim() === ''} className="sm:h-9">
          <Link2 aria-hidden="true" className="size-4" />
          {t('upload.link.start')}
        </Button>
      </form>
      {started.length > 0 ? (
        <ul aria-label={t('upload.link.started')} className="mt-2 divide-y divide-zinc-100">
          {started.map((entry) => (
            <LinkImportRow key={entry.id} {...entry} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
