import {translate} from '@docusaurus/Translate';
import type {ProductPage} from '../../../../types/productPage';
import {backedBy} from './backing';

export const ussd: ProductPage = {
  path: '/ussd',
  title: translate({id: 'ussd.title', message: 'USSD'}),
  description: translate({
    id: 'ussd.description',
    message: 'Build interactive USSD menus on short codes, so customers on any phone can use your service without data.',
  }),
  hero: {
    eyebrow: translate({id: 'ussd.hero.eyebrow', message: 'USSD'}),
    heading: translate({id: 'ussd.hero.heading', message: 'Reach customers on every phone, with or without data'}),
    lead: translate({
      id: 'ussd.hero.lead',
      message: 'Customers dial a short code and move through your menu on any handset, with no smartphone, app or internet needed.',
    }),
    ctas: [
      {label: translate({id: 'ussd.hero.getStarted', message: 'Get Started'}), to: '/onboard/sms', variant: 'primary'},
      {label: translate({id: 'ussd.hero.requestDemo', message: 'Request Demo'}), to: '/demo', variant: 'secondary'},
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'features',
      heading: translate({id: 'ussd.features.heading', message: 'Everything you need to run a USSD service'}),
      columns: 3,
      cards: [
        {
          badge: translate({id: 'ussd.badge.code', message: 'Code'}),
          title: translate({id: 'ussd.features.shortCodes.title', message: 'Dedicated or shared short codes'}),
          text: translate({id: 'ussd.features.shortCodes.text', message: 'Get a short code of your own, or start quickly on a shared code with your own extension.'}),
          ...backedBy('ussd.serviceCodes', translate({id: 'ussd.features.shortCodes.link', message: 'How a USSD session works'})),
        },
        {
          badge: 'API',
          title: translate({id: 'ussd.features.menuBuilder.title', message: 'Menus answered by your server'}),
          text: translate({id: 'ussd.features.menuBuilder.text', message: 'Each step reaches your server, which answers with the next screen or the last one: your menu, your rules.'}),
          ...backedBy('ussd.callback', translate({id: 'ussd.features.menuBuilder.link', message: 'Write the callback handler'})),
        },
        {
          badge: translate({id: 'ussd.badge.step', message: 'Step'}),
          title: translate({id: 'ussd.features.sessions.title', message: 'Session handling'}),
          text: translate({id: 'ussd.features.sessions.text', message: 'Each dial is tracked as one session, so your service remembers earlier answers as the customer moves through the menu.'}),
          ...backedBy('ussd.sessions', translate({id: 'ussd.features.sessions.link', message: 'How a USSD session works'})),
        },
        {
          badge: translate({id: 'ussd.badge.any', message: 'Any'}),
          title: translate({id: 'ussd.features.anyPhone.title', message: 'Works on every phone without data'}),
          text: translate({id: 'ussd.features.anyPhone.text', message: 'USSD runs on basic feature phones and smartphones alike, with no app to install and no internet bundle.'}),
          ...backedBy('ussd.anyPhone', translate({id: 'ussd.features.anyPhone.link', message: 'Try the menu in the simulator'})),
        },
        {
          badge: translate({id: 'ussd.badge.pay', message: 'Pay'}),
          title: translate({id: 'ussd.features.payments.title', message: 'Payments started from the menu'}),
          text: translate({id: 'ussd.features.payments.text', message: 'At the end of the menu, request a mobile money payment for the caller’s number: they approve it with their PIN, and a webhook gives you the outcome.'}),
          ...backedBy('ussd.payments', translate({id: 'ussd.features.payments.link', message: 'Take a payment from a USSD menu'})),
        },
        {
          badge: translate({id: 'ussd.badge.signed', message: 'Signed'}),
          title: translate({id: 'ussd.features.signed.title', message: 'Signed requests'}),
          text: translate({id: 'ussd.features.signed.text', message: 'Every request to your server is signed like our webhooks, so your menu answers only the calls that come from us.'}),
          ...backedBy('ussd.signedRequests', translate({id: 'ussd.features.signed.link', message: 'Check that a request comes from the API'})),
        },
      ],
    },
    {
      kind: 'cards',
      id: 'use-cases',
      heading: translate({id: 'ussd.useCases.heading', message: 'What businesses build with USSD'}),
      columns: 4,
      cards: [
        {
          title: translate({id: 'ussd.useCases.banking.title', message: 'Banking and wallets'}),
          text: translate({id: 'ussd.useCases.banking.text', message: 'Check balances, send money and buy airtime from any phone, wherever the customer is.'}),
        },
        {
          title: translate({id: 'ussd.useCases.surveys.title', message: 'Surveys and registration'}),
          text: translate({id: 'ussd.useCases.surveys.text', message: 'Collect answers and sign up customers, voters or members from a simple step-by-step menu.'}),
        },
        {
          title: translate({id: 'ussd.useCases.agriculture.title', message: 'Agriculture information'}),
          text: translate({id: 'ussd.useCases.agriculture.text', message: 'Give farmers market prices and weather forecasts on demand, even in areas with no mobile data.'}),
        },
        {
          title: translate({id: 'ussd.useCases.selfService.title', message: 'Customer self-service'}),
          text: translate({id: 'ussd.useCases.selfService.text', message: 'Let customers check orders, pay bills and report problems without calling your support line.'}),
        },
      ],
    },
    {
      kind: 'tags',
      id: 'channels',
      heading: translate({id: 'ussd.channels.heading', message: 'Works alongside your other channels'}),
      tags: [
        translate({id: 'ussd.channels.bulkSms', message: 'Bulk SMS'}),
        translate({id: 'ussd.channels.mobileMoney', message: 'Mobile money'}),
        translate({id: 'ussd.channels.carrierBilling', message: 'Carrier billing'}),
        translate({id: 'ussd.channels.webAndApp', message: 'Web and app'}),
      ],
    },
    {
      kind: 'cta',
      id: 'start',
      heading: translate({id: 'ussd.cta.heading', message: 'Launch your USSD service'}),
      lead: translate({id: 'ussd.cta.lead', message: 'Tell us what your menu should do and we will help you get a short code and go live.'}),
      ctas: [
        {label: translate({id: 'ussd.cta.getStarted', message: 'Get Started'}), to: '/onboard/sms', variant: 'primary'},
        {label: translate({id: 'ussd.cta.requestDemo', message: 'Request Demo'}), to: '/demo', variant: 'secondary'},
      ],
    },
  ],
};
