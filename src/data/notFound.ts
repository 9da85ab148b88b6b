import {translate} from '@docusaurus/Translate';

/** Where the not-found page sends a lost visitor. */
export const NOT_FOUND_LINKS = [
  {
    to: '/',
    label: translate({id: 'notFound.links.home', message: 'Home page'}),
    description: translate({id: 'notFound.links.home.description', message: 'Payments and messaging for Africa, through one API.'}),
  },
  {
    to: '/docs',
    label: translate({id: 'notFound.links.docs', message: 'Developer docs'}),
    description: translate({id: 'notFound.links.docs.description', message: 'Guides, samples and the API reference.'}),
  },
  {
    to: '/contact',
    label: translate({id: 'notFound.links.contact', message: 'Contact us'}),
    description: translate({id: 'notFound.links.contact.description', message: 'Tell us what you were looking for; we will help.'}),
  },
] as const;
