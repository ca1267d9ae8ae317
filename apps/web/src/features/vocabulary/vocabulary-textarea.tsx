import { VOCABULARY_LIMITS } from '@whispy/contracts';
import { useId } from 'react';
import { FieldError } from '../../ui/field-error';

type Props = {
  label: string;
  hint: string;
  value: string;
  onChange(value: string): void;
  /** The server's message for the list: the box turns red and screen readers read it with the box. */
  error?: string | undefined;
  disabled?: boolean;
  readOnly?: boolean;
};

/** Names and terms, one per line: the form both the glossary and an upload's words take. */
export function VocabularyTextarea({ label, hint, value, onChange, error, disabled, readOnly }: Props) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const longest = VOCABULARY_LIMITS.entries * (VOCABULARY_LIMITS.entryLength + 1);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-sm text-zinc-900">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={5}
        maxLength={longest}
        spellCheck={false}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className="block w-full resize-y rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 placeholder:text-zinc-500 read-only:bg-zinc-50 focus-visible:border-accent-600 disabled:opacity-60 aria-[invalid]:border-red-600"
      />
      <p id={hintId} className="mt-1.5 text-sm text-zinc-600">
        {hint}
      </p>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
