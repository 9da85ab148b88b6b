import {translate} from '@docusaurus/Translate';
import type {Region} from './markets';

/** The regions' names in the page's language: on /coverage and wherever a page groups markets by region (its own module, so such a page does not load the coverage page's words). */
export const REGION_NAMES: Record<Region, string> = {
  east: translate({id: 'coverage.region.east', message: 'East Africa'}),
  southern: translate({id: 'coverage.region.southern', message: 'Southern Africa'}),
  west: translate({id: 'coverage.region.west', message: 'West Africa'}),
  central: translate({id: 'coverage.region.central', message: 'Central Africa'}),
  north: translate({id: 'coverage.region.north', message: 'North Africa'}),
};
