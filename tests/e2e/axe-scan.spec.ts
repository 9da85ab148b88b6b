import {test, expect, seriousA11yViolations, waitForHydration} from './fixtures';

/**
 * The accessibility scan every route's test relies on (seriousA11yViolations, axe-core run in the page)
 * finds what it is there to find: a clean page gives nothing, and a planted low-contrast paragraph and
 * an image without a text alternative are reported, each where it is, with a scan limited by rule or to
 * a part of the page seeing only its own.
 */
test('the accessibility scan reports planted violations, by rule and by part of the page', async ({page}) => {
  await page.goto('/careers');
  await waitForHydration(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const faint = Object.assign(document.createElement('p'), {id: 'faint', textContent: 'Faint text'});
    faint.style.cssText = 'color: #eee; background: #fff';
    document.querySelector('main')!.append(faint);
    document.querySelector('footer')!.append(Object.assign(document.createElement('img'), {id: 'no-alt', src: '/img/logo.svg'}));
  });
  const found = await seriousA11yViolations(page);
  expect(found.map(({id, targets}) => [id, targets])).toEqual([
    ['color-contrast', ['#faint']],
    ['image-alt', ['#no-alt']],
  ]);
  expect((await seriousA11yViolations(page, {rules: ['color-contrast']})).map(({id}) => id)).toEqual(['color-contrast']);
  expect((await seriousA11yViolations(page, {within: page.getByRole('contentinfo')})).map(({id}) => id)).toEqual(['image-alt']);
});
