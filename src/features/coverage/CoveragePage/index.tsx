import React, {type ReactNode} from 'react';
import SectionedPageView from '@site/src/ui/SectionedPageView';
import CoverageMap from '@site/src/features/coverage/CoverageMap';
import MarketFinder from '@site/src/features/coverage/MarketFinder';
import MarketDetails from '@site/src/features/coverage/MarketDetails';
import {MARKETS} from '@site/src/features/coverage/data/markets';
import {filterMarkets} from '@site/src/features/coverage/data/filter';
import {coveragePage} from '@site/src/features/coverage/data/page';
import type {CoverageProps} from '@site/src/features/coverage/data/props';
import {useCoverageFilter} from './useCoverageFilter';

/**
 * /coverage (route added by src/plugins/coverage): the map in the hero, the
 * filterable table, then every market's details, from src/features/coverage/data/.
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
