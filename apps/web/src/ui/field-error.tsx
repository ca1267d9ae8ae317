/** A form field's error, under it; `id` is what the field's `aria-describedby` names. Nothing without one. */
export function FieldError({ id, children }: { id: string; children: string | null | undefined | false }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-red-700 text-sm">
      {children}
    </p>
  );
}
