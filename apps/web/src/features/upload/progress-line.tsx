/** A thin bar of how far a file has come (0..1), red once it failed. */
export function ProgressLine({
  progress,
  label,
  failed,
}: {
  progress: number;
  label: string;
  failed: boolean;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="mt-2 h-1.5 overflow-hidden rounded-full bg-zinc-200"
    >
      <div
        className={`h-full rounded-full transition-[width] ${failed ? 'bg-red-600' : 'bg-accent-600'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
