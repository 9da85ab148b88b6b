import {createIdleQueue, IDLE_BUDGET_MS} from '@site/src/clientModules/idlePrefetch/idleQueue';

/** Idle periods run by hand: each call of `idle(ms)` runs the pending callback with that much time left. */
function fakeIdle() {
  let pending: ((deadline: {timeRemaining: () => number}) => void) | undefined;
  return {
    schedule: (callback: typeof pending) => {
      if (pending) throw new Error('scheduled twice');
      pending = callback;
    },
    get pending() {
      return pending !== undefined;
    },
    idle(ms: number, consume = 0) {
      const callback = pending!;
      pending = undefined;
      let left = ms;
      callback({timeRemaining: () => (left = Math.max(0, left - consume))});
    },
  };
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle, then each item in order', () => {
    const run = jest.fn();
    const idle = fakeIdle();
    const queue = createIdleQueue(run, idle.schedule);
    queue.add('/docs');
    queue.add('/news');
    expect(run).not.toHaveBeenCalled();
    idle.idle(50);
    expect(run.mock.calls).toEqual([['/docs'], ['/news']]);
    expect(idle.pending).toBe(false);
  });

  it('takes each item once', () => {
    const run = jest.fn();
    const idle = fakeIdle();
    const queue = createIdleQueue(run, idle.schedule);
    expect(queue.add('/docs')).toBe(true);
    expect(queue.add('/docs')).toBe(false);
    idle.idle(50);
    expect(queue.add('/docs')).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
    expect(idle.pending).toBe(false);
  });

  it('stops when the idle period runs out and goes on in the next one', () => {
    const run = jest.fn();
    const idle = fakeIdle();
    const queue = createIdleQueue(run, idle.schedule);
    for (const path of ['/a', '/b', '/c', '/d']) queue.add(path);
    // Each check of the time left uses 5 ms of a 9 ms period: two items, then the period is over.
    idle.idle(9, 5);
    expect(run.mock.calls).toEqual([['/a'], ['/b']]);
    expect(queue.size).toBe(2);
    expect(idle.pending).toBe(true);
    idle.idle(0);
    expect(run.mock.calls.at(-1)).toEqual(['/c']);
    idle.idle(50);
    expect(run.mock.calls.map(([path]) => path)).toEqual(['/a', '/b', '/c', '/d']);
    expect(idle.pending).toBe(false);
  });

  it('gives one batch at most its budget, however long the idle period', () => {
    const now = jest.spyOn(Date, 'now');
    let clock = 0;
    now.mockImplementation(() => clock);
    const run = jest.fn(() => {
      clock += 3;
    });
    const idle = fakeIdle();
    const queue = createIdleQueue(run, idle.schedule);
    for (let i = 0; i < 10; i++) queue.add(`/route-${i}`);
    idle.idle(1000);
    expect(run).toHaveBeenCalledTimes(Math.ceil(IDLE_BUDGET_MS / 3));
    expect(idle.pending).toBe(true);
    now.mockRestore();
  });
});
