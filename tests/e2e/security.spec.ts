import {test, expect, waitForHydration, pageIdle, cutNoticePattern} from './fixtures';
import {HOSTILE, hostileQuery, recordViolations, expectNothingRan} from './hostile';
import {TRAP_FIELD} from '../../src/data/forms/schemas';

/**
 * The site under its own headers (static/_headers, applied by the local
 * server as a host that reads the file would): the Content-Security-Policy
 * breaks no page, markup in the address or in form fields is never run, and
 * the cache policy tells browsers and CDNs what may be kept. Every route is
 * loaded under the policy with markup in its address by routes.spec.ts.
 */

test.describe('security headers and Content-Security-Policy', () => {
  test('the policy is enforced: an injected inline script is refused and reported', async ({page, consoleErrors}) => {
    consoleErrors.expect(/Content Security Policy/);
    const violations = await recordViolations(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__pwned = 1';
      document.body.append(script);
    });
    // Refused by the header's policy and by the page's meta tag: each reports it.
    await expect.poll(() => violations.length).toBe(2);
    for (const violation of violations) expect(violation).toMatch(/^script-src-elem blocked inline/);
    await expectNothingRan(page);
  });

  test('served without the headers (as GitHub Pages serves it), the policy in the page still refuses injected scripts, and pages work', async ({page, consoleErrors}) => {
    consoleErrors.expect(/Content Security Policy/);
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'content-security-policy'));
      await route.fulfill({response, headers});
    });
    const violations = await recordViolations(page);
    for (const path of ['/docs/webhooks', '/']) {
      const response = await page.goto(path);
      expect(response!.headers()['content-security-policy']).toBeUndefined();
      await waitForHydration(page);
    }
    // The home page hydrated and works under the meta policy: the carousel moves by hand.
    await page.getByRole('button', {name: /next/i}).first().click();
    expect(violations).toEqual([]);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__pwned = 1';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBe(1);
    expect(violations[0]).toMatch(/^script-src-elem blocked inline/);
    await expectNothingRan(page);
  });

  test('no other site can frame a page (clickjacking)', async ({page, consoleErrors, baseURL}) => {
    consoleErrors.expect(/frame-ancestors|Refused to display|refused to connect/i);
    // A page on another origin (localhost, not 127.0.0.1) that frames the sign-in page.
    await page.route('http://localhost:1/framer', (route) => route.fulfill({contentType: 'text/html', body: `<iframe src="${baseURL}/log-in" width=600 height=400></iframe>`}));
    await page.goto('http://localhost:1/framer');
    const framed = page.frames().find((frame) => frame !== page.mainFrame())!;
    await expect.poll(async () => framed.evaluate(() => document.querySelector('input') === null).catch(() => true)).toBe(true);
    await expect(page.frameLocator('iframe').getByLabel(/email/i)).toHaveCount(0);
  });

  test('an unknown address answers 404 with the same headers', async ({page, consoleErrors}) => {
    consoleErrors.expect(/404/);
    const response = await page.goto(`/no-such-page${hostileQuery()}`);
    expect(response?.status()).toBe(404);
    expect(response!.headers()['content-security-policy']).toMatch(/default-src 'self'/);
    await expectNothingRan(page);
  });
});

test.describe('cache policy', () => {
  test('files named by their content are immutable for a year; pages and other files revalidate', async ({page, request}) => {
    const assets: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response.url());
    });
    await page.goto('/docs/getting-started');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(assets.some((url) => url.endsWith('.js'))).toBe(true);
    expect(assets.some((url) => url.endsWith('.css'))).toBe(true);
    for (const url of assets) {
      expect(new URL(url).pathname, 'a cached-for-a-year file must carry a content hash').toMatch(/[.-][0-9a-f]{8,}\.\w+$/);
      const response = await request.get(url);
      expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    for (const path of ['/', '/docs/getting-started', '/img/social-card.jpg', '/search-index.json', '/sitemap.xml', '/robots.txt']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    }
  });

  test('the headers file itself is not published', async ({request}) => {
    expect((await request.get('/_headers')).status()).toBe(404);
  });
});

const FORM_ROUTES = ['/contact', '/demo', '/partner-signup', '/general-application', '/apply', '/log-in', '/onboard', '/onboard/payments', '/onboard/sms', '/product-updates', '/news'];

test.describe('hostile input in forms', () => {
  for (const route of FORM_ROUTES) {
    test(`${route}: markup typed into every field is kept as text and never run; very long input is cut, and the field says so`, async ({page}) => {
      const violations = await recordViolations(page);
      await page.goto(route);
      await waitForHydration(page);
      const fields = page.locator('form').locator('input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=number]), textarea');
      const count = await fields.count();
      expect(count, 'text fields on the page').toBeGreaterThan(0);
      const long = HOSTILE + 'x'.repeat(20_000);
      for (let i = 0; i < count; i++) {
        const field = fields.nth(i);
        if (!(await field.isVisible())) continue;
        // The honeypot (src/features/forms/TrapField) is hidden from people and assistive technology; the only such field.
        if (await field.evaluate((element) => element.closest('[aria-hidden="true"]') !== null)) {
          expect(await field.getAttribute('name'), 'the one field hidden from people').toBe(TRAP_FIELD);
          continue;
        }
        const maxLength = Number(await field.getAttribute('maxlength'));
        expect(maxLength, `${await field.getAttribute('name')}: a bound on its length`).toBeGreaterThan(0);
        expect(maxLength).toBeLessThanOrEqual(10_000);
        await field.fill(long);
        const value = await field.inputValue();
        expect(value.length).toBeLessThanOrEqual(maxLength);
        expect(long.startsWith(value)).toBe(true);
        // What was cut is said next to the field.
        await expect(field).toHaveAccessibleDescription(cutNoticePattern(maxLength));
      }
      await page.locator('form').first().locator('button[type=submit]').click();
      // The form has handled the submission (its render, effects and focus move) once the page is idle again.
      await pageIdle(page);
      await expectNothingRan(page);
      expect(violations).toEqual([]);
    });
  }
});
