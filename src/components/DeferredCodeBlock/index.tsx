import React, {lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

/** The theme's code block once its module has loaded on this page. */
let loaded: ComponentType<Props> | undefined;
const loadCodeBlock = () => import('@theme/CodeBlock').then((module) => (loaded = module.default));

/** On the server the module resolves before the HTML is written (Docusaurus waits for every Suspense boundary). */
const ServerCodeBlock = lazy(() => import('@theme/CodeBlock'));

/**
 * The theme's code block, with the highlighter's JavaScript kept out of the
 * page's first download (for pages whose code sits below the fold).
 *
 * The static HTML holds the sample fully highlighted. On a first visit, React
 * leaves that HTML alone (an empty `dangerouslySetInnerHTML` with
 * `suppressHydrationWarning` is not patched during hydration) until the sample
 * nears the screen; then the code block loads and takes over in one commit,
 * with its copy button. When moving between pages in the app, it loads at once.
 */
export default function DeferredCodeBlock(props: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [CodeBlock, setCodeBlock] = useState(() => loaded);
  const [firstVisit] = useState(() => typeof window !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true');

  useEffect(() => {
    if (CodeBlock) return undefined;
    let cancelled = false;
    const load = () => loadCodeBlock().then((component) => !cancelled && setCodeBlock(() => component));
    if (!firstVisit || !box.current) {
      void load();
      return () => (cancelled = true);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      {rootMargin: '600px 0px'},
    );
    observer.observe(box.current);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [CodeBlock, firstVisit]);

  if (CodeBlock) {
    return (
      <div ref={box} data-interactive="true">
        <CodeBlock {...props} />
      </div>
    );
  }
  if (typeof window === 'undefined') {
    return (
      <div ref={box} data-interactive="false">
        <Suspense fallback={null}>
          <ServerCodeBlock {...props} />
        </Suspense>
      </div>
    );
  }
  if (firstVisit) return <div ref={box} data-interactive="false" suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
  return (
    <div ref={box} data-interactive="false">
      <pre>
        <code>{props.children}</code>
      </pre>
    </div>
  );
}
