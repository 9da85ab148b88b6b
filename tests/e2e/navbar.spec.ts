import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, animationsFinished, pageIdle, OTHER_LOCALES} from './fixtures';
import {MENU_GROUPS, NAV_BUTTONS} from '../../src/data/navigation';
import {MOBILE_BREAKPOINT_PX, NAV_COMPACT_THRESHOLD_PX} from '../../src/constants';

const mainNav = (page: Page) => page.getByRole('navigation', {name: 'Main'});
/** The inline (desktop) entry of a group: a link, or the button that opens its sub-menu. */
const groupTrigger = (page: Page, label: string) =>
  mainNav(page).locator('.navbar__inner .navbar__items:not(.navbar__items--right) .navbar__link').getByText(label, {exact: true});
const subMenuLink = (page: Page, label: string) => mainNav(page).locator('.navbar__inner .dropdown__menu').getByRole('link', {name: label, exact: true});

// src/theme/Logo: an <img> of an SVG file is parsed by Chromium as a document of its own (both colour
// modes' files, on every page load); the mark is drawn inline instead, with the same accessible name.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`the brand's mark is drawn in the page, not fetched as a file, one per colour mode (${colorScheme})`, async ({page}) => {
    const logoRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/img\/logo[^/]*\.svg$/.test(new URL(request.url()).pathname)) logoRequests.push(request.url());
    });
    await page.emulateMedia({colorScheme});
    await page.goto('/docs');
    await waitForHydration(page);
    const mark = mainNav(page).locator('a.navbar__brand').getByRole('img');
    await expect(mark).toHaveCount(1);
    await expect(mark).toHaveAccessibleName(/\S/);
    await expect(mark).toHaveJSProperty('tagName', 'svg');
    expect(await mark.boundingBox()).toMatchObject({width: 32, height: 32});
    expect(logoRequests).toEqual([]);
  });
}

