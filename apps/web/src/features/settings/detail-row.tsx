import type { ReactNode } from 'react';

/** One "label: value" line of a settings block; belongs in a `<dl>`. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2 text-sm">
      <dt className="text-zinc-600">{label}</dt>
      <dd className="min-w-0 break-words font-medium text-zinc-900">{children}</dd>
    </div>
  );
}
