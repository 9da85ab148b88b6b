import {act, renderHook} from '@testing-library/react';
import {isScrolledPast, useScrolledPast} from '@site/src/hooks/useScrolledPast';
import {NAV_COMPACT_THRESHOLD_PX} from '@site/src/constants';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', {value: y, configurable: true});
  window.dispatchEvent(new Event('scroll'));
}

describe('isScrolledPast', () => {
  it('is strictly more than the threshold', () => {
    expect(isScrolledPast(NAV_COMPACT_THRESHOLD_PX, NAV_COMPACT_THRESHOLD_PX)).toBe(false);
    expect(isScrolledPast(NAV_COMPACT_THRESHOLD_PX + 1, NAV_COMPACT_THRESHOLD_PX)).toBe(true);
    expect(isScrolledPast(0, NAV_COMPACT_THRESHOLD_PX)).toBe(false);
  });
});

describe('useScrolledPast', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo(0);
  });
  afterEach(() => jest.useRealTimers());

  it('follows the scroll position across the threshold, both ways', () => {
    const {result} = renderHook(() => useScrolledPast(80));
    expect(result.current).toBe(false);
    act(() => {
      scrollTo(81);
      jest.advanceTimersByTime(20);
    });
    expect(result.current).toBe(true);
    act(() => {
      scrollTo(80);
      jest.advanceTimersByTime(20);
    });
    expect(result.current).toBe(false);
  });

  it('reads the position already scrolled when it mounts', () => {
    scrollTo(500);
    const {result} = renderHook(() => useScrolledPast(80));
    expect(result.current).toBe(true);
  });
});
