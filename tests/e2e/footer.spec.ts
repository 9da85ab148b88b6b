import {test, expect, waitForHydration} from './fixtures';
import {FOOTER_COLUMNS} from '../../src/data/navigation';
import {OFFICE_COUNT} from '../../src/constants';

const OFFICE_COUNTRIES = ['United Kingdom', 'United States', 'Kenya', 'China', 'United Arab Emirates', 'Malawi'];

test.describe('footer', () => {
  test('has the Products, Resources and Legal columns, each link reaching a real page', async ({page, request}) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const column of FOOTER_COLUMNS) {
      await expect(footer.getByText(column.title, {exact: true})).toBeVisible();
      for (const item of column.items) {
        const link = footer.getByRole('link', {name: item.label, exact: true});
        await expect(link).toHaveAttribute('href', item.to);
        expect((await request.get(item.to)).status(), item.to).toBe(200);
      }
    }
  });

  test('lists the six offices with a local flag and an address; the six flags are one request, each its own view', async ({page}) => {
    const flagRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/img/flags/')) flagRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/about-us');
    await waitForHydration(page);
    const offices = page.getByRole('region', {name: 'Our Offices'});
    const items = offices.getByRole('listitem');
    await expect(items).toHaveCount(OFFICE_COUNT);
    await expect(items).toContainText(OFFICE_COUNTRIES);
    const pictures = new Set<string>();
    for (const flag of await offices.locator('img').all()) {
      await flag.scrollIntoViewIfNeeded();
      expect(await flag.getAttribute('src')).toMatch(/^\/img\/flags\/offices\.svg#[a-z]{2}$/);
      await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      pictures.add((await flag.screenshot()).toString('base64'));
    }
    expect(pictures.size, 'each office shows a different flag').toBe(OFFICE_COUNT);
    expect(flagRequests).toEqual(['/img/flags/offices.svg']);
    for (const item of await items.all()) await expect(item.locator('address')).not.toBeEmpty();
  });

  test('shows the current year in the static HTML and after hydration', async ({page, browser}) => {
    const year = String(new Date().getFullYear());
    const noJs = await browser.newContext({javaScriptEnabled: false});
    const staticPage = await noJs.newPage();
    await staticPage.goto('/');
    await expect(staticPage.getByTestId('copyright-year')).toHaveText(year);
    await expect(staticPage.getByTestId('copyright')).toContainText(/© \d{4} .+\. All rights reserved\./);
    await noJs.close();

    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('copyright-year')).toHaveText(year);
  });

  test('keeps the year right when it turns, without a rebuild', async ({page}) => {
    await page.clock.install({time: new Date(`${new Date().getFullYear() + 1}-01-01T00:00:10`)});
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('copyright-year')).toHaveText(String(new Date().getFullYear() + 1));
  });
});
