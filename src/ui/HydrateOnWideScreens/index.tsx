import React, {useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {THEME_DESKTOP_BREAKPOINT_PX} from '@site/src/constants';
import StaticHold from '@site/src/ui/StaticHold';

/**
 * Parts of a page the theme shows only on wide screens (the docs sidebar, the
 * table of contents beside a doc), kept out of a phone's hydration.
 *
 * The theme renders them into the static HTML for every width (CSS hides them
 * on a phone), hydrates them, then removes them once it has measured the
 * window: on a phone, React built, hydrated and then unmounted a sidebar of
 * some 60 links and a table of contents nobody could see, in the page's
 * start-up. Here, when the page is hydrated on a screen at or below the
 * theme's breakpoint, React leaves the static HTML in place untouched
 * (src/ui/StaticHold) until the theme removes the part.
 * On a wide screen, and whenever the part is rendered after hydration (moving
 * between pages, a phone turned to landscape), it renders as the theme made it.
 */
export default function HydrateOnWideScreens({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  // Decided once, at the first render: hydration (isBrowser false in the browser) on a narrow window.
  const [leftStatic] = useState(() => !isBrowser && typeof window !== 'undefined' && window.innerWidth <= THEME_DESKTOP_BREAKPOINT_PX);
  return <StaticHold held={leftStatic}>{children}</StaticHold>;
}
