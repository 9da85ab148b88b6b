import {createHash} from 'node:crypto';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {MARKET_CODES, type MarketCode} from '../../data/marketCodes';
import {COVERAGE_MAP_FILE, COVERAGE_ROUTE} from '../../features/coverage/data/route';
import type {CoverageProps} from '../../features/coverage/data/props';
import {drawCoverageMap} from './map';
import {countriesIn} from '../countries';

/**
 * Where the map's SVG is written, relative to the site: a static directory
 * of docusaurus.config.ts, so that `npm start` serves it and the build copies
 * it into every locale's output like static/.
 */
export const COVERAGE_STATIC_DIR = '.docusaurus/coverage-static';

/**
 * /coverage: the map is drawn at build time from world-atlas with d3-geo and
 * written as a static SVG that the page's links reference with `<use>`, so no
 * map code and no shapes travel in the page's JavaScript; the page itself
 * (src/features/coverage/CoveragePage) renders the markets of src/features/coverage/data/.
 */
export default function coverage(context: LoadContext): Plugin {
  // Docusaurus types a plugin list's content as unknown; this plugin's is what loadContent returns.
  const loaded = (content: unknown) => content as CoverageProps;
  return {
    name: 'coverage',
    async loadContent(): Promise<CoverageProps> {
      const {svg, layout} = drawCoverageMap(MARKET_CODES);
      const file = path.join(context.siteDir, COVERAGE_STATIC_DIR, COVERAGE_MAP_FILE);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, svg);
      const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
      // The markets as the module @countries names and orders them for this locale.
      const markets = countriesIn(context.i18n.currentLocale).filter((country) => country.market);
      const names = Object.fromEntries(markets.map((market) => [market.code, market.name])) as Record<MarketCode, string>;
      const order = markets.map((market) => market.code as MarketCode);
      return {map: {...layout, src: `${COVERAGE_MAP_FILE}?v=${hash}`}, names, order};
    },
    async contentLoaded({content, actions}) {
      actions.addRoute({
        path: `${context.baseUrl.replace(/\/$/, '')}${COVERAGE_ROUTE}`,
        component: '@site/src/features/coverage/CoveragePage',
        exact: true,
        props: {...loaded(content)},
      });
    },
  };
}
