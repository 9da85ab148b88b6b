import React, {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';

/** How far below the screen a tool starts loading. */
const NEAR_SCREEN = '600px 0px';

/**
 * A tool in a page that loads its code only when the reader nears it: the
 * page's own JavaScript carries this wrapper, not the tool. Until then (and
 * in the static HTML, and without JavaScript) the placeholder shows, at the
 * tool's height so that nothing moves when it arrives.
 */
export default function LoadWhenNear({
  load,
  minHeight,
  placeholderClassName,
  noScript,
}: {
  load: () => Promise<{default: ComponentType}>;
  minHeight: string;
  /** The placeholder's box (the tool's own frame, so that nothing changes but its content). */
  placeholderClassName: string | undefined;
  /** What the placeholder says when JavaScript is off: how to do without the tool. */
  noScript: string;
}): ReactNode {
  const [Tool, setTool] = useState<ComponentType | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || Tool) return undefined;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load().then((module) => !cancelled && setTool(() => module.default));
      },
      {rootMargin: NEAR_SCREEN},
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [Tool, load]);
  return (
    <div ref={box} style={{minHeight}}>
      {Tool ? (
        <Tool />
      ) : (
        <div className={placeholderClassName}>
          <noscript>{noScript}</noscript>
        </div>
      )}
    </div>
  );
}
