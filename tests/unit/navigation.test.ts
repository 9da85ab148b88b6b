import {MENU_GROUPS, NAV_BUTTONS, FOOTER_COLUMNS} from '@site/src/data/navigation';
import {SPEC_ROUTES, EXTRA_ROUTES} from '@site/src/data/routes';
import {MENU_GROUP_COUNT} from '@site/src/constants';

const known = new Set<string>([...SPEC_ROUTES, ...EXTRA_ROUTES]);

describe('navbar data', () => {
  it('has the six menu groups of the spec, in order', () => {
    expect(MENU_GROUPS).toHaveLength(MENU_GROUP_COUNT);
    expect(MENU_GROUPS.map((g) => g.label)).toEqual(['Bulk SMS', 'Payments', 'Partners', 'Developers', 'Company', 'News']);
  });

  it('gives each group either a target or a sub-menu, never both', () => {
    for (const group of MENU_GROUPS) {
      expect(Boolean(group.to) !== Boolean(group.items?.length)).toBe(true);
    }
  });

  it('links every entry to the spec’s targets', () => {
    const flat = MENU_GROUPS.flatMap((g) => (g.items ?? [{label: g.label, to: g.to!}]).map((i) => [i.label, i.to]));
    expect(Object.fromEntries(flat)).toEqual({
      'Bulk SMS': '/bulk-sms',
      'Mobile Money': '/mobile-money',
      'Carrier Billing': '/carrier-billing',
      'Card Services': '/card-services',
      Partners: '/partners',
      'API docs': '/api-docs',
      'Product updates': '/product-updates',
      'About us': '/about-us',
      Careers: '/careers',
      News: '/news',
    });
  });

  it('has the sign-in and self-onboard buttons', () => {
    expect(NAV_BUTTONS.signIn.to).toBe('/log-in');
    expect(NAV_BUTTONS.onboard.to).toBe('/onboard');
  });
});

describe('footer data', () => {
  it('has the Products, Resources and Legal columns of the spec', () => {
    expect(FOOTER_COLUMNS.map((c) => [c.title, c.items.map((i) => i.label)])).toEqual([
      ['Products', ['Mobile Money', 'Bank Checkout', 'Carrier Billing']],
      ['Resources', ['API Docs', 'Careers', 'About']],
      ['Legal', ['Terms & Conditions', 'Privacy', 'Security']],
    ]);
  });

  it('points every navbar and footer link at a route the site serves', () => {
    const targets = [
      ...MENU_GROUPS.flatMap((g) => (g.items ?? []).map((i) => i.to).concat(g.to ? [g.to] : [])),
      ...Object.values(NAV_BUTTONS).map((b) => b.to),
      ...FOOTER_COLUMNS.flatMap((c) => c.items.map((i) => i.to)),
    ];
    expect(targets.filter((t) => !known.has(t))).toEqual([]);
  });
});
