import type {ReactNode} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import {translate} from '@docusaurus/Translate';

/** The not-found page's words (src/theme/NotFound/Content). */
export const NOT_FOUND_COPY = {
  title: translate({id: 'notFound.title', message: 'Page not found'}),
  /** The address is an element (`<code>`): the sentence is interpolated around it, as `<Translate values>` does. */
  withAddress: (address: ReactNode): ReactNode =>
    interpolate(translate({id: 'notFound.withAddress', message: 'There is no page at {address}. The link may be out of date, or the address mistyped.'}), {address}),
  text: translate({id: 'notFound.text', message: 'There is no page at this address. The link may be out of date, or the address mistyped.'}),
};

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
