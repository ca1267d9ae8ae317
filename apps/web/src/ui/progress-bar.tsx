/**
 * A thin bar of how far something has come (0..1), announced as a percentage; red once it failed. The
 * caller places it (`className`: a margin in a file row, a minimum width beside a status badge).
 */
export function ProgressBar({
  progress,
  label,
  failed = false,
  className = '',
}: {
  progress: number;
  label: string;
  failed?: boolean;
  className?: string;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={`h-1.5 overflow-hidden rounded-full bg-zinc-200 ${className}`}
    >
      <div
        className={`h-full rounded-full transition-[width] ${failed ? 'bg-red-600' : 'bg-accent-600'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
