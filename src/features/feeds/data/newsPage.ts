import {translate} from '@docusaurus/Translate';
import {CLAIMS} from '@site/src/data/claims';
import type {Card} from '../../../types/content';

/** Copy of /news (the articles themselves are the Markdown files of blog/). */
export const NEWS_COPY = {
  latestHeading: translate({id: 'news.latest', message: 'Latest articles'}),
  olderHeading: translate({id: 'news.older', message: 'Older articles'}),
};

/** The market insights block of /news: what the team sees across its markets, each with where to read more. */
export const MARKET_INSIGHTS = {
  heading: translate({id: 'news.insights.heading', message: 'Market insights'}),
  lead: translate(
    {id: 'news.insights.lead', message: 'What we see across our {markets} markets, and what it means for the way you get paid and reach customers.'},
    CLAIMS,
  ),
  items: [
    {
      title: translate({id: 'news.insights.wallets.title', message: 'Wallets lead at checkout'}),
      text: translate({id: 'news.insights.wallets.text', message: 'Where a checkout offers both, more customers choose a mobile money wallet than a card in most of our markets.'}),
      link: {label: translate({id: 'news.insights.wallets.link', message: 'Mobile money guide'}), to: '/docs/guides/mobile-money'},
    },
    {
      title: translate({id: 'news.insights.sms.title', message: 'SMS reaches every phone'}),
      text: translate({id: 'news.insights.sms.text', message: 'One-time passwords and payment alerts still go by SMS: it needs no data bundle and reports delivery number by number.'}),
      link: {label: translate({id: 'news.insights.sms.link', message: 'Bulk SMS guide'}), to: '/docs/guides/bulk-sms'},
    },
    {
      title: translate({id: 'news.insights.ussd.title', message: 'USSD serves the unbanked'}),
      text: translate({id: 'news.insights.ussd.text', message: 'Short-code menus work on feature phones without internet, which makes them the first digital channel for many customers.'}),
      link: {label: translate({id: 'news.insights.ussd.link', message: 'USSD guide'}), to: '/docs/guides/ussd'},
    },
    {
      title: translate({id: 'news.insights.billing.title', message: 'Phone bills pay for content'}),
      text: translate({id: 'news.insights.billing.text', message: 'Games, streaming and subscriptions convert best when the purchase goes on the phone bill: no card and no wallet top-up.'}),
      link: {label: translate({id: 'news.insights.billing.link', message: 'Carrier billing'}), to: '/carrier-billing'},
    },
  ] satisfies Card[],
};
