import { type ComponentProps, useId } from 'react';
import { FieldError } from './field-error';

type Props = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'id' | 'className'> & {
  label: string;
  /** Said to screen readers only, where the form around it already says what the field is. */
  hideLabel?: boolean;
  value: string;
  onChange(value: string): void;
  /** The server's message for the field: the field turns red and screen readers read it with the field. */
  error?: string;
  /** 40px on phones, 36px from 640px, to sit beside a button of that height. */
  compact?: boolean;
  className?: string;
};

/** A labelled single-line text field with its validation message under it. */
export function TextField({
  label,
  hideLabel = false,
  value,
  onChange,
  error,
  compact = false,
  className,
  ...input
}: Props) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className={hideLabel ? 'sr-only' : 'mb-1.5 block font-medium text-sm text-zinc-900'}
      >
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${compact ? 'h-10 sm:h-9' : 'h-10'} w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 placeholder:text-zinc-500 focus-visible:border-accent-600 aria-[invalid]:border-red-600`}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
