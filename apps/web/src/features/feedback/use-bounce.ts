import { useEffect, useState } from 'react';

/** Spec §4, §9: the feedback button bounces for 300 ms, then rests for 1500 ms, over and over. */
export const BOUNCE_MS = 300;
export const REST_MS = 1500;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Whether the button is in its bouncing state now; always false for people who ask for less motion. */
export function useBounce(): boolean {
  const [bouncing, setBouncing] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let timer: ReturnType<typeof setTimeout>;
    const bounce = () => {
      setBouncing(true);
      timer = setTimeout(rest, BOUNCE_MS);
    };
    const rest = () => {
      setBouncing(false);
      timer = setTimeout(bounce, REST_MS);
    };
    timer = setTimeout(bounce, REST_MS);
    return () => clearTimeout(timer);
  }, []);
  return bouncing;
}
