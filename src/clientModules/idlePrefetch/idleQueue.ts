/** A queue worked through in the browser's idle periods (see ./index.ts). */

/** How much of an idle period one batch may use, in milliseconds. */
export const IDLE_BUDGET_MS = 4;

export type IdleDeadline = {timeRemaining: () => number};
export type ScheduleIdle = (callback: (deadline: IdleDeadline) => void) => void;

/**
 * A queue of route paths handed to `run` in idle periods: each path once, in
 * the order asked, and only while the idle period has time left (at least one
 * per period, so the queue always drains).
 */
export function createIdleQueue(run: (routePath: string) => void, scheduleIdle: ScheduleIdle) {
  const waiting: string[] = [];
  const seen = new Set<string>();
  let scheduled = false;

  const drain = (deadline: IdleDeadline) => {
    scheduled = false;
    const started = Date.now();
    do {
      run(waiting.shift()!);
    } while (waiting.length > 0 && deadline.timeRemaining() > 0 && Date.now() - started < IDLE_BUDGET_MS);
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    scheduleIdle(drain);
  };

  return {
    add(routePath: string): boolean {
      if (seen.has(routePath)) return false;
      seen.add(routePath);
      waiting.push(routePath);
      schedule();
      return true;
    },
    get size() {
      return waiting.length;
    },
  };
}
