import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, breakScript, allowFormsService, cutNoticePattern} from './fixtures';
import {MAX_KEPT_DAYS, OFFLINE_CACHES} from '@site/src/plugins/offlineDocs';

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('sign-in (/log-in)', () => {
  test('has the spec’s tabs with SMS selected, the fields and the links', async ({page, request}) => {
    await open(page, '/log-in');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Welcome Back');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Payments', 'SMS', 'USSD']);
    await expect(page.getByRole('tab', {name: 'SMS'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Email')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Remember me')).not.toBeChecked();
    await expect(page.getByRole('link', {name: 'Forgot password?'})).toHaveAttribute('href', '/forgot-password');
    expect((await request.get('/forgot-password')).status()).toBe(200);
    await expect(page.getByRole('button', {name: 'Continue'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Sign up'})).toHaveAttribute('href', '/signup');
    await expect(page.getByText("Don't have an account? Sign up")).toBeVisible();
  });

  test('the tabs work by keyboard like a tab list', async ({page}) => {
    await open(page, '/log-in');
    await page.getByRole('tab', {name: 'SMS'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', {name: 'USSD'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', {name: 'USSD'})).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', {name: 'Payments'})).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', {name: 'USSD'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Sign in to the USSD portal.');
  });

  test('requires both fields and says so next to them', async ({page}) => {
    await open(page, '/log-in');
    await page.getByRole('button', {name: 'Continue'}).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter email.')).toBeVisible();
    await expect(page.getByText('Enter password.')).toBeVisible();
    await page.getByLabel('Email').fill('someone@');
    await page.getByRole('button', {name: 'Continue'}).click();
    await expect(page.getByText('name@company.com')).toBeVisible();
  });

  test('without a configured portal it says so and never claims a sign-in', async ({page}) => {
    await open(page, '/log-in');
    await page.getByLabel('Email').fill('amina@acme.co.ke');
    await page.getByLabel('Password').fill('correct horse');
    await page.getByRole('button', {name: 'Continue'}).click();
    await expect(page.getByRole('status')).toContainText('SMS portal’s address is not configured');
    await expect(page.getByRole('status')).toContainText('You have not been signed in');
    await expect(page).toHaveURL(/\/log-in$/);
  });

  test('with a configured portal it sends the visitor to that portal’s sign-in, without the password', async ({page}) => {
    const portal = 'https://payments.portal.test.invalid/sign-in';
    await breakScript(page, /payments:""/, `payments:"${portal}"`);
    await page.route('https://payments.portal.test.invalid/**', (route) => route.fulfill({contentType: 'text/html', body: '<!doctype html><title>Portal</title><h1>Portal sign-in</h1>'}));
    await open(page, '/log-in');
    await page.getByRole('tab', {name: 'Payments'}).click();
    await page.getByLabel('Email').fill('amina@acme.co.ke');
    await page.getByLabel('Password').fill('correct horse');
    await page.getByRole('button', {name: 'Continue'}).click();
    await expect(page).toHaveURL('https://payments.portal.test.invalid/sign-in?login_hint=amina%40acme.co.ke');
    expect(page.url()).not.toContain('horse');
  });

  test('remember me keeps the e-mail and portal on this device, never the password, until the answers are cleared', async ({page}) => {
    await open(page, '/log-in');
    await page.getByRole('tab', {name: 'USSD'}).click();
    await page.getByLabel('Email').fill('amina@acme.co.ke');
    await page.getByLabel('Password').fill('correct horse');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', {name: 'Continue'}).click();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Email')).toHaveValue('amina@acme.co.ke');
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByLabel('Remember me')).toBeChecked();
    await expect(page.getByRole('tab', {name: 'USSD'})).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('horse');
    // "Clear my answers" forgets it.
    await page.getByRole('button', {name: 'Clear my answers'}).click();
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Remember me')).not.toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('sign-in'))).toBeNull();
  });
});

