import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Typing waits this long for a pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

type Props = { value: string; onSearch(value: string): void };

/** Search by name; `value` is the search in the URL, which back and reload may change under the field. */
export function SearchField({ value, onSearch }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState(value);
  const lastSent = useRef(value);

  // Only a change that did not come from this field (back, a link) replaces what the user is typing.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = wanted;
      onSearch(wanted);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={inputId} className="sr-only">
        {t('transcriptions.search')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
      />
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={200}
        placeholder={t('transcriptions.search')}
        className="h-9 w-full rounded-lg border border-zinc-300 bg-white pr-3 pl-9 text-sm text-zinc-900 placeholder:text-zinc-500 focus-visible:border-accent-600"
      />
    </div>
  );
}
