import {translate} from '@docusaurus/Translate';

/** What the checker's placeholder says (with the page; the checker's own words load with it, ./copy.ts). */
export const CHECKER_WRAPPER_COPY = {
  noScript: translate({id: 'webhookChecker.noScript', message: 'The checker runs in your browser and needs JavaScript. The steps above do the same by hand.'}),
};
