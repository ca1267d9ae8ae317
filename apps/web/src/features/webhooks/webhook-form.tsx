import {
  type TWebhookEvent,
  type TWebhookWithSecret,
  WEBHOOK_LIMITS,
  ZWebhookEvent,
} from '@whispy/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidationError } from '../../api';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useCreateWebhook } from './webhooks-api';

type Props = { workspaceId: string; onCreated(webhook: TWebhookWithSecret): void };

/** A new endpoint: where it is, and which events it hears about (both at first). */
export function WebhookForm({ workspaceId, onCreated }: Props) {
  const { t } = useTranslation();
  const create = useCreateWebhook(workspaceId);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<TWebhookEvent[]>([...ZWebhookEvent.options]);
  const fields = isValidationError(create.error) ? create.error.fields : {};
  const eventsError = Object.entries(fields).find(([key]) => key.startsWith('events'))?.[1]?.[0];

  const toggle = (event: TWebhookEvent, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, event] : chosen.filter((one) => one !== event)));

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (created) => {
          setUrl('');
          onCreated(created);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('webhooks.url')}
        type="url"
        value={url}
        onChange={setUrl}
        error={fields.url?.[0]}
        maxLength={WEBHOOK_LIMITS.urlLength}
        placeholder="https://example.com/whispy"
      />
      <fieldset>
        <legend className="font-medium text-sm text-zinc-900">{t('webhooks.events')}</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {ZWebhookEvent.options.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm text-zinc-800">
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={(changed) => toggle(event, changed.target.checked)}
                className="size-4 accent-accent-600"
              />
              {t(`webhooks.eventNames.${event}`)}
            </label>
          ))}
        </div>
        {eventsError ? (
          <p role="alert" className="mt-1 text-red-700 text-sm">
            {eventsError}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={create.isPending}>
        {t('webhooks.add')}
      </Button>
    </form>
  );
}
