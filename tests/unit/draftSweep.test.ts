/** The site-wide sweep of expired form drafts (src/clientModules/draftSweep): once per load, in idle time. */
import {DRAFT_KEY_PREFIX, DRAFT_MAX_AGE_MS} from '@site/src/features/forms/drafts';

/** What Docusaurus passes on the first render (nothing here reads it). */
const firstRender = {previousLocation: null, location: {pathname: '/', search: '', hash: '', state: undefined}};
const stored = (savedAt: number) => JSON.stringify({savedAt, values: {name: 'Amina Otieno'}});

describe('draft sweep', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    jest.resetModules();
    localStorage.clear();
    idle = [];
    window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as unknown as typeof window.requestIdleCallback;
  });
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('deletes every form\'s expired drafts in idle time after the first render, keeps fresh ones and anything else', async () => {
    const now = Date.now();
    localStorage.setItem(`${DRAFT_KEY_PREFIX}contact`, stored(now - DRAFT_MAX_AGE_MS - 60_000));
    localStorage.setItem(`${DRAFT_KEY_PREFIX}onboarding`, stored(now - 30 * DRAFT_MAX_AGE_MS));
    localStorage.setItem(`${DRAFT_KEY_PREFIX}demo`, stored(now - 60_000));
    localStorage.setItem('theme', 'dark');
    const {default: sweep} = await import('@site/src/clientModules/draftSweep');
    expect(idle).toHaveLength(0);
    sweep.onRouteDidUpdate!(firstRender);
    // Nothing yet: the page's first render and start-up come first.
    expect(localStorage.getItem(`${DRAFT_KEY_PREFIX}contact`)).not.toBeNull();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(Object.keys(localStorage).sort()).toEqual([`${DRAFT_KEY_PREFIX}demo`, 'theme']);
  });

  it('sweeps once per load, not on every page change', async () => {
    const {default: sweep} = await import('@site/src/clientModules/draftSweep');
    for (let i = 0; i < 3; i += 1) sweep.onRouteDidUpdate!(firstRender);
    expect(idle).toHaveLength(1);
  });
});
