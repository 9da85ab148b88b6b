import {readFileSync} from 'node:fs';
import {geoAzimuthalEqualArea, geoPath} from 'd3-geo';
import {feature} from 'topojson-client';
import type {Feature, FeatureCollection, Geometry} from 'geojson';
import type {GeometryCollection, Topology} from 'topojson-specification';
import countries from 'i18n-iso-countries';
import type {MarketCode} from '../../data/marketCodes';
import type {CoverageMapLayout, MarketMarker} from '../../features/coverage/data/props';

/** Africa's countries (ISO 3166-1 alpha-2), Western Sahara included; the islands too small for the map's scale are left out by the data itself. */
export const AFRICA = [
  'DZ', 'AO', 'BJ', 'BW', 'BF', 'BI', 'CV', 'CM', 'CF', 'TD', 'KM', 'CG', 'CD', 'CI', 'DJ', 'EG', 'GQ', 'ER', 'SZ', 'ET', 'GA', 'GM', 'GH', 'GN',
  'GW', 'KE', 'LS', 'LR', 'LY', 'MG', 'MW', 'ML', 'MR', 'MU', 'MA', 'MZ', 'NA', 'NE', 'NG', 'RW', 'ST', 'SN', 'SC', 'SL', 'SO', 'ZA', 'SS', 'SD',
  'TZ', 'TG', 'TN', 'UG', 'ZM', 'ZW', 'EH',
] as const;

/** Natural Earth 1:50m boundaries (world-atlas): coastlines that stay recognisable at phone width, about 9 KB gzip for the continent. */
const ATLAS = 'world-atlas/countries-50m.json';
/** The map's width in SVG units; its height follows from the continent's shape. */
const WIDTH = 800;
/** A market smaller than this on the map (square units) gets a larger marker, so that a finger can hit it. */
const SMALL_AREA = 900;

/**
 * An SVG path context that writes integer coordinates, relative after the
 * first point, and drops points that round onto the previous one: a third of
 * the bytes of d3's default output at the same look.
 */
class CompactPath {
  text = '';
  private x = 0;
  private y = 0;
  moveTo(x: number, y: number) {
    this.x = Math.round(x);
    this.y = Math.round(y);
    this.text += `M${this.x} ${this.y}`;
  }
  lineTo(x: number, y: number) {
    const [rx, ry] = [Math.round(x), Math.round(y)];
    if (rx === this.x && ry === this.y) return;
    this.text += `l${rx - this.x} ${ry - this.y}`.replace(' -', '-');
    [this.x, this.y] = [rx, ry];
  }
  beginPath() {
    // Each ring starts with moveTo.
  }
  closePath() {
    this.text += 'z';
  }
  arc() {
    // Country outlines have no arcs (only point geometries would).
  }
}

/**
 * Draws Africa from world-atlas, projected with d3-geo (an equal-area
 * projection centred on the continent, so no market looks bigger than it is):
 * one SVG whose `#land` group holds the other countries and whose
 * `#<code>` paths are the markets, meant to be referenced with `<use>` and
 * styled by the page (its shapes carry no colours of their own). Returns it
 * with the layout the page needs to place its links and markers.
 */
export function drawCoverageMap(markets: readonly MarketCode[]): {svg: string; layout: CoverageMapLayout} {
  const atlas = JSON.parse(readFileSync(require.resolve(ATLAS), 'utf8')) as Topology<{countries: GeometryCollection<{name: string}>}>;
  const world = feature(atlas, atlas.objects.countries) as FeatureCollection<Geometry, {name: string}>;
  const byNumeric = new Map<string, string>(AFRICA.map((code) => [countries.alpha2ToNumeric(code) ?? '', code]));
  // Somaliland has no ISO code in Natural Earth; it is drawn as part of the continent.
  const africa = world.features
    .map((country) => ({country, code: byNumeric.get(String(country.id)) ?? (country.properties.name === 'Somaliland' ? 'SO-SL' : undefined)}))
    .filter((entry): entry is {country: Feature<Geometry, {name: string}>; code: string} => entry.code !== undefined);
  const missing = markets.filter((code) => !africa.some((entry) => entry.code === code));
  if (missing.length) throw new Error(`The atlas has no shape for the markets ${missing.join(', ')}.`);

  const projection = geoAzimuthalEqualArea()
    .rotate([-18, -2])
    .fitWidth(WIDTH, {type: 'FeatureCollection', features: africa.map((entry) => entry.country)});
  const measure = geoPath(projection);
  const [, [, bottom]] = measure.bounds({type: 'FeatureCollection', features: africa.map((entry) => entry.country)});
  const height = Math.ceil(bottom);
  const draw = (country: Feature) => {
    const context = new CompactPath();
    geoPath(projection, context)(country);
    return context.text;
  };

  const marketSet = new Set<string>(markets);
  const land = africa.filter((entry) => !marketSet.has(entry.code)).map((entry) => draw(entry.country)).join('');
  const markers = {} as Record<MarketCode, MarketMarker>;
  const marketPaths = markets.map((code) => {
    const {country} = africa.find((entry) => entry.code === code)!;
    const [x, y] = measure.centroid(country);
    markers[code] = {x: Math.round(x), y: Math.round(y), small: measure.area(country) < SMALL_AREA};
    return `<path id="${code}" d="${draw(country)}"/>`;
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" fill="#c5cfcb" stroke="#fff" stroke-width="1">` +
    `<path id="land" d="${land}"/>${marketPaths.join('')}</svg>\n`;
  return {svg, layout: {width: WIDTH, height, markers}};
}
