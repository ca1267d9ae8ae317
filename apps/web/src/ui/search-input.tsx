import { SEARCH_MAX_LENGTH } from '@whispy/contracts';
import { Search } from 'lucide-react';
import { type ComponentProps, useId } from 'react';

type Props = Omit<ComponentProps<'input'>, 'type' | 'id' | 'maxLength' | 'className'> & {
  /** Said to screen readers: the magnifier says it to everyone else. */
  label: string;
  className?: string;
};

/** A search field with its magnifier, as long as the server accepts a search to be. */
export function SearchInput({ label, className = '', ...input }: Props) {
  const inputId = useId();
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
      />
      <input
        {...input}
        id={inputId}
        type="search"
        maxLength={SEARCH_MAX_LENGTH}
        className="h-9 w-full rounded-lg border border-zinc-300 bg-white pr-3 pl-9 text-sm text-zinc-900 placeholder:text-zinc-500 focus-visible:border-accent-600"
      />
    </div>
  );
}
