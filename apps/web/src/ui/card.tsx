import type { ReactNode } from 'react';

type Props = {
  title?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  id?: string;
};

/** A titled section on a page; its heading labels the region for assistive technology. */
export function Card({ title, description, actions, children, id }: Props) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-zinc-200 bg-white shadow-xs"
      id={id}
    >
      {title ? (
        <div className="flex flex-wrap items-start justify-between gap-3 border-zinc-100 border-b px-5 py-4">
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold text-base text-zinc-900">
              {title}
            </h2>
            {description ? <p className="mt-0.5 text-sm text-zinc-600">{description}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      <div className="px-5 py-4">{children}</div>
    </section>
  );
}
