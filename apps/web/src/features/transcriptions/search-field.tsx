import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../ui/search-input';

/** Typing waits this long for a pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

type Props = { value: string; onSearch(value: string): void };

/** Search by name; `value` is the search in the URL, which back and reload may change under the field. */
export function SearchField({ value, onSearch }: Props) {
  const { t } = useTranslation();
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
    <SearchInput
      label={t('transcriptions.search')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={t('transcriptions.search')}
      className="w-full sm:max-w-xs"
    />
  );
}
