import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import useIsBrowser from '@docusaurus/useIsBrowser';
import StaticHold from '@site/src/ui/StaticHold';

/** How far from the screen a part left as static HTML becomes React's (in the reader's scrolling direction or not). */
const NEAR_SCREEN = '50% 0px';

/** Whether the static HTML of the part marked `id` lies wholly below the window. */
function belowTheWindow(id: string): boolean {
  const first = document.querySelector(`[data-hydrate-near="${id}"]`)?.firstElementChild;
  return first ? first.getBoundingClientRect().top >= window.innerHeight : false;
}

/**
 * A part of a page that nobody sees at first (the home page's partner tiles,
 * the footer's links and offices), kept out of the page's hydration until the
 * reader comes near it.
 *
 * On a first visit, when the part's static HTML lies wholly below the window,
 * React leaves it in place untouched (src/ui/StaticHold, as
 * src/ui/HydrateOnWideScreens does): the page's controls respond without
 * waiting for it. Its links work meanwhile as the plain links they are in
 * the HTML. Once it comes within half a screen of the window, or the focus
 * moves into it (the Tab key; the focus is given back to the same element),
 * React renders it over the same HTML. On a screen it already shows, and
 * whenever the page is rendered after hydration (moving between pages), it
 * renders as usual.
 *
 * Only for parts whose behaviour needs no clock (a carousel's timer must
 * start with the page, not when the reader arrives), and not for parts under
 * `content-visibility: auto` (.render-when-near): the new elements lose the
 * size the browser remembered for the old ones, and what a reader jumped to
 * moves off the screen.
 */
export default function HydrateNearScreen({children}: {children: ReactNode}): ReactNode {
  const id = useId();
  const isBrowser = useIsBrowser();
  const box = useRef<HTMLDivElement>(null);
  // Decided at the first render: hydration (isBrowser false in the browser), from the static HTML's place.
  const [leftStatic, setLeftStatic] = useState(() => !isBrowser && typeof window !== 'undefined' && belowTheWindow(id));

  useEffect(() => {
    const element = box.current;
    if (!leftStatic || !element) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setLeftStatic(false), {rootMargin: NEAR_SCREEN});
    for (const child of Array.from(element.children)) observer.observe(child);
    const takeFocus = (event: FocusEvent) => {
      const index = Array.from(element.querySelectorAll('*')).indexOf(event.target as Element);
      flushSync(() => setLeftStatic(false));
      const same = element.querySelectorAll('*')[index];
      if (same instanceof HTMLElement) same.focus({preventScroll: true});
    };
    element.addEventListener('focusin', takeFocus);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', takeFocus);
    };
  }, [leftStatic]);

  return (
    <StaticHold ref={box} held={leftStatic} data-hydrate-near={id}>
      {children}
    </StaticHold>
  );
}
