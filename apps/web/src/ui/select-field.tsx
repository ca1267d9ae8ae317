import { useId } from 'react';

type Props<V extends string> = {
  label: string;
  /** Said to screen readers only, where what is around it already says what the choice is. */
  hideLabel?: boolean;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange(value: V): void;
  disabled?: boolean;
  className?: string;
};

/** A labelled native select: keyboard and phone friendly as it is. */
export function SelectField<V extends string>({
  label,
  hideLabel = false,
  value,
  options,
  onChange,
  disabled,
  className,
}: Props<V>) {
  const selectId = useId();
  return (
    <div className={className}>
      <label
        htmlFor={selectId}
        className={hideLabel ? 'sr-only' : 'mb-1.5 block font-medium text-sm text-zinc-900'}
      >
        {label}
      </label>
      <select
        id={selectId}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className="h-10 w-full rounded-lg border border-zinc-300 bg-white px-2 text-sm text-zinc-900 focus-visible:border-accent-600 disabled:opacity-60 sm:h-9"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
