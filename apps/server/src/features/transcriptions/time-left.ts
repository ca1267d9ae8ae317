/** Below this share of the work, the speed measured says little (the model may still be loading). */
const MIN_FRACTION = 0.02;
const MIN_ELAPSED_MS = 3_000;

/**
 * Seconds a job is expected to take still, from the speed it has kept since it started: the engine's
 * progress moves with the time its work takes (speaker detection included, ADR 027), so the part left
 * takes as long, share for share, as the part done. null while too little is done to say.
 */
export function secondsLeft(elapsedMs: number, fraction: number): number | null {
  if (fraction < MIN_FRACTION || elapsedMs < MIN_ELAPSED_MS) return null;
  if (fraction >= 1) return 0;
  return Math.round(((elapsedMs / 1000) * (1 - fraction)) / fraction);
}
