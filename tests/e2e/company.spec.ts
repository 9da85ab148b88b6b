import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration, intersectionsReported} from './fixtures';
import {STATS_ANIMATION_MS, STATS_VISIBILITY_THRESHOLD} from '../../src/constants';
import escapeStringRegexp from 'escape-string-regexp';

/** The figures of the about page: their key, the final text (SPEC section 9) and the text before counting. */
const FIGURES = [
  {id: 'countries', label: 'Countries', final: '24', zero: '0', value: 24},
  {id: 'merchants-and-agents', label: 'Merchants and agents', final: '1,000,000', zero: '0', value: 1_000_000},
  {id: 'success-rate', label: 'Transaction success rate', final: '99.5%', zero: '0.0%', value: 99.5},
] as const;

const OPENINGS = [
  {title: 'Senior Backend Engineer (Payments)', type: 'Full-time', department: 'Engineering'},
  {title: 'Mobile Money Integration Engineer', type: 'Full-time', department: 'Engineering'},
  {title: 'Product Designer', type: 'Full-time', department: 'Product'},
  {title: 'Partnerships Manager', type: 'Full-time', department: 'Partnerships'},
] as const;


/** One animation frame of Playwright's fake clock. */
const FRAME_MS = 16;

const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', {name, exact: true});

/** The h3 titles of the cards of a section, in order. */
const cardTitles = async (page: Page, name: string) => (await region(page, name).locator('li h3').allInnerTexts()).map((t) => t.trim());

/** Every link in the main content with this name points at `href`, and there is at least one. */
async function expectLinks(page: Page, name: string, href: string) {
  const links = page.getByRole('main').getByRole('link', {name, exact: true});
  expect(await links.count(), `links named ${name}`).toBeGreaterThan(0);
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
}

const statsBlock = (page: Page) => region(page, 'Our reach').locator('dl');
/** The counting copy of a figure (hidden from assistive technology). */
const figure = (page: Page, id: string) => page.locator(`[data-count-up="${id}"]`);
/** The number a figure shows, commas and percent sign removed. */
const shown = async (locator: Locator) => Number((await locator.innerText()).replace(/[^\d.]/g, ''));

async function expectFigures(page: Page, which: 'final' | 'zero') {
  for (const f of FIGURES) await expect(figure(page, f.id)).toHaveText(f[which]);
}

/** Scrolls so that `share` of the stats block's height is inside the viewport, entering from the bottom. */
async function revealStats(page: Page, share: number) {
  await statsBlock(page).evaluate((block, s) => {
    const rect = block.getBoundingClientRect();
    window.scrollTo({top: window.scrollY + rect.top - (window.innerHeight - rect.height * s), behavior: 'instant'});
  }, share);
}

/** Width of each figure's box (the counting copy and its reserved final width), by key. */
const figureWidths = (page: Page) =>
  Promise.all(FIGURES.map((f) => figure(page, f.id).evaluate((el) => el.parentElement!.getBoundingClientRect().width)));

