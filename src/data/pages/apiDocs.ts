import {translate} from '@docusaurus/Translate';
import type {PageMeta} from './types';

/** /api-docs: its head and hero. */
export default {
  title: translate({id: 'pages.apiDocs.title', message: 'Developer hub'}),
  description: translate({id: 'pages.apiDocs.description', message: 'One API for payments and messaging across Africa: guides, samples and the API reference.'}),
  heading: translate({id: 'pages.apiDocs.heading', message: 'Developer hub'}),
  lead: translate({id: 'pages.apiDocs.lead', message: 'Everything you need to integrate payments and messaging with one API.'}),
} satisfies PageMeta;
