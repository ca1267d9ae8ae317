import { Link2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { CopyField } from '../../ui/copy-field';
import { ShareLinkList } from './share-link-list';
import { useCreateShareLink } from './share-link-mutations';

/** The expiries offered, in days (the server takes any number of whole days up to a year). */
const EXPIRY_DAYS = [1, 7, 30] as const;
type Expiry = 'never' | `${(typeof EXPIRY_DAYS)[number]}`;
const EXPIRIES: readonly Expiry[] = ['never', ...EXPIRY_DAYS.map((days) => `${days}` as const)];

/**
 * The editor's share links: create one (with an optional expiry), copy its address, which is shown this
 * once, and list or revoke the transcription's links.
 */
export function ShareLinks({ transcriptionId }: { transcriptionId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const selectId = useId();
  const [expiry, setExpiry] = useState<Expiry>('30');
  const [created, setCreated] = useState<{ id: string; url: string } | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const create = useCreateShareLink(transcriptionId);

  const revoked = (linkId: string) => {
    // The address on show no longer works once its own link is revoked.
    setCreated((shown) => (shown?.id === linkId ? null : shown));
    // The pressed Revoke button went with its row: keyboard users carry on from Create instead of the page's
    // top. After the dialog has closed and given focus back, which it tries with the button that is gone.
    setTimeout(() => createButton.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { expires_in_days: expiry === 'never' ? null : Number(expiry) },
      { onSuccess: (link) => setCreated({ id: link.id, url: link.url }) },
    );
  };

  return (
    <section aria-labelledby={headingId} aria-describedby={hintId} className="space-y-3">
      <div>
        <h3 id={headingId} className="font-medium text-sm text-zinc-900">
          {t('shareLinks.title')}
        </h3>
        <p id={hintId} className="mt-0.5 text-xs text-zinc-600">
          {t('shareLinks.hint')}
        </p>
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="min-w-32 flex-1">
          <label htmlFor={selectId} className="mb-1 block text-sm text-zinc-700">
            {t('shareLinks.expiry')}
          </label>
          <select
            id={selectId}
            value={expiry}
            onChange={(event) => setExpiry(event.target.value as Expiry)}
            className="h-10 w-full rounded-lg border border-zinc-300 bg-white px-2 text-sm text-zinc-900 focus-visible:border-accent-600"
          >
            {EXPIRIES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`shareLinks.expiries.${choice}`)}
              </option>
            ))}
          </select>
        </div>
        <Button
          ref={createButton}
          type="submit"
          variant="secondary"
          className="h-10"
          disabled={create.isPending}
        >
          <Link2 aria-hidden="true" className="size-4" />
          {t('shareLinks.create')}
        </Button>
      </form>
      {created ? (
        <CopyField
          label={t('shareLinks.createdLabel')}
          hint={t('shareLinks.createdHint')}
          value={created.url}
        />
      ) : null}
      <ShareLinkList transcriptionId={transcriptionId} onRevoked={revoked} />
    </section>
  );
}
