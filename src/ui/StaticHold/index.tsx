import React, {forwardRef, type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A part of the page React leaves as it is in the static HTML while `held`:
 * React is given an empty `dangerouslySetInnerHTML` with
 * `suppressHydrationWarning`, which hydration does not patch (as
 * src/ui/DeferredCodeBlock does for code). Once not held, the children render
 * over it. The wrapper is `display: contents`: no box of its own.
 */
const StaticHold = forwardRef<HTMLDivElement, {held: boolean; children: ReactNode} & {[attribute: `data-${string}`]: string}>(function StaticHold({held, children, ...data}, ref) {
  return held ? (
    <div ref={ref} className={styles.wrapper} {...data} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
  ) : (
    <div ref={ref} className={styles.wrapper} {...data}>
      {children}
    </div>
  );
});

export default StaticHold;
