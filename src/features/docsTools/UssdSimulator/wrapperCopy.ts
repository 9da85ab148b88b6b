import {translate} from '@docusaurus/Translate';

/** What the simulator's placeholder says (with the page; the simulator's own words load with it, ./copy.ts). */
export const SIMULATOR_WRAPPER_COPY = {
  noScript: translate({id: 'ussdSimulator.noScript', message: 'The simulator runs in your browser and needs JavaScript. "Test your handler" below sends the same requests by hand.'}),
};