test.describe('navbar at desktop width (1280 px)', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('shows the logo, the six groups in order and both buttons', async ({page}) => {
    await page.goto('/careers');
    await waitForHydration(page);
    await expect(page.locator('.navbar__toggle')).toBeHidden();
    const labels = await mainNav(page).locator('.navbar__inner .navbar__items:not(.navbar__items--right) > .navbar__item').allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual(MENU_GROUPS.map((g) => g.label));
    for (const group of MENU_GROUPS.filter((g) => g.to)) {
      await expect(groupTrigger(page, group.label)).toHaveAttribute('href', group.to!);
    }
    for (const button of Object.values(NAV_BUTTONS)) {
      await expect(mainNav(page).getByRole('link', {name: button.label, exact: true})).toHaveAttribute('href', button.to);
    }
    await page.locator('a.navbar__brand').click();
    await expect(page).toHaveURL('/');
  });

  for (const group of MENU_GROUPS.filter((g) => g.items)) {
    test(`${group.label} opens on hover and lists its pages`, async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      const first = subMenuLink(page, group.items![0]!.label);
      await expect(first).toBeHidden();
      await groupTrigger(page, group.label).hover();
      for (const item of group.items!) {
        await expect(subMenuLink(page, item.label)).toBeVisible();
        await expect(subMenuLink(page, item.label)).toHaveAttribute('href', item.to);
      }
      await page.mouse.move(640, 600);
      await expect(first).toBeHidden();
    });
  }

  test('sub-menus open on keyboard focus and their links work by keyboard', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await groupTrigger(page, 'Bulk SMS').focus();
    await page.keyboard.press('Tab');
    await expect(groupTrigger(page, 'Payments')).toBeFocused();
    await expect(subMenuLink(page, 'Mobile Money')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(subMenuLink(page, 'Mobile Money')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/mobile-money');
  });

  test('the colour-mode toggle switches between light and dark', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/');
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    // The toggle cycles system → light → dark: dark is at most two clicks away.
    const toggle = mainNav(page).getByRole('button', {name: /dark mode|light mode|system mode/i});
    for (let click = 0; click < 2 && (await html.getAttribute('data-theme')) === 'light'; click++) await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe(`navbar compaction after ${NAV_COMPACT_THRESHOLD_PX} px`, () => {
  test.use({viewport: {width: 1280, height: 500}});

  test('turns compact past the threshold, back at the top, and moves nothing below it', async ({page}) => {
    await page.goto('/careers');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    const html = page.locator('html');
    const fullHeight = (await navbar.boundingBox())!.height;
    /** Where the page's content starts, in document coordinates. */
    const contentTop = () => page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + window.scrollY);
    const before = await contentTop();

    await page.evaluate((y) => window.scrollTo(0, y), NAV_COMPACT_THRESHOLD_PX);
    // The navbar reads the position in the frame after the scroll event and re-renders: all done once the page is idle.
    await pageIdle(page);
    await expect(html).toHaveAttribute('data-navbar-compact', 'false');

    await page.evaluate((y) => window.scrollTo(0, y), NAV_COMPACT_THRESHOLD_PX + 1);
    await expect(html).toHaveAttribute('data-navbar-compact', 'true');
    await expect.poll(async () => (await navbar.boundingBox())!.height).toBeLessThan(fullHeight - 8);
    expect(await contentTop()).toBeCloseTo(before, 0);

    // Back up, but not to the top: full again as soon as it is 80 px or less.
    await page.evaluate((y) => window.scrollTo(0, y), NAV_COMPACT_THRESHOLD_PX - 40);
    await expect(html).toHaveAttribute('data-navbar-compact', 'false');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(html).toHaveAttribute('data-navbar-compact', 'false');
    await expect.poll(async () => (await navbar.boundingBox())!.height).toBeCloseTo(fullHeight, 0);
    expect(await contentTop()).toBeCloseTo(before, 0);
  });

  test('shifts nothing outside the navbar while it changes', async ({page}) => {
    await page.goto('/careers');
    await waitForHydration(page);
    await page.evaluate(() => {
      const w = window as unknown as {shiftsOutsideNavbar: () => number};
      let sum = 0;
      const nav = document.querySelector('nav.navbar')!;
      const add = (entries: PerformanceEntryList) => {
        for (const entry of entries as unknown as {value: number; sources: {node: Node | null}[]}[]) {
          if (entry.sources.some((source) => source.node && !nav.contains(source.node))) sum += entry.value;
        }
      };
      const observer = new PerformanceObserver((list) => add(list.getEntries()));
      observer.observe({type: 'layout-shift'});
      // With the shifts of the last frames, which the observer has not been handed yet.
      w.shiftsOutsideNavbar = () => {
        add(observer.takeRecords());
        return sum;
      };
    });
    const navbar = page.locator('nav.navbar');
    for (const y of [200, 0, 300, 0]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      // The navbar changes, then its transition runs to the end.
      await expect(page.locator('html')).toHaveAttribute('data-navbar-compact', String(y > NAV_COMPACT_THRESHOLD_PX));
      await animationsFinished(navbar);
    }
    expect(await page.evaluate(() => (window as unknown as {shiftsOutsideNavbar: () => number}).shiftsOutsideNavbar())).toBe(0);
  });
});

test.describe(`navbar just below the ${MOBILE_BREAKPOINT_PX} px breakpoint`, () => {
  test.use({viewport: {width: MOBILE_BREAKPOINT_PX - 1, height: 800}, hasTouch: true});

  test('is a hamburger whose sub-menus open on tap', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(groupTrigger(page, 'Bulk SMS')).toBeHidden();
    await toggle.tap();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    // The menu covers the full height of the screen (not clipped to the navbar).
    await expect.poll(async () => (await menu.boundingBox())?.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
    // ...and is opaque, so the page does not show through it.
    expect(await menu.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(/);
    for (const group of MENU_GROUPS) await expect(menu.getByText(group.label, {exact: true})).toBeInViewport();
    for (const button of Object.values(NAV_BUTTONS)) {
      await expect(menu.getByRole('link', {name: button.label, exact: true})).toHaveAttribute('href', button.to);
    }
    const carrierBilling = menu.getByRole('link', {name: 'Carrier Billing', exact: true});
    await expect(carrierBilling).toBeHidden();
    await menu.getByText('Payments', {exact: true}).tap();
    await expect(carrierBilling).toBeVisible();
    // The sub-menu opens with a height transition: tap its link once it has stopped moving (a transition
    // the theme replaces midway rejects its `finished`: the helper waits for the others and the next frame).
    await animationsFinished(menu);
    await carrierBilling.tap();
    await expect(page).toHaveURL('/carrier-billing');
    await expect(menu).toBeHidden();
  });

  test('opens and closes by keyboard, and offers the colour-mode toggle', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeInViewport();
    const html = page.locator('html');
    const before = await html.getAttribute('data-theme-choice');
    await menu.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
    await expect(html).not.toHaveAttribute('data-theme-choice', before!);
    await menu.getByRole('button', {name: /close navigation bar/i}).focus();
    await page.keyboard.press('Enter');
    await expect(menu).not.toBeInViewport();
  });

  test('keeps the docs sidebar reachable on docs pages', async ({page}) => {
    await page.goto('/docs');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).tap();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', {name: 'Developer documentation'})).toBeInViewport();
    await menu.getByRole('button', {name: /back to main menu/i}).tap();
    await expect(menu.getByText('Developers', {exact: true})).toBeInViewport();
  });
});

