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
 * waiting for it. Once it comes within half a screen of the window, or the
 * focus moves into it (the Tab key: the focus is given back to the same
 * element), React renders it over the same HTML, never under a pressed
 * pointer (the click would reach no element); a click on a static link or
 * control is passed to React's, so a link moves within the app as it would
 * have. On a screen it already shows, and whenever the page is rendered after
 * hydration (moving between pages), it renders as usual.
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
    const all = () => Array.from(element.querySelectorAll('*'));
    /** React renders the part at once; returns its element where `target` stood in the static HTML. */
    const takeOver = (target?: Element): Element | undefined => {
      const index = target ? all().indexOf(target) : -1;
      flushSync(() => setLeftStatic(false));
      return index < 0 ? undefined : all()[index];
    };
    // Nothing is replaced under a pressed pointer: its click would reach no element. What comes meanwhile waits
    // for the task after the release (a message, which no test's fake clock holds back).
    let pressed = false;
    let waiting = false;
    const later = new MessageChannel();
    later.port1.onmessage = () => {
      pressed = false;
      if (waiting) takeOver();
    };
    const whenFree = () => {
      if (pressed) waiting = true;
      else takeOver();
    };
    const press = () => {
      pressed = true;
    };
    const release = () => later.port2.postMessage(null);
    // A click on a link or control of the static HTML is given to React's, which then does what it does
    // (a link moves within the app); one that opens a link elsewhere (a modifier key, another button) is the browser's.
    const passClick = (event: MouseEvent) => {
      const target = (event.target as Element).closest('a[href], button, summary, label, input, select, textarea');
      if (!target || event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const same = takeOver(target);
      if (same instanceof HTMLElement) {
        same.focus({preventScroll: true});
        same.click();
      }
    };
    // The focus moving in by keyboard: React's element takes it.
    const takeFocus = (event: FocusEvent) => {
      if (pressed) return;
      const same = takeOver(event.target as Element);
      if (same instanceof HTMLElement) same.focus({preventScroll: true});
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && whenFree(), {rootMargin: NEAR_SCREEN});
    for (const child of Array.from(element.children)) observer.observe(child);
    const listeners = [
      ['pointerdown', press],
      ['pointerup', release],
      ['pointercancel', release],
      ['click', passClick],
      ['focusin', takeFocus],
    ] as const;
    for (const [type, listener] of listeners) element.addEventListener(type, listener as EventListener, true);
    return () => {
      observer.disconnect();
      later.port1.close();
      for (const [type, listener] of listeners) element.removeEventListener(type, listener as EventListener, true);
    };
  }, [leftStatic]);

  return (
    <StaticHold ref={box} held={leftStatic} data-hydrate-near={id}>
      {children}
    </StaticHold>
  );
}
