import {whenIdle, idle} from '@site/src/ui/whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('hands the callback to the browser’s idle callbacks, with the deadline, when there are some', () => {
    const requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      callback({didTimeout: false, timeRemaining: () => 12});
      return 1;
    });
    window.requestIdleCallback = requestIdleCallback;
    const callback = jest.fn();
    whenIdle(callback, 5000, {delayMs: 50, budgetMs: 4});
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {timeout: 5000});
    expect(callback.mock.calls[0][0].timeRemaining()).toBe(12);
  });

  it('without idle callbacks (older Safari), runs it after the fallback’s delay, with the fallback’s budget', () => {
    jest.useFakeTimers();
    expect(window.requestIdleCallback).toBeUndefined();
    const callback = jest.fn();
    whenIdle(callback, 5000, {delayMs: 50, budgetMs: 4});
    jest.advanceTimersByTime(49);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback.mock.calls[0][0].timeRemaining()).toBe(4);
  });

  it('as a promise, resolves at the idle moment', async () => {
    jest.useFakeTimers();
    const resolved = jest.fn();
    const done = idle(1000).then(resolved);
    await Promise.resolve();
    expect(resolved).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    await done;
    expect(resolved).toHaveBeenCalled();
  });
});
