import {translate} from '@docusaurus/Translate';
import {CLAIMS} from '@site/src/data/claims';
import type {ProductPage} from '../../../../types/productPage';

export const carrierBilling: ProductPage = {
  path: '/carrier-billing',
  title: translate({id: 'carrierBilling.title', message: 'Carrier billing'}),
  description: translate({
    id: 'carrierBilling.description',
    message: 'Let customers pay for digital goods with their phone bill or airtime, across mobile network operators in {markets} markets.',
  }, CLAIMS),
  hero: {
    eyebrow: translate({id: 'carrierBilling.hero.eyebrow', message: 'Carrier billing'}),
    heading: translate({id: 'carrierBilling.hero.heading', message: 'Turn every phone into a way to pay'}),
    lead: translate({
      id: 'carrierBilling.hero.lead',
      message: 'Customers charge purchases to their phone bill or airtime balance, so anyone with a mobile number can buy from you.',
    }),
    ctas: [{label: translate({id: 'carrierBilling.hero.getStarted', message: 'Get Started'}), to: '/onboard', variant: 'primary'}],
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      heading: translate({id: 'carrierBilling.benefits.heading', message: 'Why charge to the phone bill'}),
      columns: 3,
      cards: [
        {
          title: translate({id: 'carrierBilling.benefits.noCard.title', message: 'No card or bank account needed'}),
          text: translate({id: 'carrierBilling.benefits.noCard.text', message: 'Sell to the millions of customers who have airtime but no card or bank account.'}),
          link: {label: translate({id: 'carrierBilling.benefits.noCard.link', message: 'How a carrier billing payment works'}), to: '/docs/guides/carrier-billing#how-a-carrier-billing-payment-works'},
        },
        {
          title: translate({id: 'carrierBilling.benefits.oneTap.title', message: 'One-tap checkout that converts'}),
          text: translate({id: 'carrierBilling.benefits.oneTap.text', message: 'No forms or card numbers to type: customers confirm with their phone and the purchase is done.'}),
          link: {label: translate({id: 'carrierBilling.benefits.oneTap.link', message: 'Charge the phone bill with the API'}), to: '/docs/guides/carrier-billing#charge-the-phone-bill'},
        },
        {
          title: translate({id: 'carrierBilling.benefits.reach.title', message: 'Reach across {markets} markets'}, CLAIMS),
          text: translate({id: 'carrierBilling.benefits.reach.text', message: 'One integration connects you to mobile network operators in {markets} markets.'}, CLAIMS),
          link: {label: translate({id: 'carrierBilling.benefits.reach.link', message: 'Operators by market'}), to: '/coverage'},
        },
      ],
    },
    {
      kind: 'tags',
      id: 'use-cases',
      heading: translate({id: 'carrierBilling.useCases.heading', message: 'Made for digital goods'}),
      tags: [
        translate({id: 'carrierBilling.useCases.mobileGaming', message: 'Mobile gaming'}),
        translate({id: 'carrierBilling.useCases.streaming', message: 'Streaming'}),
        translate({id: 'carrierBilling.useCases.appSubscriptions', message: 'App subscriptions'}),
        translate({id: 'carrierBilling.useCases.inAppPurchases', message: 'In-app purchases'}),
        translate({id: 'carrierBilling.useCases.digitalContent', message: 'Digital content'}),
        translate({id: 'carrierBilling.useCases.premiumServices', message: 'Premium services'}),
      ],
    },
    {
      kind: 'cta',
      id: 'start',
      heading: translate({id: 'carrierBilling.cta.heading', message: 'Start billing through the phone'}),
      lead: translate({id: 'carrierBilling.cta.lead', message: 'Tell us about your service and we will connect you to the operators in your markets.'}),
      ctas: [{label: translate({id: 'carrierBilling.cta.getStarted', message: 'Get Started'}), to: '/onboard', variant: 'primary'}],
    },
  ],
};
