import { SEARCH_MAX_LENGTH } from '@whispy/contracts';
import { Search } from 'lucide-react';
import { type ComponentProps, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchPagePath } from '../../shared/search-paths';

type Props = {
  initial?: string;
  /** Escape in the field (after it is cleared). */
  onEscape?(): void;
  inputProps?: ComponentProps<'input'>;
  className?: string;
};

/** A search field that opens the results page on Enter; Escape clears it, then calls `onEscape`. */
export function SearchForm({ initial = '', onEscape, inputProps, className = '' }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState(initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) navigate(searchPagePath(q));
  };

  return (
    <search className={className}>
      <form onSubmit={submit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
        />
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            if (text) setText('');
            else onEscape?.();
          }}
          className="h-9 w-full rounded-lg border border-zinc-300 bg-white pr-3 pl-9 text-sm text-zinc-900 placeholder:text-zinc-500 focus-visible:border-accent-600"
          {...inputProps}
        />
      </form>
    </search>
  );
}
