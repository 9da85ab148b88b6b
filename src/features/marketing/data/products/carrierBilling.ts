import {translate} from '@docusaurus/Translate';
import {selectPlural} from '@site/src/format/plural';
import {coverageFilterLink} from '@site/src/features/coverage/data/route';
import type {ProductPage} from '../../../../types/productPage';
import {backedBy} from './backing';
import {reach} from './reach';

/** The markets with carrier billing, from the coverage data. */
const REACH = reach('carrier-billing');

export const carrierBilling: ProductPage = {
  path: '/carrier-billing',
  title: translate({id: 'carrierBilling.title', message: 'Carrier billing'}),
  description: selectPlural(
    REACH.markets,
    translate(
      {
        id: 'carrierBilling.description',
        message:
          'Let customers pay for digital goods with their phone bill or airtime, across mobile network operators in {markets} market.|Let customers pay for digital goods with their phone bill or airtime, across mobile network operators in {markets} markets.',
      },
      REACH.values,
    ),
  ),
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
          ...backedBy('carrierBilling.noCard', translate({id: 'carrierBilling.benefits.noCard.link', message: 'How a carrier billing payment works'})),
        },
        {
          title: translate({id: 'carrierBilling.benefits.oneTap.title', message: 'One-tap checkout that converts'}),
          text: translate({id: 'carrierBilling.benefits.oneTap.text', message: 'No forms or card numbers to type: customers confirm with their phone and the purchase is done.'}),
          ...backedBy('carrierBilling.charge', translate({id: 'carrierBilling.benefits.oneTap.link', message: 'Charge the phone bill with the API'})),
        },
        {
          title: selectPlural(REACH.markets, translate({id: 'carrierBilling.benefits.reach.title', message: 'Reach across {markets} market|Reach across {markets} markets'}, REACH.values)),
          text: selectPlural(
            REACH.markets,
            translate({id: 'carrierBilling.benefits.reach.text', message: 'One integration connects you to mobile network operators in {markets} market.|One integration connects you to mobile network operators in {markets} markets.'}, REACH.values),
          ),
          ...backedBy('carrierBilling.operators', translate({id: 'carrierBilling.benefits.reach.link', message: 'Operators by market'}), coverageFilterLink({product: 'carrier-billing'})),
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
