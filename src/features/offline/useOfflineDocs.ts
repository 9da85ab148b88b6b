import {useEffect} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {whenIdle} from '@site/src/ui/whenIdle';
import {OFFLINE_PAGES_FILE, SERVICE_WORKER_FILE} from './files';

/** Idle time comes within this long at the latest. */
const START_DEADLINE_MS = 5000;

let started = false;

/**
 * The developer hub offline (issue 25), called by the hub's pages only (a
 * docs page's content, the API reference, the developer hub): on the first
 * one a reader opens, once the page is idle, it loads the rest
 * (./serviceWorkerClient.ts: registration and keeping; ./UpdatePrompt.tsx
 * only when a new version waits). The other pages carry none of it.
 */
export function useOfflineDocs(): void {
  const {i18n} = useDocusaurusContext();
  // The worker sits at the site's root (the default locale's base URL); each locale has its list of pages.
  const scriptUrl = `${i18n.localeConfigs[i18n.defaultLocale]!.baseUrl}${SERVICE_WORKER_FILE}`;
  const pagesUrl = `${i18n.localeConfigs[i18n.currentLocale]!.baseUrl}${OFFLINE_PAGES_FILE}`;
  useEffect(() => {
    // No service workers outside a secure context (https, localhost): navigator.serviceWorker is absent there.
    // Nor under `npm start`: the worker is written by the build (src/plugins/offlineDocs.ts), and the
    // development server answers /sw.js with its HTML page, which the browser refuses with a console error.
    if (started || !('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
    started = true;
    const start = () =>
      void import('./serviceWorkerClient').then(({startOfflineDocs}) =>
        startOfflineDocs({scriptUrl, pagesUrl, onUpdate: (apply) => void import('./UpdatePrompt').then(({showUpdatePrompt}) => showUpdatePrompt(apply))}),
      );
    whenIdle(start, START_DEADLINE_MS);
  }, [scriptUrl, pagesUrl]);
}
