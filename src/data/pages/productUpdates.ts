import {translate} from '@docusaurus/Translate';
import type {PageMeta} from './types';

/** /product-updates: its head and hero. */
export default {
  title: translate({id: 'pages.productUpdates.title', message: 'Product updates'}),
  description: translate({id: 'pages.productUpdates.description', message: 'What is new in our payments, SMS and dashboard products: releases, upcoming features and important notices.'}),
  heading: translate({id: 'pages.productUpdates.heading', message: 'Product updates'}),
  lead: translate({id: 'pages.productUpdates.lead', message: 'Releases, upcoming features and important notices.'}),
} satisfies PageMeta;