for (const width of [MOBILE_BREAKPOINT_PX, 800, 1024, 1280]) {
  test.describe(`navbar at ${width} px`, () => {
    test.use({viewport: {width, height: 800}});

    test('shows every group inline on one row without overflow, and no hamburger', async ({page}) => {
      await page.goto('/about-us');
      await waitForHydration(page);
      await expect(page.locator('.navbar__toggle')).toBeHidden();
      const inner = page.locator('.navbar__inner');
      const innerBox = (await inner.boundingBox())!;
      for (const group of MENU_GROUPS) {
        const box = (await groupTrigger(page, group.label).boundingBox())!;
        expect(box.height, `${group.label} stays on one line`).toBeLessThan(48);
        expect(box.x + box.width).toBeLessThanOrEqual(innerBox.x + innerBox.width);
      }
      expect(await inner.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await groupTrigger(page, 'Company').hover();
      await expect(subMenuLink(page, 'Careers')).toBeVisible();
    });

  });
}

/** Where a tier of src/css/navbar.css (or the search field's) begins or ends. */
const TIER_EDGES_PX = [MOBILE_BREAKPOINT_PX, 899, 900, 996, 997, 1099, 1100, 1279, 1280, 1439, 1440, 1920];
/** Below this width French pages keep the mobile navbar: their labels need a wider row. */
const FRENCH_INLINE_FROM_PX = 997;

test.describe('navbar rows at every tier edge', () => {
  const routes = ['/about-us', '/docs/webhooks', ...OTHER_LOCALES.flatMap((locale) => [`/${locale}/about-us`, `/${locale}/docs/webhooks`])];
  for (const route of routes) {
    test(`${route}: the groups end before search and the buttons begin, each item on one line`, async ({page}) => {
      await page.goto(route);
      await waitForHydration(page);
      const french = route.startsWith('/fr/');
      for (const width of TIER_EDGES_PX) {
        await page.setViewportSize({width, height: 800});
        await page.evaluate(() => new Promise(requestAnimationFrame));
        if (french && width < FRENCH_INLINE_FROM_PX) {
          await expect(page.locator('.navbar__toggle'), `hamburger at ${width} px`).toBeVisible();
          await expect(page.locator('.navbar__inner .navbar__item').first(), `no inline items at ${width} px`).toBeHidden();
          continue;
        }
        // Measured in the page, in one call: a round trip per item and width took most of the test's time.
        const row = await page.evaluate(() => {
          const shown = (el: Element) => el.checkVisibility() && el.getBoundingClientRect().width > 0;
          const groups = Array.from(document.querySelectorAll('.navbar__inner > .navbar__items:not(.navbar__items--right) > *')).filter(shown);
          const inner = document.querySelector('.navbar__inner')!;
          return {
            groupsEnd: groups.at(-1)!.getBoundingClientRect().right,
            buttonsStart: document.querySelector('.navbar__items--right')!.getBoundingClientRect().left,
            overflows: inner.scrollWidth > inner.clientWidth,
            itemHeights: Array.from(inner.querySelectorAll('.navbar__item, .navbar__link'))
              .filter(shown)
              .map((item) => ({item: (item.textContent ?? '').trim() || item.className, height: item.getBoundingClientRect().height})),
          };
        });
        expect(row.groupsEnd, `row at ${width} px`).toBeLessThanOrEqual(row.buttonsStart);
        expect(row.overflows, `no overflow at ${width} px`).toBe(false);
        expect(row.itemHeights.length, `items at ${width} px`).toBeGreaterThan(0);
        expect(row.itemHeights.filter(({height}) => height >= 48), `one line at ${width} px`).toEqual([]);
      }
    });
  }
});

test.describe('navbar between 768 and 996 px on docs pages', () => {
  test.use({viewport: {width: 800, height: 800}});

  test('keeps a toggle that opens the docs sidebar', async ({page}) => {
    await page.goto('/docs');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Developer documentation'})).toBeInViewport();
  });
});

test.describe('docs sidebar when the window is resized', () => {
  test.use({viewport: {width: 1280, height: 800}});

  // The theme picks the desktop or mobile sidebar from the window's size: it must follow a resize.
  test('moves into the menu below 996 px and back beside the page above it', async ({page}) => {
    await page.goto('/docs/webhooks');
    await waitForHydration(page);
    const desktopSidebar = page.locator('.theme-doc-sidebar-container');
    await expect(desktopSidebar.getByRole('link', {name: 'Webhooks', exact: true})).toBeVisible();
    await page.setViewportSize({width: 375, height: 800});
    // The desktop sidebar is taken out of the page, not only hidden by CSS.
    await expect(desktopSidebar.locator('a.menu__link')).toHaveCount(0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Webhooks', exact: true})).toBeInViewport();
    await page.setViewportSize({width: 1280, height: 800});
    await expect(desktopSidebar.getByRole('link', {name: 'Webhooks', exact: true})).toBeVisible();
  });
});
