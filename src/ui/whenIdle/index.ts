/**
 * The browser's next idle moment, for work a page does not need for its
 * first screen (keeping the offline hub, sweeping expired drafts):
 * `callback` runs when the browser is idle, or `deadlineMs` later at the
 * latest. Browsers without idle callbacks (older Safari) run it after
 * `fallbackMs`, once the current work is done.
 */
export function whenIdle(callback: () => void, deadlineMs: number, fallbackMs = 0): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => callback(), {timeout: deadlineMs});
  else window.setTimeout(callback, fallbackMs);
}

/** whenIdle as a promise: resolves at the browser's next idle moment, or `deadlineMs` later at the latest. */
export function idle(deadlineMs: number): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, deadlineMs));
}
