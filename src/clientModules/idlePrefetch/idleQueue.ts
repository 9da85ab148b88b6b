/** A queue worked through in the browser's idle periods (see ./index.ts). */
import type {IdleTime} from '@site/src/ui/whenIdle';

/** How much of an idle period one batch may use, in milliseconds. */
export const IDLE_BUDGET_MS = 4;

export type ScheduleIdle = (callback: (deadline: IdleTime) => void) => void;

/**
 * A queue of items handed to `run` in idle periods: each item once, in the
 * order asked, and only while the idle period has time left and the budget
 * lasts (at least one per period, so the queue always drains).
 */
export function createIdleQueue<Item>(run: (item: Item) => void, scheduleIdle: ScheduleIdle) {
  const waiting: Item[] = [];
  const seen = new Set<Item>();
  let scheduled = false;

  const drain = (deadline: IdleTime) => {
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
    add(item: Item): boolean {
      if (seen.has(item)) return false;
      seen.add(item);
      waiting.push(item);
      schedule();
      return true;
    },
    get size() {
      return waiting.length;
    },
  };
}
