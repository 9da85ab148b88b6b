import {useEffect, useState, type RefObject} from 'react';

/**
 * Milliseconds of counting elapsed for a block of figures, from 0 to
 * `durationMs`.
 *
 * - Static HTML, hydration, no IntersectionObserver, reduced motion:
 *   `durationMs` (the final figures, no counting).
 * - Otherwise, once hydrated: 0 until `threshold` of the block is visible, then
 *   counts up over `durationMs` on animation frames, once.
 *
 * If the visitor asks for reduced motion meanwhile, jumps to the end.
 */
export function useCountUp(block: RefObject<Element | null>, durationMs: number, threshold: number): number {
  const [elapsed, setElapsed] = useState(durationMs);

  useEffect(() => {
    const element = block.current;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    if (!element || typeof IntersectionObserver === 'undefined' || reducedMotion.matches) return undefined;

    let frame = 0;
    let started = false;
    const finish = () => {
      started = true;
      observer.disconnect();
      cancelAnimationFrame(frame);
      reducedMotion.removeEventListener('change', onMotionChange);
      setElapsed(durationMs);
    };
    const onMotionChange = () => {
      if (reducedMotion.matches) finish();
    };
    const start = () => {
      started = true;
      observer.disconnect();
      const startedAt = performance.now();
      const tick = () => {
        const sinceStart = Math.min(performance.now() - startedAt, durationMs);
        setElapsed(sinceStart);
        if (sinceStart < durationMs) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    // The first report comes right after observe(): start now if the block is
    // already visible enough, else show 0 until it is.
    const observer = new IntersectionObserver(
      (entries) => {
        if (started) return;
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) start();
        else setElapsed(0);
      },
      {threshold},
    );
    observer.observe(element);
    reducedMotion.addEventListener('change', onMotionChange);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      reducedMotion.removeEventListener('change', onMotionChange);
    };
  }, [block, durationMs, threshold]);

  return elapsed;
}
