import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/** Markup that would run a script if a page ever inserted it as HTML. */
export const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';

/** An address query that puts that markup (and a very long value) in every parameter a page reads. */
export const hostileQuery = (extra = '') =>
  `?type=${encodeURIComponent(HOSTILE)}&position=${encodeURIComponent(HOSTILE + 'A'.repeat(5000))}&team=${encodeURIComponent(HOSTILE)}&q=${encodeURIComponent(HOSTILE)}${extra}`;

/** Records every Content-Security-Policy violation of the page, across navigations. */
export async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {__reportViolation: (text: string) => void}).__reportViolation(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

/** Nothing of the hostile markup ran or was inserted as elements. */
export async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"], main script:not([type="application/ld+json"])')).toHaveCount(0);
}
