import type { ButtonHTMLAttributes } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { label: string };

/** A button that shows only an icon: labelled for assistive technology, 40 px square on touch screens. */
export function IconButton({ label, className = '', type = 'button', ...rest }: Props) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-accent-50 aria-pressed:text-accent-700 sm:size-9 [&_svg]:size-4 ${className}`}
      {...rest}
    />
  );
}
