/**
 * The arithmetic of the count-up figures, without React or the DOM, so that it
 * can be tested on its own.
 */

/** Fast at first, gentle at the end: the last digits settle instead of stopping dead. */
export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/**
 * The figure shown `elapsedMs` after counting started: 0 at the start, eased
 * towards `final`, rounded down to `decimals` digits so it never overshoots,
 * and exactly `final` from `durationMs` on.
 */
export function countUpValue(final: number, elapsedMs: number, durationMs: number, decimals = 0): number {
  if (elapsedMs >= durationMs) return final;
  if (elapsedMs <= 0) return 0;
  const scale = 10 ** decimals;
  return Math.floor(final * easeOutCubic(elapsedMs / durationMs) * scale) / scale;
}

