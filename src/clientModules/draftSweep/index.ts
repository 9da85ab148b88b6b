/**
 * Expired form drafts are deleted wherever the site loads, not only when
 * their form's page opens: what a visitor typed never outlives the
 * FORM_DRAFT_MAX_AGE_DAYS the privacy page promises. Once per load, in idle
 * time after the first render (it never delays the page): one pass over
 * localStorage with the drafts' own expiry (src/features/forms/draftExpiry.ts).
 */
import type {ClientModule} from '@docusaurus/types';
import {deleteExpiredDrafts, draftStorage} from '@site/src/features/forms/draftExpiry';
import {whenIdle} from '@site/src/ui/whenIdle';

/** Idle time comes within this long at the latest. */
const SWEEP_DEADLINE_MS = 5000;

let scheduled = false;

function sweep(): void {
  const storage = draftStorage();
  if (!storage) return;
  try {
    deleteExpiredDrafts(storage, Date.now());
  } catch {
    // Storage refused (blocked meanwhile): the next load tries again.
  }
}

const draftSweep: ClientModule = {
  onRouteDidUpdate() {
    if (scheduled || typeof window === 'undefined') return;
    scheduled = true;
    // Browsers without idle callbacks (older Safari): a second on, once the page's own start-up is done.
    whenIdle(sweep, SWEEP_DEADLINE_MS, {delayMs: 1000});
  },
};
export default draftSweep;
