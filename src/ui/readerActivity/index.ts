/** What wakes a page up: the reader scrolls, points, touches, types or moves the focus. */
const ACTIVITY = ['scroll', 'wheel', 'pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'] as const;
let activity: Promise<void> | undefined;

/**
 * Resolves at the reader's first sign of activity on this page load: the
 * work a page can put off until someone is there (highlighting code,
 * src/ui/DeferredCodeBlock; keeping the developer hub offline,
 * src/features/offline). Listened to at the window in the capture phase, so a
 * scroll inside a scrolling block (a wide table, the sidebar) counts too.
 */
export function readerActive(): Promise<void> {
  activity ??= new Promise((resolve) => {
    const done = () => {
      for (const type of ACTIVITY) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of ACTIVITY) window.addEventListener(type, done, {capture: true, passive: true});
  });
  return activity;
}
