export function Spinner({ className = 'size-8' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-[3px] border-zinc-200 border-t-accent-600 ${className}`}
    />
  );
}