test.describe('/about-us', () => {
  test('shows the vision, the four core values, the three teams and the partnership calls to action', async ({page}) => {
    await page.goto('/about-us');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('About us');
    await expect(region(page, 'Our vision')).toBeVisible();
    expect(await cardTitles(page, 'Our core values')).toEqual(['Simplicity', 'Accessibility', 'Innovation', 'Integrity']);
    expect(await cardTitles(page, 'Our teams')).toEqual(['Engineering', 'Product', 'Partnerships']);
    await expectLinks(page, 'Become a Partner', '/partner-signup');
    await expectLinks(page, 'Contact Partnerships', '/contact?team=partnerships');
    await expect(region(page, 'Partner with us').getByRole('link', {name: 'Become a Partner'})).toBeVisible();
    await expect(region(page, 'Partner with us').getByRole('link', {name: 'Contact Partnerships'})).toBeVisible();
  });

  test('the static HTML carries the final figures, and a page without JavaScript shows them', async ({request, browser}) => {
    const html = await (await request.get('/about-us')).text();
    for (const f of FIGURES) expect(html).toMatch(new RegExp(`data-count-up="?${f.id}"?>${f.final.replace('.', '\\.')}<`));
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/about-us');
    await expectFigures(page, 'final');
    await context.close();
  });

  test(`counts up from 0 once ${STATS_VISIBILITY_THRESHOLD * 100}% of the figures are visible, over ${STATS_ANIMATION_MS} ms, without moving`, async ({page}) => {
    await page.clock.install();
    await page.goto('/about-us');
    await waitForHydration(page);
    await expect(statsBlock(page)).not.toBeInViewport();
    await expectFigures(page, 'zero');
    const widths = await figureWidths(page);
    for (const f of FIGURES) await expect(figure(page, f.id)).toHaveCSS('font-variant-numeric', 'tabular-nums');

    await test.step('less than the threshold in view: still 0', async () => {
      await revealStats(page, STATS_VISIBILITY_THRESHOLD - 0.2);
      await expect(statsBlock(page)).toBeInViewport({ratio: STATS_VISIBILITY_THRESHOLD - 0.25});
      await expect(statsBlock(page)).not.toBeInViewport({ratio: STATS_VISIBILITY_THRESHOLD});
      // The figures' observer has seen this position (and would have started counting): then a whole animation's time.
      await intersectionsReported(statsBlock(page));
      await page.clock.runFor(STATS_ANIMATION_MS);
      await expectFigures(page, 'zero');
    });

    await test.step('at the threshold: counts, eased, strictly between 0 and the final figure at half time', async () => {
      // From here time moves only when the test says so. The page's clock runs
      // while the target is computed and sent: on a busy machine the target
      // can be in the past by then, and Playwright refuses to go back; a new
      // target is then taken (the figures are still below the threshold, so
      // jumping ahead changes nothing on the page).
      for (;;) {
        const at = await page.evaluate(() => Date.now() + 1_000);
        try {
          await page.clock.pauseAt(at);
          break;
        } catch (error) {
          if (!/to the past/.test(String(error))) throw error;
        }
      }
      await revealStats(page, STATS_VISIBILITY_THRESHOLD + 0.1);
      await expect(statsBlock(page)).toBeInViewport({ratio: STATS_VISIBILITY_THRESHOLD});
      // Counting starts when the observer reports the block: at most one frame ago once the largest figure has moved.
      const merchants = figure(page, 'merchants-and-agents');
      await expect
        .poll(async () => {
          await page.clock.runFor(FRAME_MS);
          return shown(merchants);
        })
        .toBeGreaterThan(0);
      await page.clock.runFor(STATS_ANIMATION_MS / 2 - FRAME_MS);
      for (const f of FIGURES) {
        const value = await shown(figure(page, f.id));
        expect(value, f.id).toBeGreaterThan(0);
        expect(value, f.id).toBeLessThan(f.value);
      }
      // Eased out: well past the halfway mark at half time.
      expect(await shown(merchants)).toBeGreaterThan(600_000);
      expect(await figureWidths(page)).toEqual(widths);
    });

    await test.step(`from the first frame at ${STATS_ANIMATION_MS} ms: the final figures, and they stay`, async () => {
      // Counting for just under STATS_ANIMATION_MS: not there yet...
      await page.clock.runFor(STATS_ANIMATION_MS / 2 - FRAME_MS);
      expect(await shown(figure(page, 'merchants-and-agents'))).toBeLessThan(1_000_000);
      // ...a little over it (frames come every 16 ms, so give it the next one): exactly there.
      await page.clock.runFor(3 * FRAME_MS);
      await expectFigures(page, 'final');
      expect(await figureWidths(page)).toEqual(widths);
      // Once: scrolling away and back does not count again.
      await page.evaluate(() => window.scrollTo({top: 0, behavior: 'instant'}));
      await expect(statsBlock(page)).not.toBeInViewport();
      await revealStats(page, 1);
      await expect(statsBlock(page)).toBeInViewport({ratio: 1});
      await intersectionsReported(statsBlock(page));
      await page.clock.runFor(STATS_ANIMATION_MS / 4);
      await expectFigures(page, 'final');
    });
  });

  test('does not count while less than the threshold is visible, even when the page opens that way', async ({page}) => {
    // A window just tall enough to show 30% of the figures when the page opens.
    await page.goto('/about-us');
    const box = (await statsBlock(page).boundingBox())!;
    await page.setViewportSize({width: page.viewportSize()!.width, height: Math.round(box.y + box.height * (STATS_VISIBILITY_THRESHOLD - 0.2))});
    await page.clock.install();
    await page.goto('/about-us');
    await waitForHydration(page);
    await expect(statsBlock(page)).toBeInViewport({ratio: STATS_VISIBILITY_THRESHOLD - 0.25});
    await expect(statsBlock(page)).not.toBeInViewport({ratio: STATS_VISIBILITY_THRESHOLD});
    await intersectionsReported(statsBlock(page));
    await page.clock.runFor(STATS_ANIMATION_MS);
    await expectFigures(page, 'zero');
    await revealStats(page, 1);
    await intersectionsReported(statsBlock(page));
    await page.clock.runFor(STATS_ANIMATION_MS + 3 * FRAME_MS);
    await expectFigures(page, 'final');
  });

  test('screen readers get each figure’s final value, never the counting copy', async ({page}) => {
    await page.clock.install();
    await page.goto('/about-us');
    await waitForHydration(page);
    await expectFigures(page, 'zero');
    const snapshot = await statsBlock(page).ariaSnapshot();
    // One term and one definition per figure, the definition being the final value (YAML quotes a bare number).
    const pairs = FIGURES.flatMap((f) => [`- term: ${f.label}`, new RegExp(`^- definition: "?${f.final.replace('.', '\\.')}"?$`)]);
    const lines = snapshot.split('\n');
    expect(lines).toHaveLength(pairs.length);
    for (const [i, line] of lines.entries()) expect(line).toMatch(pairs[i]!);
  });

  test('under reduced motion the final figures show at once and never count', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.clock.install();
    await page.goto('/about-us');
    await waitForHydration(page);
    // Had the figures an observer here, it would have reported the block out of view (and set them to 0) by then.
    await intersectionsReported(statsBlock(page));
    await expect(statsBlock(page)).not.toBeInViewport();
    await expectFigures(page, 'final');
    await revealStats(page, 1);
    await intersectionsReported(statsBlock(page));
    await page.clock.runFor(STATS_ANIMATION_MS / 4);
    await expectFigures(page, 'final');
  });
});

