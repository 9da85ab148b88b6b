import React, {type ReactNode} from 'react';
import SectionedPageView from '@site/src/components/SectionedPageView';
import CoverageMap from '@site/src/components/CoverageMap';
import MarketFinder from '@site/src/components/MarketFinder';
import MarketDetails from '@site/src/components/MarketDetails';
import {MARKETS} from '@site/src/data/coverage/markets';
import {filterMarkets} from '@site/src/data/coverage/filter';
import {coveragePage} from '@site/src/data/coverage/page';
import type {CoverageProps} from '@site/src/data/coverage/props';
import {useCoverageFilter} from './useCoverageFilter';

/**
 * /coverage (route added by src/plugins/coverage): the map in the hero, the
 * filterable table, then every market's details, from src/data/coverage.
 */
export default function CoveragePage({map, names, order}: CoverageProps): ReactNode {
  const [filter, setFilter] = useCoverageFilter();
  const markets = order.map((code) => MARKETS[code]);
  const shown = filterMarkets(markets, names, filter);
  const matching = new Set(shown.map((market) => market.code));
  return (
    <SectionedPageView
      {...coveragePage}
      visual={<CoverageMap map={map} names={names} markets={markets} matching={matching} />}
      slots={{
        find: <MarketFinder names={names} total={markets.length} shown={shown} filter={filter} onFilter={setFilter} />,
        markets: <MarketDetails markets={markets} names={names} />,
      }}
    />
  );
}
