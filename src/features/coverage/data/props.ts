import type {MarketCode} from '../../../data/marketCodes';

/** Where a market's dot sits on the map, in the map's SVG units. */
export interface MarketMarker {
  x: number;
  y: number;
  /** The country is small on the map: its dot is drawn larger, as a touch target. */
  small: boolean;
}

export interface CoverageMapLayout {
  width: number;
  height: number;
  markers: Record<MarketCode, MarketMarker>;
}

/** What /coverage gets from the build (src/plugins/coverage) as route props. */
export interface CoverageProps {
  map: CoverageMapLayout & {
    /** The SVG of shapes, with a hash of its content so that a new drawing is never served from a stale cache. */
    src: string;
  };
  /** The markets' names in the page's language. */
  names: Record<MarketCode, string>;
  /** The markets in the alphabetical order of those names. */
  order: MarketCode[];
}
