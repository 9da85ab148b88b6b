import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The docs sidebar, in reading order: first steps, one guide per product, then
 * reference pages. Each group has an index page, so its title is a real link.
 */
const sidebars: SidebarsConfig = {
  docs: [
    {
      type: 'category',
      label: 'Get started',
      collapsible: false,
      link: {type: 'generated-index', slug: '/start', description: 'Your API keys, the sandbox and your first request: everything to go from sign-up to a first payment.'},
      items: ['index', 'getting-started', 'authentication'],
    },
    {
      type: 'category',
      label: 'Product guides',
      collapsible: false,
      link: {type: 'generated-index', slug: '/guides', description: 'One integration guide per product: mobile money, cards, bank checkout, carrier billing, bulk SMS and USSD.'},
      items: [
        'guides/mobile-money',
        'guides/card-services',
        'guides/bank-checkout',
        'guides/carrier-billing',
        'guides/bulk-sms',
        'guides/ussd',
      ],
    },
    {
      type: 'category',
      label: 'Reference & operations',
      collapsible: false,
      link: {type: 'generated-index', slug: '/reference', description: 'Webhooks and their signatures, error codes, API versions and their upgrade guides, the typed client, sandbox test numbers and the migration from the legacy API.'},
      items: ['webhooks', 'errors', 'api-versions', 'upgrade-2026-11-30', 'typed-client', 'sandbox', 'migrate-from-v1'],
    },
  ],
};

export default sidebars;
