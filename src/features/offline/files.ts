/**
 * The files of the offline developer hub (issue 25) that the build writes and
 * the page asks for: shared by the build step (src/plugins/offlineDocs.ts) and
 * the page that registers the service worker (./useOfflineDocs.ts). Which
 * pages count as the hub: src/plugins/developerHub.ts.
 */

/** Each locale's list of the pages to keep, written by the build beside its sitemap. */
export const OFFLINE_PAGES_FILE = 'offline-pages.json';

/** The service worker's script, at the site's root so that its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';
