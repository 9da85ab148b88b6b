/**
 * The browser's next idle moment, for work a page does not need for its
 * first screen (keeping the offline hub, sweeping expired drafts, prefetching
 * the next pages' scripts): `callback` runs when the browser is idle, or
 * `deadlineMs` later at the latest, told how long it may still run. Browsers
 * without idle callbacks (older Safari) run it `fallback.delayMs` later, once
 * the current work is done, with `fallback.budgetMs` to spend.
 */

/** How long an idle callback may still run: the browser's IdleDeadline, or the fallback's budget. */
export interface IdleTime {
  timeRemaining: () => number;
}

/** Where there are no idle callbacks: how long to wait, then how long the callback may run. */
export interface IdleFallback {
  delayMs?: number;
  budgetMs?: number;
}

export function whenIdle(callback: (time: IdleTime) => void, deadlineMs: number, {delayMs = 0, budgetMs = 0}: IdleFallback = {}): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, {timeout: deadlineMs});
  else window.setTimeout(() => callback({timeRemaining: () => budgetMs}), delayMs);
}

/** whenIdle as a promise: resolves at the browser's next idle moment, or `deadlineMs` later at the latest. */
export function idle(deadlineMs: number): Promise<void> {
  return new Promise((resolve) => whenIdle(() => resolve(), deadlineMs));
}
