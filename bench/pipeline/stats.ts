/** The p-th percentile (0–100), interpolating between the two nearest samples as numpy does. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = sorted[Math.floor(rank)]!;
  const high = sorted[Math.ceil(rank)]!;
  return low + (high - low) * (rank - Math.floor(rank));
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** Rounds for the JSON report: enough digits to compare runs, not the float noise. */
export const round = (value: number, digits = 3) => Number(value.toFixed(digits));
