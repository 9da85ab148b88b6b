/**
 * Stands in for @docusaurus/core's lib/client/clientEntry.js (see ./index.ts):
 * the same start-up (window.docusaurus, preload of the current route, then
 * hydration in a transition), but the current route's chunks are asked for
 * first, and the modules it needs are evaluated one group per task instead of
 * all inside main.js's own evaluation. That was one task of
 * about 45 ms on this machine, 180 ms under Lighthouse's 4x CPU slowdown, on
 * every page; split, no part of it blocks the main thread for long.
 * The imports are `eager`: no extra chunk and no request, only a later task.
 */
import React, {startTransition, type ReactNode} from 'react';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {Root} from 'react-dom/client';

declare global {
  interface Window {
    docusaurusRoot?: Root;
  }
}

/**
 * Resolves in a new task, so the browser can paint and handle input in between.
 * A message rather than a timer, as React's scheduler does: no 4 ms clamping,
 * and start-up does not wait on a test's fake clock (Playwright's page.clock).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Core's preload(pathname) (lib/client/preload.js: the routes matching the path, raw and decoded, each
 * route's component preloaded), one matched route per task. Asking for a chunk inserts a script element,
 * about 1 ms each here, 5 ms under a 4x slowdown: a docs page's eleven chunks in one go made a task of
 * 130–185 ms at 4x (its four nested routes: docs root, version, sidebar, page). Resolves, once every
 * route has been asked for, to the promise of them all loaded. The route table and the matching run in the
 * caller's task; each route's preload() in a task of its own.
 */
async function preloadInTasks(pathname: string): Promise<Promise<unknown[]>> {
  const [{default: routes}, {matchRoutes}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ 'react-router-config'),
  ]);
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) => matchRoutes(routes, path));
  const loading: unknown[] = [];
  for (const match of matches) {
    await nextTask();
    // Docusaurus's route components are react-loadable's: preload() returns the loading promise.
    loading.push((match.route.component as unknown as {preload?: () => Promise<unknown>} | undefined)?.preload?.());
  }
  return Promise.all(loading);
}

async function start(): Promise<void> {
  // The current route's chunks (its content, its layout) are asked for first: they download while the rest
  // of start-up is evaluated, task after task, instead of after it (half a second on slow 4G). The route
  // table is evaluated and matched inside main.js's own evaluation (10–20 ms here): main.js runs after the
  // first paint (src/plugins/scriptsAfterFirstPaint.ts), so that task holds no paint back, and Lighthouse's
  // simulation, which drops tasks under 10 ms, sees main.js evaluated after the paint. Asking for the first
  // route's chunks in that task too made it 25–45 ms (a long task on a phone); each route has its own.
  const routeLoaded = await preloadInTasks(window.location.pathname);
  // The client modules (App imports them too) before any theme component: the bundler writes the CSS in the
  // order it meets it, and the first stylesheet of the list declares the CSS cascade layers' order (Infima,
  // then the theme's components: docusaurus-plugin-css-cascade-layers). Met after a component's CSS, the
  // layers would rank in the order they appear, and Infima's `.clean-btn { padding: 0 }` would beat the
  // theme's own buttons (tests/e2e/loading.spec.ts).
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  const {default: ReactDOM} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{HelmetProvider}, {BrowserRouter, HashRouter}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
  ]);
  await nextTask();
  const {default: docusaurus} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus');
  await nextTask();
  // The theme's layout (navbar, footer), reached through the error boundary, then the rest of the app and the client modules.
  await import(/* webpackMode: "eager" */ '@docusaurus/ErrorBoundary');
  await nextTask();
  const {default: App} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  await nextTask();

  window.docusaurus = docusaurus;
  const Router = ({children}: {children: ReactNode}) =>
    siteConfig.future.experimental_router === 'hash' ? <HashRouter>{children}</HashRouter> : <BrowserRouter>{children}</BrowserRouter>;
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const container = document.getElementById('__docusaurus')!;
  const renderApp = () => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
    } else if (process.env.HYDRATE_CLIENT_ENTRY) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      window.docusaurusRoot = ReactDOM.createRoot(container, {onRecoverableError});
      window.docusaurusRoot.render(app);
    }
  };
  await routeLoaded;
  startTransition(renderApp);
}

if (ExecutionEnvironment.canUseDOM) {
  void start();
  // Webpack hot module replacement in development: the entry accepts itself.
  (module as unknown as {hot?: {accept(): void}}).hot?.accept();
}
