import { type ComponentProps, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchPagePath } from '../../shared/search-paths';
import { SearchInput } from '../../ui/search-input';

type Props = {
  initial?: string;
  /** Escape in the field (after it is cleared). */
  onEscape?(): void;
  inputProps?: Pick<ComponentProps<'input'>, 'ref' | 'aria-keyshortcuts'>;
  className?: string;
};

/** A search field that opens the results page on Enter; Escape clears it, then calls `onEscape`. */
export function SearchForm({ initial = '', onEscape, inputProps, className = '' }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) navigate(searchPagePath(q));
  };

  return (
    <search className={className}>
      <form onSubmit={submit}>
        <SearchInput
          label={t('search.label')}
          value={text}
          placeholder={t('search.placeholder')}
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            if (text) setText('');
            else onEscape?.();
          }}
          {...inputProps}
        />
      </form>
    </search>
  );
}