test.describe('contact and request forms', () => {
  test("its buttons read in the site's font, and in dark mode the quiet one is dark like the page, not a light block", async ({page}) => {
    await page.goto('/contact');
    // A reader who switches the system to dark while reading: the theme listens for it once the page is hydrated
    // (a switch in the half-second before, as this test did before waiting, is seen at the next load).
    await waitForHydration(page);
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const form = page.getByRole('main').locator('form').first();
    const buttons = form.getByRole('button');
    expect(await buttons.count()).toBeGreaterThanOrEqual(2);
    for (const font of await buttons.evaluateAll((all) => all.map((button) => getComputedStyle(button).fontFamily))) expect(font).toBe(bodyFont);
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const clear = form.locator('button.button--secondary').first();
    // Relative luminance of its background (sRGB), read once the theme's colour transitions have ended.
    await expect
      .poll(() =>
        clear.evaluate((button) => {
          const [r, g, b] = getComputedStyle(button).backgroundColor.match(/[\d.]+/g)!.slice(0, 3).map(Number).map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        }),
      )
      .toBeLessThan(0.1);
  });

  for (const [path, team] of [
    ['/contact?team=talent', 'talent'],
    ['/contact?team=partnerships', 'partnerships'],
    ['/contact/partnerships', 'partnerships'],
    ['/contact/support', 'support'],
    ['/contact?team=sales', 'sales'],
  ] as const) {
    test(`${path} preselects the ${team} team`, async ({page}) => {
      await open(page, path);
      await expect(page.getByLabel('Team')).toHaveValue(team);
    });
  }

  test('an unknown or hostile team in the address is ignored, never run', async ({page}) => {
    let dialog = false;
    page.on('dialog', async (d) => {
      dialog = true;
      await d.dismiss();
    });
    await open(page, '/contact?team=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expect(page.getByLabel('Team')).toHaveValue('');
    expect(dialog).toBe(false);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
  });

  test('without a form service, the contact form offers an e-mail to the chosen team with the message filled in', async ({page}) => {
    await open(page, '/contact?team=support');
    await page.getByLabel('Full name').fill('Amina Otieno');
    await page.getByLabel('Email address').fill('amina@acme.co.ke');
    await page.getByLabel('How can we help?').fill('Our callbacks stopped arriving.');
    await page.getByRole('button', {name: 'Send message'}).click();
    await expect(page.getByRole('status')).toContainText('nothing was sent');
    const href = decodeURIComponent((await page.getByRole('link', {name: /Email your answers to support@/}).getAttribute('href'))!);
    expect(href).toContain('How can we help?: Our callbacks stopped arriving.');
    expect(href).toContain('Team: Support');
    await expect(page.getByLabel('How can we help?')).toHaveValue('Our callbacks stopped arriving.');
  });

  test('a failed request keeps every field and says what to do', async ({page, consoleErrors}) => {
    consoleErrors.expect(/Failed to load resource|ERR_FAILED|net::/);
    const endpoint = 'https://forms.test.invalid/submit';
    await breakScript(page, /formsEndpoint:""/, `formsEndpoint:"${endpoint}"`);
    await allowFormsService(page, new URL(endpoint).origin);
    await page.route(endpoint, (route) => route.abort('failed'));
    await open(page, '/demo');
    await page.getByLabel('Product of interest').selectOption({label: 'USSD'});
    await page.getByLabel('Full name').fill('Amina Otieno');
    await page.getByLabel('Email address').fill('amina@acme.co.ke');
    await page.getByLabel('Company').fill('Acme');
    await page.getByRole('button', {name: 'Request Demo'}).click();
    await expect(page.getByRole('status')).toContainText('the connection failed');
    await expect(page.getByRole('status')).toContainText('Everything you typed is still here');
    await expect(page.getByLabel('Company')).toHaveValue('Acme');
    await expect(page.getByLabel('Product of interest')).toHaveValue('ussd');
  });

  test('the partners page’s application links preselect the programme', async ({page}) => {
    await open(page, '/partners');
    await page.locator('#resellers').getByRole('link', {name: /Apply as a reseller/}).click();
    await expect(page).toHaveURL(/\/partner-signup\?programme=resellers$/);
    // The address changes before the new page replaces the old one: find the field once it is there.
    await expect(page.getByRole('combobox', {name: 'Programme'})).toHaveValue('resellers');
  });

  test('the general application requires the essentials', async ({page}) => {
    await open(page, '/general-application');
    await page.getByRole('button', {name: 'Send application'}).click();
    await expect(page.getByLabel('Area of interest')).toBeFocused();
    await expect(page.getByText('Choose area of interest.')).toBeVisible();
  });

  test('sign-up helps a new visitor pick SMS or Payments onboarding', async ({page}) => {
    await open(page, '/signup');
    await expect(page.getByRole('link', {name: /Start SMS onboarding/})).toHaveAttribute('href', '/onboard/sms');
    await expect(page.getByRole('link', {name: /Start payments onboarding/})).toHaveAttribute('href', '/onboard/payments');
  });
});

test.describe('job applications (/apply)', () => {
  test('a position from the careers page is filled in and named', async ({page}) => {
    await open(page, '/careers');
    const apply = page.getByRole('link', {name: /^Apply Now/}).first();
    const href = (await apply.getAttribute('href'))!;
    const title = decodeURIComponent(href.split('position=')[1]!);
    await apply.click();
    // The address changes before the new page replaces the careers page (whose "Open positions" also matches the label): wait for the form.
    await expect(page).toHaveURL(/\/apply\?position=/);
    await expect(page.locator('[data-position]')).toBeAttached();
    await waitForHydration(page);
    await expect(page.getByLabel('Position')).toHaveValue(title);
    await expect(page.locator('[data-position]')).toHaveText(title);
    await expect(page.locator('[data-position-state]')).toHaveAttribute('data-position-state', 'known');
  });

  test('an unknown position is said to be so; a missing one points to the openings', async ({page}) => {
    await open(page, '/apply?position=Chief%20Happiness%20Officer');
    await expect(page.locator('[data-position-state]')).toHaveAttribute('data-position-state', 'unknown');
    await expect(page.getByText('not one of our current openings')).toBeVisible();
    await expect(page.getByLabel('Position')).toHaveValue('Chief Happiness Officer');
    await open(page, '/apply');
    await expect(page.locator('[data-position-state]')).toHaveAttribute('data-position-state', 'missing');
    await expect(page.getByRole('link', {name: 'See open positions'})).toHaveAttribute('href', '/careers#openings');
    await expect(page.getByLabel('Position')).toHaveValue('');
  });

  test('markup in the position is shown as text, never run, and very long input is cut', async ({page}) => {
    let dialog = false;
    page.on('dialog', async (d) => {
      dialog = true;
      await d.dismiss();
    });
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await open(page, `/apply?position=${encodeURIComponent(hostile)}`);
    await expect(page.locator('[data-position]')).toHaveText(hostile);
    await expect(page.getByLabel('Position')).toHaveValue(hostile);
    expect(await page.locator('main script, main img[src="x"]').count()).toBe(0);
    expect(dialog).toBe(false);
    await open(page, `/apply?position=${'A'.repeat(5000)}`);
    expect((await page.getByLabel('Position').inputValue()).length).toBe(120);
  });
});

/** Every form of the site, with a field to type into. */
const FORMS = [
  {path: '/contact', field: 'Full name'},
  {path: '/demo', field: 'Full name'},
  {path: '/partner-signup', field: 'Full name'},
  {path: '/general-application', field: 'Full name'},
  {path: '/apply?position=Backend%20Engineer', field: 'Full name'},
  {path: '/onboard', field: 'Client Name'},
  {path: '/onboard/sms', field: 'Client Name'},
  {path: '/onboard/payments', field: 'Client Name'},
  {path: '/log-in', field: 'Email'},
  {path: '/news', field: 'Email address'},
  {path: '/product-updates', field: 'Email address'},
];

/** Every stored draft, by key. */
const storedDrafts = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('form-draft:')));

