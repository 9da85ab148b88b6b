import {translate} from '@docusaurus/Translate';

/** What the Try it button and its empty panel say (with the page; the panel's own words load with it, ./copy.ts). */
export const TRY_IT_WRAPPER_COPY = {
  toggle: translate({id: 'tryIt.toggle', message: 'Try it'}),
  noScript: translate({id: 'tryIt.noScript', message: 'Try it sends this request to the sandbox from your browser and needs JavaScript. The cURL sample below does the same from a terminal.'}),
  loading: translate({id: 'tryIt.loading', message: 'Loading…'}),
};
