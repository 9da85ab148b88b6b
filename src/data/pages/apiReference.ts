import {translate} from '@docusaurus/Translate';
import type {PageMeta} from './types';
import {SAMPLE_LANGUAGE_NAMES} from '../sampleLanguages';
import {formatList} from '../../format/list';

/** /api-reference: its head and hero. */
export default {
  title: translate({id: 'pages.apiReference.title', message: 'API reference'}),
  description: translate({id: 'pages.apiReference.description', message: 'Every endpoint and webhook of the payments and messaging API: parameters, request and response fields, errors and code samples.'}),
  heading: translate({id: 'pages.apiReference.heading', message: 'API reference'}),
  lead: translate({id: 'pages.apiReference.lead', message: 'Every endpoint and webhook, with its fields, responses and a sample in {languages}.'}, {languages: formatList(SAMPLE_LANGUAGE_NAMES)}),
} satisfies PageMeta;