test.describe('what forms keep in this browser', () => {
  for (const {path, field} of FORMS) {
    test(`${path}: "Clear my answers" empties the form and forgets what it kept`, async ({page}) => {
      await open(page, path);
      const form = page.locator('main form').filter({has: page.getByLabel(field, {exact: true})});
      await form.getByLabel(field, {exact: true}).fill(field === 'Email' || field === 'Email address' ? 'amina@acme.co.ke' : 'Amina Otieno');
      await form.getByRole('button', {name: 'Clear my answers'}).click();
      await expect(form.getByLabel(field, {exact: true})).toHaveValue('');
      await expect(form.getByRole('status')).toContainText('Your answers were cleared');
      expect(await storedDrafts(page)).toEqual([]);
      await page.reload();
      await waitForHydration(page);
      await expect(form.getByLabel(field, {exact: true})).toHaveValue('');
    });
  }

  test('a draft survives a reload, but not its expiry: seven days after the last change it is deleted', async ({page}) => {
    await open(page, '/contact');
    await page.getByLabel('Full name').fill('Amina Otieno');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('form-draft:contact')!) as {savedAt: number; values: Record<string, string>});
    expect(stored.values.name).toBe('Amina Otieno');
    expect(Math.abs(stored.savedAt - Date.now())).toBeLessThan(60_000);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Full name')).toHaveValue('Amina Otieno');

    // The same draft, last changed eight days ago.
    await page.evaluate(() => {
      const draft = JSON.parse(localStorage.getItem('form-draft:contact')!) as {savedAt: number};
      localStorage.setItem('form-draft:contact', JSON.stringify({...draft, savedAt: Date.now() - 8 * 24 * 3600 * 1000}));
    });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Full name')).toHaveValue('');
    expect(await storedDrafts(page)).toEqual([]);
  });

  test('expired drafts of every form are deleted wherever the site loads, not only on their form\'s page; fresh ones stay', async ({page}) => {
    await open(page, '/');
    await page.evaluate(() => {
      const days = (count: number) => Date.now() - count * 24 * 3600 * 1000;
      localStorage.setItem('form-draft:contact', JSON.stringify({savedAt: days(8), values: {name: 'Amina Otieno'}}));
      localStorage.setItem('form-draft:onboarding', JSON.stringify({savedAt: days(30), values: {clientName: 'Acme'}}));
      localStorage.setItem('form-draft:apply', '{not json');
      localStorage.setItem('form-draft:demo', JSON.stringify({savedAt: days(1), values: {name: 'Amina Otieno'}}));
      localStorage.setItem('unrelated', 'kept');
    });
    // A page without any form.
    await open(page, '/about-us');
    await expect(page.locator('main form')).toHaveCount(0);
    // The sweep waits for idle time (5 s at most after the load).
    await expect.poll(() => storedDrafts(page), {timeout: 15_000}).toEqual(['form-draft:demo']);
    expect(await page.evaluate(() => localStorage.getItem('unrelated'))).toBe('kept');
  });

  test('a draft longer than its field takes (edited by hand) is cut, and the field says so as for typed text', async ({page}) => {
    await open(page, '/contact');
    await page.evaluate(() => localStorage.setItem('form-draft:contact', JSON.stringify({savedAt: Date.now(), values: {name: 'x'.repeat(500)}})));
    await page.reload();
    await waitForHydration(page);
    const name = page.getByLabel('Full name');
    await expect(name).toHaveValue('x'.repeat(120));
    await expect(name).toHaveAccessibleDescription(cutNoticePattern(120, 380));
    await name.fill('Amina');
    await expect(name).not.toHaveAccessibleDescription(cutNoticePattern(120));
  });

  test('the privacy page says what is stored, under which name, and for how long', async ({page}) => {
    await open(page, '/privacy');
    const section = page.locator('main').getByRole('table').filter({hasText: 'form-draft:'});
    await expect(section).toContainText('7 days');
    for (const key of ['theme', 'docusaurus.tab.language', 'form-draft:', 'sign-in', 'sandbox.apiKey']) await expect(section).toContainText(key);
    // The developer hub's offline copies, and how long the browser keeps them (the worker's expiry, src/plugins/offlineDocs.ts).
    const offline = section.getByRole('row').filter({hasText: OFFLINE_CACHES.pages});
    for (const cache of Object.values(OFFLINE_CACHES)) await expect(offline).toContainText(cache);
    await expect(offline).toContainText(`${MAX_KEPT_DAYS} days`);
  });
});

test.describe('input that does not fit', () => {
  test('text cut by its length bound says so next to the field', async ({page}) => {
    await open(page, '/contact');
    const name = page.getByLabel('Full name');
    await name.fill('x'.repeat(10_000));
    await expect(name).toHaveValue('x'.repeat(120));
    const noticeId = (await name.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-notice'))!;
    await expect(page.locator(`#${noticeId}`)).toHaveText(cutNoticePattern(120, 9880));
    await name.fill('Amina');
    await expect(page.locator(`#${noticeId}`)).toBeHidden();
  });

  test('a pasted number too long for a number field is refused, the field keeps its value and says what it takes', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/onboard/sms');
    const max = page.getByLabel('Max SMS Threshold');
    await max.fill('5000');
    await page.evaluate((text) => navigator.clipboard.writeText(text), '9'.repeat(10_000));
    await max.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+V');
    await expect(max).toHaveValue('5000');
    await expect(max).toHaveAccessibleDescription(/That was not entered: this field takes a whole number of up to 9 digits/);
    await max.blur();
    await expect(max).not.toHaveAttribute('aria-invalid', 'true');
  });
});
