import React, {createContext, startTransition, useContext, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import type {Props} from '@theme/CodeBlock';
import {readerActive} from '@site/src/ui/readerActivity';
import ServerHighlighter from './serverHighlighter';

const importHighlighter = () => import('./Highlighter');

/** The theme's code block once its chunk (with Prism) has loaded on this page. */
let loaded: ComponentType<Props> | undefined;
const loadHighlighter = () => importHighlighter().then((module) => (loaded = module.default));


/** How far below (and above) the screen a sample starts loading its highlighter. */
const NEAR_SCREEN = '600px 0px';

/**
 * Blocks under this context with `true` (a code sample's languages other
 * than the first, hidden until chosen) are written into the static HTML as
 * plain text in the theme's frame, line by line: every language's code stays
 * readable without JavaScript, and the page's HTML does not carry the
 * highlighting of six hidden languages (on /docs/getting-started, 225 KB of
 * HTML and 3,200 elements for its three samples). Shown, such a block loads the
 * highlighter at once.
 */
export const PlainUntilShown = createContext(false);

/** The static HTML is highlighted with the light theme's colours: in dark mode, blocks on screen must take over at once. */
const staticColoursShown = () => document.documentElement.dataset.theme !== 'dark';

/**
 * What a block shows until it becomes the theme's code block: the static
 * HTML left in place (`hydrated`, on a first visit), or its code as plain text
 * (`plain`, when moving between pages before the highlighter has loaded).
 * Blocks inside code-sample tabs are hydrated the same way: the Tabs keep their
 * static elements through hydration (src/ui/Tabs/pinnedBrowserContext).
 */
type Initial = 'hydrated' | 'plain';

/**
 * The theme's code block, with the highlighter's JavaScript (Prism, about 30 KB
 * gzip, and some 100 ms of start-up on a mid-range phone) and its work kept out
 * of the page's load.
 *
 * The static HTML holds the code fully highlighted. On a first visit, React
 * leaves that HTML alone (an empty `dangerouslySetInnerHTML` with
 * `suppressHydrationWarning` is not patched during hydration) until the block
 * nears the screen after the reader's first scroll, touch, pointer move or key
 * (at once in dark mode, whose colours the static HTML lacks); then the code
 * block loads and takes over in one commit, with its copy button. A block in a
 * hidden tab waits until its tab is shown.
 * When moving between pages in the app, the code block loads at once.
 */
export default function DeferredCodeBlock(props: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const isBrowser = useIsBrowser();
  const plainUntilShown = useContext(PlainUntilShown);
  const [initial] = useState<Initial>(() => (isBrowser ? 'plain' : 'hydrated'));
  const [CodeBlock, setCodeBlock] = useState(() => (isBrowser ? loaded : undefined));
  // The code the static HTML holds; once the children differ (a sample showing the reader's
  // sandbox key), that HTML is stale: the block shows the new code as plain text and loads at once.
  // It stays so when the children change back (the key forgotten before the highlighter came):
  // React has replaced the static HTML by then, and an empty block would be rendered in its place.
  const [staticCode] = useState(() => props.children);
  const [leftStatic, setLeftStatic] = useState(false);
  const changed = initial === 'hydrated' && props.children !== staticCode;
  if (changed && !leftStatic) setLeftStatic(true);
  const stale = changed || leftStatic;

  useIsomorphicLayoutEffect(() => {
    if (CodeBlock && refocus.current) box.current?.querySelector('pre')?.focus({preventScroll: true});
  }, [CodeBlock]);

  useEffect(() => {
    if (CodeBlock) return undefined;
    let cancelled = false;
    const load = () =>
      loadHighlighter().then((component) => {
        if (cancelled) return;
        const show = () => setCodeBlock(() => component);
        // A reader already in the block (by keyboard, or selecting its text) keeps the focus there (below).
        // Otherwise a transition: blocks that load together render one by one, between other work.
        refocus.current = Boolean(box.current?.contains(document.activeElement));
        if (refocus.current) show();
        else startTransition(show);
      });
    if (initial === 'plain' || stale || !box.current) {
      void load();
      return () => {
        cancelled = true;
      };
    }
    const element = box.current;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      {rootMargin: NEAR_SCREEN},
    );
    // Until the reader does something, a block shows exactly what it will show
    // once interactive (its buttons stay hidden until it is hovered or focused):
    // a page read without a touch never starts the highlighter.
    if (staticColoursShown() && !plainUntilShown) void readerActive().then(() => !cancelled && observer.observe(element));
    else observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [CodeBlock, initial, stale, plainUntilShown]);

  // A block written plain names its language here (the Markdown twins, src/plugins/markdownExport.ts, read it).
  const plainLanguage = plainUntilShown ? props.language : undefined;
  if (CodeBlock) {
    return (
      <div ref={box} data-interactive="true" data-plain-language={plainLanguage}>
        <CodeBlock {...props} />
      </div>
    );
  }
  // On the server, the highlighter itself: no Suspense boundary, whose content React 19 would move into place with an inline script.
  if (ServerHighlighter) {
    return (
      <div ref={box} data-interactive="false" data-plain-language={plainLanguage}>
        <ServerHighlighter {...props} language={plainUntilShown ? 'text' : props.language} />
      </div>
    );
  }
  if (initial === 'hydrated' && !stale) return <div ref={box} data-interactive="false" data-plain-language={plainLanguage} suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
  return (
    <div ref={box} data-interactive="false" data-plain-language={plainLanguage}>
      {/* Focusable as the theme's own block is: a line longer than the screen scrolls sideways by keyboard too. */}
      <pre tabIndex={0}>
        <code>{props.children}</code>
      </pre>
    </div>
  );
}
