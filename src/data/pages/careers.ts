import {translate} from '@docusaurus/Translate';
import type {PageMeta} from './types';

/** /careers: its head and hero. */
export default {
  title: translate({id: 'pages.careers.title', message: 'Careers'}),
  description: translate({id: 'pages.careers.description', message: 'Join the team building payments and messaging infrastructure for Africa. See our openings and how we work.'}),
  heading: translate({id: 'pages.careers.heading', message: 'Careers'}),
  lead: translate({id: 'pages.careers.lead', message: 'Build the rails that millions of people pay and talk through every day.'}),
} satisfies PageMeta;
