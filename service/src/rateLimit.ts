/**
 * Submissions per address in a fixed window, in memory: the addresses are
 * never stored or logged, and a window's counts go with it. Behind several
 * instances each counts its own share (README: the limit is per instance).
 */
export interface RateLimiter {
  /** Counts one request from `key`; the seconds to wait when it is over the limit, else 0. */
  hit: (key: string, now?: number) => number;
  stop: () => void;
}

export function createRateLimiter({count, windowMs}: {count: number; windowMs: number}): RateLimiter {
  const windows = new Map<string, {count: number; resetAt: number}>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, Math.max(windowMs, 1000));
  sweep.unref();
  return {
    hit(key, now = Date.now()) {
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = {count: 0, resetAt: now + windowMs};
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > count ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
    },
    stop: () => clearInterval(sweep),
  };
}
