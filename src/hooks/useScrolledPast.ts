import {useEffect, useState} from 'react';

/** True once the page is scrolled strictly more than `threshold` pixels. */
export function isScrolledPast(scrollY: number, threshold: number): boolean {
  return scrollY > threshold;
}

/**
 * Whether the window is scrolled past `threshold` px. Re-renders only when the
 * answer changes; reads the scroll position at most once per animation frame.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(isScrolledPast(window.scrollY, threshold));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}
