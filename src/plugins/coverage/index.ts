import {createHash} from 'node:crypto';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {MARKET_CODES} from '../../data/marketCodes';
import {COVERAGE_MAP_FILE, COVERAGE_ROUTE} from '../../features/coverage/data/route';
import type {CoverageProps} from '../../features/coverage/data/props';
import {drawCoverageMap} from './map';
import {marketNames} from './names';

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
      const names = marketNames(context.i18n.currentLocale);
      const order = [...MARKET_CODES].sort((a, b) => names[a].localeCompare(names[b], context.i18n.currentLocale));
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
