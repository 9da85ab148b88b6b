import type {Locator, Page} from '@playwright/test';
import {test, testWithOnePagePerWorker, expect, allRoutes, seriousA11yViolations, waitForHydration, OTHER_LOCALES, sitemapPaths, localeOf, messageIn, navbarLabelIn, pathIn, type Locale} from './fixtures';
import {readFeed} from '../support/feedFiles';
import {UPDATE_FILTERS} from '../../src/features/feeds/data/updates';
import {MENU_GROUPS, NAV_BUTTONS, type NavLink} from '../../src/data/navigation';
import {MOBILE_BREAKPOINT_PX} from '../../src/constants';

/**
 * The site with JavaScript off (or before it runs): the static HTML alone
 * must carry every page's content and navigation. static/css/no-js.css,
 * loaded through <noscript>, lays out what scripts would show a piece at a
 * time and hides controls that cannot work.
 */
test.use({javaScriptEnabled: false});

const WIDTHS = [375, 1280] as const;
const viewport = (width: number) => ({width, height: width < MOBILE_BREAKPOINT_PX ? 740 : 900});

/** The navbar's accessible name in a locale (the theme's message). */
const mainNavName = (locale: Locale) => messageIn(locale, 'theme.NavBar.navAriaLabel', 'Main');
const mainNav = (page: Page, locale: Locale = 'en') => page.getByRole('navigation', {name: mainNavName(locale)});
/** The link that stands in for the hamburger button (src/features/layout/NoScriptMenu). */
const menuLink = (page: Page, locale: Locale = 'en') => mainNav(page, locale).locator('a[href="#site-menu"]');

const docsSidebarName = (locale: Locale) => messageIn(locale, 'theme.docs.sidebar.navAriaLabel', 'Docs sidebar');

/** A navbar link as the page in that locale shows it. */
const linkIn = (locale: Locale, {label, to}: NavLink): NavLink => ({label: navbarLabelIn(locale, label), to: pathIn(locale, to)});

/** The navbar's groups, buttons and every place it leads to (the direct groups, the sub-menus' pages and the two buttons), in a locale. */
function navbarIn(locale: Locale) {
  const groups = MENU_GROUPS.map((group) => ({...group, label: navbarLabelIn(locale, group.label), to: group.to && pathIn(locale, group.to), items: group.items?.map((item) => linkIn(locale, item))}));
  const buttons = Object.values(NAV_BUTTONS).map((button) => linkIn(locale, button));
  const destinations = [...groups.flatMap((group) => (group.to ? [{label: group.label, to: group.to}] : (group.items ?? []))), ...buttons];
  return {groups, buttons, destinations, navName: mainNavName(locale)};
}

/**
 * Which of the elements matched by each selector cannot really be seen:
 * not rendered, transparent or hidden, cut off by an ancestor that clips its
 * overflow, or pushed off the page sideways (a carousel's out-of-view item
 * passes Playwright's toBeVisible). A selector that matches nothing is
 * reported too, unless it is given as `{selector, ifPresent}` and the page
 * has no `ifPresent` element (a part only some pages have). Runs in the
 * page, in one call, so a page's many items cost one round trip.
 */
function notFullyShown(selectors: (string | {selector: string; ifPresent: string})[]): string[] {
  const shown = (el: Element) => {
    if (!el.checkVisibility({opacityProperty: true, visibilityProperty: true})) return false;
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    if (box.left < -1 || box.right > document.documentElement.clientWidth + 1) return false;
    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const frame = parent.getBoundingClientRect();
      if (box.left < frame.left - 1 || box.right > frame.right + 1 || box.top < frame.top - 1 || box.bottom > frame.bottom + 1) return false;
    }
    return true;
  };
  return selectors.flatMap((entry) => {
    if (typeof entry !== 'string' && !document.querySelector(entry.ifPresent)) return [];
    const selector = typeof entry === 'string' ? entry : entry.selector;
    const found = Array.from(document.querySelectorAll(selector));
    if (!found.length) return [`${selector}: none found`];
    return found.flatMap((el, i) => (shown(el) ? [] : [`${selector} #${i + 1} "${(el.textContent ?? '').trim().slice(0, 40)}" is not fully shown`]));
  });
}

