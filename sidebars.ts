import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** The docs sidebar, in reading order: first steps, one guide per product, then reference pages. */
const sidebars: SidebarsConfig = {
  docs: [
    {
      type: 'category',
      label: 'Get started',
      collapsible: false,
      items: ['index', 'getting-started', 'authentication'],
    },
    {
      type: 'category',
      label: 'Product guides',
      collapsible: false,
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
      items: ['webhooks', 'errors', 'sandbox', 'migrate-from-v1'],
    },
  ],
};

export default sidebars;
