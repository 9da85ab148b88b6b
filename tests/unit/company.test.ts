import {createElement} from 'react';
import {act, render, renderHook} from '@testing-library/react';
import {ABOUT, CAREERS, applyPath} from '@site/src/features/company/data/company';
import CountUpStats from '@site/src/features/company/CountUpStats';
import {countUpValue, easeOutCubic} from '@site/src/features/company/CountUpStats/countUp';
import {formatNumber as formatStat} from '@site/src/format/number';
import {useCountUp} from '@site/src/features/company/CountUpStats/useCountUp';
import {STATS_ANIMATION_MS, STATS_VISIBILITY_THRESHOLD} from '@site/src/constants';
import {STATS} from '@site/src/data/figures';
import {CLAIMS} from '@site/src/data/claims';
import {SPEC_ROUTES, EXTRA_ROUTES} from '@site/src/data/routes';
import type {Cta} from '@site/src/types/content';

// The shared mock has no i18n; CountUpStats formats figures in the current locale.
jest.mock('@docusaurus/useDocusaurusContext', () => () => ({siteConfig: {}, i18n: {currentLocale: 'en'}}));

const served = new Set<string>([...SPEC_ROUTES, ...EXTRA_ROUTES]);
/** The path a link leads to, without its query or fragment. */
const pathOf = (to: string) => to.split(/[?#]/)[0]!;

describe('about page data', () => {
  it('has the spec’s four core values, in order', () => {
    expect(ABOUT.values.cards.map((c) => c.title)).toEqual(['Simplicity', 'Accessibility', 'Innovation', 'Integrity']);
    for (const card of ABOUT.values.cards) expect(card.text.length).toBeGreaterThan(40);
  });

  it('has team cards for Engineering, Product and Partnerships', () => {
    expect(ABOUT.teams.cards.map((c) => c.title)).toEqual(['Engineering', 'Product', 'Partnerships']);
    for (const card of ABOUT.teams.cards) expect(card.text.length).toBeGreaterThan(40);
  });

  it('takes its three figures from STATS, not from retyped numbers', () => {
    expect(ABOUT.stats.items.map((s) => s.value)).toEqual([STATS.countries, STATS.merchantsAndAgents, STATS.transactionSuccessRatePercent]);
    expect(ABOUT.stats.items.map((s) => s.label)).toEqual(['Countries', 'Merchants and agents', 'Transaction success rate']);
    expect(new Set(ABOUT.stats.items.map((s) => s.id)).size).toBe(ABOUT.stats.items.length);
  });

  it('calls partners to /partner-signup and to /contact?team=partnerships', () => {
    expect(ABOUT.cta.ctas.map((c) => c.to)).toEqual(['/partner-signup', '/contact?team=partnerships']);
  });
});

describe('careers page data', () => {
  const jobs = CAREERS.openings.jobs;

  it('has four openings with every field filled and unique titles', () => {
    expect(jobs).toHaveLength(4);
    for (const job of jobs) {
      for (const field of [job.title, job.type, job.department, job.description]) expect(field.trim().length).toBeGreaterThan(0);
      expect(job.description.length).toBeGreaterThan(60);
    }
    expect(new Set(jobs.map((j) => j.title)).size).toBe(jobs.length);
  });

  it('lets each opening apply at /apply?position={title}, the title URL-encoded', () => {
    for (const job of jobs) {
      expect(job.apply.label).toBe('Apply Now');
      expect(job.apply.to).toBe(`/apply?position=${encodeURIComponent(job.title)}`);
      expect(new URLSearchParams(job.apply.to.split('?')[1]).get('position')).toBe(job.title);
    }
    expect(applyPath('R&D Lead / Nairobi')).toBe('/apply?position=R%26D%20Lead%20%2F%20Nairobi');
  });

  it('offers a general application and the talent team', () => {
    expect(CAREERS.cta.ctas.map((c) => c.to)).toEqual(['/general-application', '/contact?team=talent']);
  });

  it('links the hero to the openings section', () => {
    expect(CAREERS.heroCtas.map((c) => c.to)).toEqual([`#${CAREERS.openings.id}`]);
  });
});

describe('company page links and copy', () => {
  const links: Cta[] = [...ABOUT.heroCtas, ...ABOUT.cta.ctas, ...CAREERS.cta.ctas, ...CAREERS.openings.jobs.map((j) => j.apply)];

  it('point at routes the site serves', () => {
    expect(links.filter((link) => !served.has(pathOf(link.to)))).toEqual([]);
  });

  it('never name the brand, leave a placeholder or retype a claim', () => {
    const all = JSON.stringify({ABOUT, CAREERS});
    expect(all).not.toMatch(/\{brand\}|\{markets\}|savanna/i);
    expect(all).not.toMatch(/"to":"#"/);
    expect(all).toContain(`${CLAIMS.markets} countries`);
  });
});

describe('count-up arithmetic', () => {
  it('eases out: starts at 0, ends at 1, and moves fastest at the start', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(easeOutCubic(0.25) - easeOutCubic(0)).toBeGreaterThan(easeOutCubic(1) - easeOutCubic(0.75));
  });

  it.each(Object.entries(STATS))('%s: 0 at the start, exactly the final figure at STATS_ANIMATION_MS and after', (_key, final) => {
    const decimals = Number.isInteger(final) ? 0 : 1;
    expect(countUpValue(final, 0, STATS_ANIMATION_MS, decimals)).toBe(0);
    expect(countUpValue(final, STATS_ANIMATION_MS, STATS_ANIMATION_MS, decimals)).toBe(final);
    expect(countUpValue(final, STATS_ANIMATION_MS * 3, STATS_ANIMATION_MS, decimals)).toBe(final);
  });

  it('is eased, not linear: at half the time it is 87.5% of the way, rounded down', () => {
    expect(countUpValue(STATS.merchantsAndAgents, STATS_ANIMATION_MS / 2, STATS_ANIMATION_MS)).toBe(875_000);
    expect(countUpValue(STATS.countries, STATS_ANIMATION_MS / 2, STATS_ANIMATION_MS)).toBe(21);
    expect(countUpValue(STATS.transactionSuccessRatePercent, STATS_ANIMATION_MS / 2, STATS_ANIMATION_MS, 1)).toBe(87);
    expect(countUpValue(STATS.transactionSuccessRatePercent, STATS_ANIMATION_MS / 4, STATS_ANIMATION_MS, 1)).toBe(57.5);
  });

  it('rises steadily, never passes the final figure and reaches it only at the end', () => {
    let previous = 0;
    for (let t = 0; t < STATS_ANIMATION_MS; t += 16) {
      const value = countUpValue(STATS.merchantsAndAgents, t, STATS_ANIMATION_MS);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThan(STATS.merchantsAndAgents);
      expect(Number.isInteger(value)).toBe(true);
      previous = value;
    }
    const late = countUpValue(STATS.transactionSuccessRatePercent, STATS_ANIMATION_MS - 100, STATS_ANIMATION_MS, 1);
    expect(late).toBeLessThan(STATS.transactionSuccessRatePercent);
    expect(late * 10).toBeCloseTo(Math.round(late * 10), 6);
  });

  it('formats the figures with grouping and a fixed number of decimals', () => {
    expect(formatStat(STATS.countries, {decimals: 0, style: 'decimal'})).toBe('24');
    expect(formatStat(STATS.merchantsAndAgents, {decimals: 0, style: 'decimal'})).toBe('1,000,000');
    expect(formatStat(875_000, {decimals: 0, style: 'decimal'})).toBe('875,000');
    expect(formatStat(STATS.transactionSuccessRatePercent, {decimals: 1, style: 'percent'})).toBe('99.5%');
    expect(formatStat(0, {decimals: 1, style: 'percent'})).toBe('0.0%');
    expect(formatStat(57.8, {decimals: 1, style: 'percent'})).toBe('57.8%');
  });

  it('shows the final figures of the page’s stats exactly as the spec writes them', () => {
    expect(ABOUT.stats.items.map((s) => formatStat(s.value, s))).toEqual(['24', '1,000,000', '99.5%']);
  });
});

/** An IntersectionObserver the test drives: `report(ratio)` tells the observer how much of the block is visible. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  report(ratio: number) {
    const entries = this.targets.map((target) => ({target, intersectionRatio: ratio, isIntersecting: ratio > 0}) as IntersectionObserverEntry);
    if (entries.length) act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function mockReducedMotion(matches: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => media as unknown as MediaQueryList);
  return {
    set(value: boolean) {
      media.matches = value;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

describe('useCountUp', () => {
  const block = {current: document.createElement('dl')};
  const count = () => renderHook(() => useCountUp(block, STATS_ANIMATION_MS, STATS_VISIBILITY_THRESHOLD));

  beforeEach(() => {
    jest.useFakeTimers();
    FakeIntersectionObserver.last = undefined;
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => jest.useRealTimers());

  it('waits at 0 until the threshold share of the block is visible, then counts to the end once', () => {
    mockReducedMotion(false);
    const {result} = count();
    const observer = FakeIntersectionObserver.last!;
    expect(observer.options.threshold).toBe(STATS_VISIBILITY_THRESHOLD);
    expect(observer.targets).toEqual([block.current]);
    observer.report(0);
    expect(result.current).toBe(0);
    observer.report(STATS_VISIBILITY_THRESHOLD - 0.01);
    act(() => jest.advanceTimersByTime(STATS_ANIMATION_MS));
    expect(result.current).toBe(0);

    observer.report(STATS_VISIBILITY_THRESHOLD);
    expect(observer.targets).toEqual([]);
    act(() => jest.advanceTimersByTime(STATS_ANIMATION_MS / 2));
    expect(result.current).toBeGreaterThan(0);
    expect(result.current).toBeLessThan(STATS_ANIMATION_MS);
    act(() => jest.advanceTimersByTime(STATS_ANIMATION_MS / 2 + 16));
    expect(result.current).toBe(STATS_ANIMATION_MS);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('starts at once when the block is already visible', () => {
    mockReducedMotion(false);
    const {result} = count();
    FakeIntersectionObserver.last!.report(1);
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBeGreaterThan(0);
    expect(result.current).toBeLessThan(STATS_ANIMATION_MS);
  });

  it('stays at the end under reduced motion, without observing', () => {
    mockReducedMotion(true);
    const {result} = count();
    expect(result.current).toBe(STATS_ANIMATION_MS);
    expect(FakeIntersectionObserver.last).toBeUndefined();
  });

  it('jumps to the end when the visitor asks for reduced motion while it counts', () => {
    const motion = mockReducedMotion(false);
    const {result} = count();
    FakeIntersectionObserver.last!.report(1);
    act(() => jest.advanceTimersByTime(STATS_ANIMATION_MS / 4));
    expect(result.current).toBeLessThan(STATS_ANIMATION_MS);
    motion.set(true);
    expect(result.current).toBe(STATS_ANIMATION_MS);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops observing and counting when the page unmounts', () => {
    mockReducedMotion(false);
    const {unmount} = count();
    const observer = FakeIntersectionObserver.last!;
    observer.report(1);
    unmount();
    expect(observer.targets).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('CountUpStats', () => {
  it('renders the final figures, for screen readers once each, with the counting copy hidden from them', () => {
    // jsdom has no IntersectionObserver: like a browser without it, no counting.
    delete (window as {IntersectionObserver?: unknown}).IntersectionObserver;
    mockReducedMotion(false);
    const {container} = render(createElement(CountUpStats, {stats: ABOUT.stats.items}));
    const terms = Array.from(container.querySelectorAll('dt')).map((dt) => dt.textContent);
    expect(terms).toEqual(['Countries', 'Merchants and agents', 'Transaction success rate']);
    const values = Array.from(container.querySelectorAll('dd'));
    expect(values.map((dd) => dd.querySelector('.visually-hidden')?.textContent)).toEqual(['24', '1,000,000', '99.5%']);
    expect(values.map((dd) => dd.querySelector('[data-count-up]')?.textContent)).toEqual(['24', '1,000,000', '99.5%']);
    for (const dd of values) {
      const hidden = dd.querySelector('[aria-hidden="true"]')!;
      expect(hidden).toContainElement(dd.querySelector('[data-count-up]') as HTMLElement);
      // What assistive technology reads: the final figure, once.
      const read = Array.from(dd.childNodes).filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'));
      expect(read.map((node) => node.textContent).join('')).toBe(dd.querySelector('.visually-hidden')!.textContent);
    }
  });
});
