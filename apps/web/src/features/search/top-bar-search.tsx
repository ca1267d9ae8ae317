import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SearchForm } from './search-form';

/** Where `/` types rather than searches. */
const TYPING = 'input, textarea, select, [contenteditable="true"]';

/**
 * The top bar's search across every transcript: a field on wide screens, a button that opens the field
 * over the bar on phones. `/` focuses it; Escape clears it, then leaves it.
 */
export function TopBarSearch() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();

  // A search opened a page: the phone's field has done its work.
  // biome-ignore lint/correctness/useExhaustiveDependencies: close when the page changes
  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const typing = event.target instanceof Element && event.target.closest(TYPING);
      if (event.key !== '/' || typing || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      setOpen(true);
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const leave = () => {
    input.current?.blur();
    if (open) {
      setOpen(false);
      opener.current?.focus();
    }
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('search.open')}
        className="inline-flex size-9 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 sm:hidden"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      <div
        className={
          open
            ? 'fixed inset-x-0 top-0 z-50 flex h-14 items-center gap-2 border-zinc-200 border-b bg-white px-3 sm:static sm:h-auto sm:border-0 sm:p-0'
            : 'hidden sm:block'
        }
      >
        <SearchForm
          onEscape={leave}
          className="min-w-0 flex-1 sm:w-56 lg:w-72"
          inputProps={{ ref: input, 'aria-keyshortcuts': '/' }}
        />
        {open ? (
          <button
            type="button"
            onClick={leave}
            aria-label={t('search.close')}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 sm:hidden"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
    </>
  );
}
