import {renderHook} from '@testing-library/react';
import {useCurrentYear} from '@site/src/hooks/useCurrentYear';
import {browserState} from './mocks/useIsBrowser';

describe('useCurrentYear', () => {
  afterEach(() => {
    browserState.hydrated = true;
  });

  it('shows the build year in the static HTML, whatever the clock says', () => {
    browserState.hydrated = false;
    const {result} = renderHook(() => useCurrentYear(2026, () => new Date('2031-06-01')));
    expect(result.current).toBe(2026);
  });

  it('shows the visitor’s year once hydrated, so a new year needs no rebuild', () => {
    const {result} = renderHook(() => useCurrentYear(2026, () => new Date('2031-01-01T00:00:05')));
    expect(result.current).toBe(2031);
  });
});
