/**
 * Stands in for @docusaurus/theme-common's lib/hooks/useWindowSize.js (see
 * ./index.ts): the same hook, except that its update after hydration ('ssr' →
 * 'mobile' or 'desktop') and on resize is a transition.
 */
import {startTransition, useEffect, useState} from 'react';
import {THEME_DESKTOP_BREAKPOINT_PX} from '../../constants';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

export function useWindowSize({desktopBreakpoint = THEME_DESKTOP_BREAKPOINT_PX}: {desktopBreakpoint?: number} = {}): WindowSize {
  // 'ssr' on the first render, as on the server, so hydration matches.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => startTransition(() => setWindowSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile'));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