test.describe('/careers', () => {
  test('shows the culture and the perks and benefits', async ({page}) => {
    await page.goto('/careers');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Careers');
    // The spec's sections, in its order: culture, then perks and benefits.
    const culture = region(page, 'Culture');
    const perks = region(page, 'Perks and benefits');
    expect((await culture.boundingBox())!.y).toBeLessThan((await perks.boundingBox())!.y);
    expect((await cardTitles(page, 'Culture')).length).toBeGreaterThanOrEqual(3);
    expect((await cardTitles(page, 'Perks and benefits')).length).toBeGreaterThanOrEqual(4);
  });

  test('lists the four openings: title, type, department, description, and an Apply Now link naming the position', async ({page}) => {
    await page.goto('/careers');
    await waitForHydration(page);
    const openings = region(page, 'Open positions').getByRole('listitem');
    await expect(openings).toHaveCount(OPENINGS.length);
    for (const [i, opening] of OPENINGS.entries()) {
      const item = openings.nth(i);
      await expect(item.getByRole('heading', {level: 3})).toHaveText(opening.title);
      await expect(item.getByRole('definition')).toHaveText([opening.department, opening.type]);
      expect((await item.locator('p').innerText()).trim().length).toBeGreaterThan(60);
      const apply = item.getByRole('link');
      await expect(apply).toHaveCount(1);
      // The name says which position (the browser may add a space where the hidden part starts).
      await expect(apply).toHaveAccessibleName(new RegExp(`^Apply Now ?: ${escapeStringRegexp(opening.title)}$`));
      expect(await apply.textContent()).toBe(`Apply Now: ${opening.title}`);
      await expect(apply).toHaveAttribute('href', `/apply?position=${encodeURIComponent(opening.title)}`);
      // Sighted visitors read just "Apply Now"; the position is for screen readers.
      expect(await apply.evaluate((a) => Array.from(a.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join(''))).toBe('Apply Now');
      await expect(apply.locator('.visually-hidden')).toHaveText(`: ${opening.title}`);
    }
  });

  test('Apply Now opens the application with the position', async ({page}) => {
    await page.goto('/careers');
    await waitForHydration(page);
    const title = OPENINGS[0].title;
    await page.getByRole('link', {name: new RegExp(`^Apply Now ?: ${escapeStringRegexp(title)}$`)}).click();
    await expect(page).toHaveURL(/\/apply\?position=/);
    expect(new URL(page.url()).searchParams.get('position')).toBe(title);
    await expect(page.locator('h1')).toBeVisible();
  });

  test('offers a general application and the talent team, and the hero jumps to the openings', async ({page}) => {
    await page.goto('/careers');
    await waitForHydration(page);
    await expectLinks(page, 'Send a General Application', '/general-application');
    await expectLinks(page, 'Contact Our Talent Team', '/contact?team=talent');
    await page.getByRole('link', {name: 'See open positions'}).click();
    await expect(region(page, 'Open positions').getByRole('heading', {level: 2})).toBeInViewport();
  });
});