/** Controls on screen that could only work with JavaScript: buttons other than a (disabled) submit or a reset, and tabs other than the theme's, whose panels are all shown under their names. */
async function inertControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, [role="tab"], [role="button"]'))
      .filter((el) => el.checkVisibility({visibilityProperty: true}) && el.getBoundingClientRect().width > 0)
      .filter((el) => !(el instanceof HTMLButtonElement && el.type === 'submit' && el.disabled))
      // A reset button ("Clear my answers") empties its form natively.
      .filter((el) => !(el instanceof HTMLButtonElement && el.type === 'reset'))
      // Links to other pages work (the onboarding options are links drawn as tabs).
      .filter((el) => !(el instanceof HTMLAnchorElement && /^\/(?!\/)/.test(el.getAttribute('href') ?? '')))
      // The navbar's sub-menu triggers open their menu on focus (CSS :focus-within), without JavaScript.
      .filter((el) => !(el instanceof HTMLAnchorElement && el.closest('.dropdown--hoverable')))
      .filter((el) => !el.closest('.tabs-container'))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`),
  );
}

/**
 * Every place the navbar leads to that cannot be seen (or leads elsewhere)
 * once the menu is open: at phone widths the no-JS menu (#site-menu), wider
 * the navbar itself, each sub-menu hidden until its trigger has focus. Runs
 * in the page, in one call (see notFullyShown).
 */
function navbarProblems({mobile, groups, buttons, destinations, navName}: {mobile: boolean; groups: typeof MENU_GROUPS; buttons: NavLink[]; destinations: NavLink[]; navName: string}): string[] {
  const seen = (el: Element | undefined) => !!el && el.checkVisibility({visibilityProperty: true}) && el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().height > 0;
  const named = (root: Element, selector: string, label: string) => Array.from(root.querySelectorAll(selector)).find((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() === label);
  const problems: string[] = [];
  const expectLink = (root: Element, {label, to}: NavLink, where: string) => {
    const link = named(root, 'a', label);
    if (!seen(link)) problems.push(`${where}: link "${label}" not shown`);
    else if (link!.getAttribute('href') !== to) problems.push(`${where}: link "${label}" leads to ${link!.getAttribute('href')}, not ${to}`);
  };
  const nav = document.querySelector(`nav[aria-label="${navName}"]`)!;
  if (mobile) {
    const menu = document.querySelector('#site-menu');
    if (!seen(menu ?? undefined)) return ['the no-JS menu is not shown'];
    for (const destination of destinations) expectLink(menu!, destination, 'menu');
    return problems;
  }
  for (const group of groups) {
    if (group.to) {
      expectLink(nav, {label: group.label, to: group.to}, 'navbar');
      continue;
    }
    const trigger = named(nav, '[role="button"], button', group.label) as HTMLElement | undefined;
    const dropdown = trigger?.closest('.dropdown');
    if (!trigger || !dropdown) {
      problems.push(`navbar: no sub-menu trigger "${group.label}"`);
      continue;
    }
    if (seen(named(dropdown, '.dropdown__menu a', group.items![0]!.label))) problems.push(`navbar: sub-menu "${group.label}" is open before its trigger has focus`);
    trigger.focus();
    for (const item of group.items!) expectLink(dropdown.querySelector('.dropdown__menu')!, item, `sub-menu "${group.label}" on focus`);
    trigger.blur();
  }
  for (const button of buttons) expectLink(nav, button, 'navbar');
  return problems;
}

/** The per-route tests read their pages one after another in one page per worker, JavaScript off (fixtures.ts). */
const routeTest = testWithOnePagePerWorker({javaScriptEnabled: false, cacheDisabled: false});

// One load per route: the static page is read at 1280 px, then at 375 px (CSS lays it out again; no script runs).
routeTest.describe(`every route at ${WIDTHS.join(' and ')} px, JavaScript off`, () => {
  for (const route of [...allRoutes(), ...OTHER_LOCALES.flatMap((locale) => sitemapPaths(locale))]) {
    routeTest(`${route}: content, navigation and footer are there`, async ({page}) => {
      const {locale} = localeOf(route);
      await page.setViewportSize(viewport(WIDTHS[1]));
      const response = await page.goto(route);
      expect(response?.status(), 'served').toBeLessThan(400);

      const main = page.getByRole('main');
      await expect(main).toHaveCount(1);
      await expect(main.getByRole('heading', {level: 1})).toBeVisible();
      // Polled: blocks rendered when near the screen (content-visibility: auto) join the text once the page has been laid out.
      await expect.poll(async () => (await main.innerText()).replace(/\s+/g, ' ').length, {message: 'readable text in main'}).toBeGreaterThan(200);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await inertControls(page), 'controls that need JavaScript').toEqual([]);
      // No form may send what was typed in its address.
      expect(await page.locator('form').evaluateAll((forms) => forms.map((f) => (f as HTMLFormElement).method).filter((m) => m !== 'post'))).toEqual([]);

      // The desktop first: the phone's check opens the menu (the address's fragment), which stays open.
      for (const width of [...WIDTHS].sort((a, b) => b - a)) {
        await test.step(`at ${width} px`, async () => {
          const mobile = width < MOBILE_BREAKPOINT_PX;
          await page.setViewportSize(viewport(width));
          // Every navbar destination is on screen, or one focus or tap away.
          if (mobile) {
            await expect(mainNav(page, locale).locator('button.navbar__toggle')).toBeHidden();
            await expect(menuLink(page, locale)).toBeVisible();
            await expect(menuLink(page, locale)).toHaveAccessibleName(/\w/);
            await menuLink(page, locale).click();
          } else {
            await expect(menuLink(page, locale)).toBeHidden();
          }
          expect(await page.evaluate(navbarProblems, {mobile, ...navbarIn(locale)}), 'navbar destinations').toEqual([]);

          // The docs sidebar (in the JavaScript menu below 997 px) stays reachable; carousels show all their items; tabs show all their panels, one under another.
          const sidebar = `nav[aria-label="${docsSidebarName(locale)}"]`;
          const shownSelectors = [
            {ifPresent: sidebar, selector: `${sidebar} a`},
            // Found by data attribute: screen readers' name for a carousel is in the page's language (carrousel).
            {ifPresent: '[data-carousel]', selector: '[data-carousel] :is([data-slide], li:not([aria-hidden="true"]))'},
            {ifPresent: '.tabs-container [role="tabpanel"]', selector: '.tabs-container [role="tabpanel"]'},
          ];
          expect(await page.evaluate(notFullyShown, shownSelectors), 'sidebar links, carousel items and tab panels').toEqual([]);
        });
      }
    });
  }
});

test.describe('home carousels, JavaScript off', () => {
  for (const width of WIDTHS) {
    test(`every hero slide and every service is shown, without controls, at ${width} px`, async ({page, request}) => {
      await page.setViewportSize(viewport(width));
      // What the static HTML holds is what must be shown.
      const html = await (await request.get('/')).text();
      const slideCount = html.match(/aria-roledescription="?slide"?/g)?.length ?? 0;
      expect(slideCount).toBeGreaterThan(1);

      await page.goto('/');
      const hero = page.locator('section[aria-roledescription="carousel"]');
      const slides = hero.locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(slideCount);
      expect(await page.evaluate(notFullyShown, ['section[aria-roledescription="carousel"] [aria-roledescription="slide"] :is(h1, h2, h3)', 'section[aria-roledescription="carousel"] [aria-roledescription="slide"] p'])).toEqual([]);
      await expect(hero.getByRole('heading', {level: 1})).toHaveCount(1);
      for (const control of await hero.locator('button, [role="tablist"]').all()) await expect(control).toBeHidden();

      const services = page.locator('#services [aria-roledescription="carousel"]');
      const logos = services.locator('li:not([data-copy])');
      const names = await logos.locator('a > span').allInnerTexts();
      expect(names.length).toBeGreaterThan(4);
      for (const logo of await logos.all()) {
        await expect(logo).not.toHaveAttribute('aria-hidden', 'true');
        await expect(logo.getByRole('link')).not.toHaveAttribute('tabindex', '-1');
      }
      expect(await page.evaluate(notFullyShown, ['#services [aria-roledescription="carousel"] li:not([data-copy]) a'])).toEqual([]);
      for (const copy of await services.locator('li[data-copy]').all()) await expect(copy).toBeHidden();
      for (const control of await services.locator('button').all()) await expect(control).toBeHidden();
    });
  }

  test('the services logos are reached in order by keyboard', async ({page}) => {
    await page.goto('/');
    const links = page.locator('#services li:not([data-copy]) a');
    const count = await links.count();
    await links.first().focus();
    for (let i = 1; i < count; i += 1) {
      await page.keyboard.press('Tab');
      await expect(links.nth(i)).toBeFocused();
    }
  });
});

test.describe('product updates, JavaScript off', () => {
  const published = readFeed('changelog');

  test('lists every update and offers no filter tabs', async ({page}) => {
    await page.goto('/product-updates');
    const cards = page.locator('#updates-panel article');
    await expect(cards).toHaveCount(published.length);
    await expect(cards.locator('h3')).toHaveText(published.map((u) => u.frontMatter.title as string));
    for (const card of await cards.all()) await expect(card).toBeVisible();
    // The tabs are in the page (JavaScript uses them) but not shown.
    await expect(page.locator('[role="tab"]')).toHaveCount(UPDATE_FILTERS.length);
    await expect(page.locator('[role="tablist"]')).toBeHidden();
    await expect(page.locator('#updates-panel')).toContainText(`Showing ${published.length} updates`);
  });
});

test.describe('navbar by keyboard, JavaScript off (1280 px)', () => {
  test.use({viewport: viewport(1280)});

  test('Tab reaches each sub-menu, which opens on focus, and its links', async ({page}) => {
    await page.goto('/careers');
    const firstGroup = MENU_GROUPS[0]!;
    await mainNav(page).getByRole('link', {name: firstGroup.label, exact: true}).focus();
    for (const group of MENU_GROUPS.slice(1)) {
      await page.keyboard.press('Tab');
      if (group.to) {
        await expect(mainNav(page).getByRole('link', {name: group.label, exact: true})).toBeFocused();
        continue;
      }
      await expect(mainNav(page).getByRole('button', {name: group.label, exact: true})).toBeFocused();
      for (const item of group.items!) {
        await page.keyboard.press('Tab');
        const link = mainNav(page).locator('.dropdown__menu').getByRole('link', {name: item.label, exact: true});
        await expect(link).toBeFocused();
        await expect(link).toBeVisible();
      }
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(MENU_GROUPS.at(-1)!.to!);
  });

  test('a tap on a sub-menu trigger opens it too', async ({page}) => {
    await page.goto('/careers');
    const group = MENU_GROUPS.find((g) => g.items)!;
    await mainNav(page).getByRole('button', {name: group.label, exact: true}).click();
    for (const item of group.items!) await expect(mainNav(page).locator('.dropdown__menu').getByRole('link', {name: item.label, exact: true})).toBeVisible();
  });
});

test.describe('the menu at 375 px, JavaScript off', () => {
  test.use({viewport: viewport(375)});

  test('opens from the navbar, leads to a page, and closes to the content', async ({page}) => {
    await page.goto('/careers');
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();
    await menuLink(page).click();
    await expect(menu).toBeVisible();
    await expect(menu).toBeInViewport();
    await menu.locator('a[href^="#"]').click();
    await expect(menu).toBeHidden();
    await menuLink(page).click();
    await menu.getByRole('link', {name: MENU_GROUPS[0]!.label, exact: true}).click();
    await expect(page).toHaveURL(MENU_GROUPS[0]!.to!);
  });
});

/** Pages with forms: each must say it cannot send, and never put what was typed in an address. */
const FORM_PAGES = ['/log-in', '/contact', '/demo', '/partner-signup', '/apply?position=Backend%20Engineer', '/general-application', '/onboard', '/onboard/sms', '/onboard/payments', '/news', '/product-updates'];

/** Types something recognisable into every field of the form; returns what was typed. */
async function fillAll(form: Locator): Promise<string[]> {
  const typed: string[] = [];
  for (const [i, field] of (await form.locator('input:not([type="checkbox"]):not([type="hidden"]), textarea').all()).entries()) {
    const value = (await field.getAttribute('type')) === 'number' ? `9${i}7531` : `typed${i}zq`;
    await field.fill(value);
    typed.push(value);
  }
  return typed;
}

test.describe('forms, JavaScript off', () => {
  for (const path of FORM_PAGES) {
    test(`${path}: says how to reach us instead, cannot be sent, and never puts what was typed in the address`, async ({page, consoleErrors}) => {
      // The forced submission below posts to the page itself, which a static host answers with 405 (Method Not Allowed), as the local server does.
      consoleErrors.expect(/status of 405/);
      await page.goto(path);
      const form = page.locator('main form').first();
      expect(await form.evaluate((f: HTMLFormElement) => f.method)).toBe('post');
      const note = form.locator('[data-no-script-note]');
      await expect(note).toBeVisible();
      await expect(note.getByRole('link').first()).toHaveAttribute('href', /^(mailto:|\/|https?:)/);
      const submit = form.locator('[type="submit"]');
      await expect(submit).toBeDisabled();

      const typed = await fillAll(form);
      expect(typed.length).toBeGreaterThan(0);
      const navigations: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) navigations.push(`${request.method()} ${request.url()}`);
      });
      // Enter in a field and a click on the button send nothing (the disabled button blocks implicit submission).
      await form.locator('input:not([type="checkbox"])').first().press('Enter');
      await submit.click({force: true});

      // Even a submission forced past the button is a POST: nothing typed reaches the address or the history.
      const [request] = await Promise.all([page.waitForRequest((r) => r.isNavigationRequest()), form.evaluate((f: HTMLFormElement) => f.submit())]);
      expect(request.method()).toBe('POST');
      await page.waitForLoadState();
      // The page sends its submissions in order: one made by Enter or the click would be a navigation before this one.
      expect(navigations).toEqual([`POST ${request.url()}`]);
      for (const value of typed) {
        expect(request.url()).not.toContain(value);
        expect(page.url()).not.toContain(value);
      }
      expect(new URL(page.url()).search).toBe(new URL(path, 'http://x').search);
    });
  }
});

/**
 * Opens `path` as a browser without JavaScript renders it, in a page where
 * axe can run (its promises need the page's timers, which JavaScript-off
 * stops): the page's scripts are removed and its <noscript> contents unwrapped.
 */
async function openAsStatic(page: Page, path: string) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<\/?noscript>/gi, '');
    return route.fulfill({response, body});
  });
  await page.goto(path);
}

test.describe('accessibility of the pages without JavaScript', () => {
  test.use({javaScriptEnabled: true});

  // /docs/getting-started has wide tables, which scroll inside themselves on a phone and must be reachable by keyboard there.
  const routes = ['/', '/mobile-money', '/product-updates', '/log-in', '/contact', '/docs', '/docs/getting-started'];
  for (const width of WIDTHS) {
    for (const route of routes) {
      test(`${route} at ${width} px has no serious axe violations`, async ({page}) => {
        await page.setViewportSize(viewport(width));
        await openAsStatic(page, route);
        // What no-js.css does is there: the navbar's menu link replaces the hamburger, the notes are shown.
        if (width < MOBILE_BREAKPOINT_PX) await expect(menuLink(page)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
        expect(await seriousA11yViolations(page)).toEqual([]);
      });
    }
  }

  test('the open menu at 375 px has no serious axe violations', async ({page}) => {
    await page.setViewportSize(viewport(375));
    await openAsStatic(page, '/careers#site-menu');
    await expect(page.locator('#site-menu')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('with JavaScript on, nothing of this shows', () => {
  test.use({javaScriptEnabled: true});

  test('the no-JS stylesheet, menu and notes are never loaded or rendered', async ({page}) => {
    const styles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('no-js.css')) styles.push(request.url());
    });
    for (const path of ['/', '/log-in']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('#site-menu')).toHaveCount(0);
      await expect(page.locator('[data-no-script-note]')).toHaveCount(0);
    }
    await expect(page.getByRole('button', {name: 'Continue'})).toBeEnabled();
    expect(styles).toEqual([]);
  });

  test('while scripts fail to load, a form cannot be sent either', async ({page, consoleErrors}) => {
    consoleErrors.allow();
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('/log-in');
    const form = page.locator('main form');
    await expect(form.locator('[type="submit"]')).toBeDisabled();
    const typed = await fillAll(form);
    // A submission starts with a submit event, fired while the key is handled: there is none.
    await page.evaluate(() => {
      const w = window as unknown as {submits: number};
      w.submits = 0;
      document.addEventListener('submit', () => (w.submits += 1), true);
    });
    await form.locator('input').first().press('Enter');
    expect(await page.evaluate(() => (window as unknown as {submits: number}).submits)).toBe(0);
    expect(page.url()).toMatch(/\/log-in$/);
    for (const value of typed) expect(page.url()).not.toContain(value);
  });
});
