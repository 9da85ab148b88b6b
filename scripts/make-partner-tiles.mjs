#!/usr/bin/env node
/**
 * Writes the partner-strip tiles to static/img/partners/ (200 × 80 SVGs).
 * They are honest, generic tiles named after the kind of partner and the market
 * (no brand names, no logos). Each is monochrome ink on a transparent background
 * so the site can invert it in dark mode with a CSS filter.
 *   node scripts/make-partner-tiles.mjs
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

const OUT = fileURLToPath(new URL('../static/img/partners/', import.meta.url));
const INK = '#1a2233';
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

// Glyphs sit in a 28 × 28 box at x 12–40, y 26–54.
const GLYPHS = {
  // Signal bars.
  operator:
    '<rect x="12" y="46" width="5" height="8" rx="1.5"/><rect x="19.5" y="40" width="5" height="14" rx="1.5"/>' +
    '<rect x="27" y="33" width="5" height="21" rx="1.5"/><rect x="34.5" y="26" width="5" height="28" rx="1.5"/>',
  // Classical building: pediment, columns, base.
  bank:
    '<path d="M26 25l14 7v3H12v-3z"/><rect x="14.5" y="37" width="4" height="11"/><rect x="24" y="37" width="4" height="11"/>' +
    '<rect x="33.5" y="37" width="4" height="11"/><rect x="12" y="49.5" width="28" height="4.5" rx="1"/>',
  // Payment card with stripe and chip.
  card:
    '<rect x="11.5" y="29.5" width="29" height="21" rx="3.5" fill="none" stroke="' + INK + '" stroke-width="2.5"/>' +
    '<rect x="12" y="34.5" width="28" height="4"/><rect x="16" y="42.5" width="7" height="4.5" rx="1"/>' +
    '<rect x="26" y="43.5" width="10" height="2.5" rx="1.25"/>',
};

const KINDS = {operator: 'Mobile Operator', bank: 'Bank', card: 'Card Network'};

// In display order.
const TILES = [
  ['operator', 'Kenya'],
  ['operator', 'Nigeria'],
  ['operator', 'Ghana'],
  ['operator', 'Tanzania'],
  ['operator', 'Uganda'],
  ['operator', 'Zambia'],
  ['operator', 'Malawi'],
  ['operator', 'South Africa'],
  ['bank', 'Kenya'],
  ['bank', 'Nigeria'],
  ['bank', 'South Africa'],
  ['bank', 'Ghana'],
  ['bank', 'Pan-African'],
  ['card', 'International'],
  ['card', 'Regional'],
  ['card', 'Domestic'],
];

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const tile = (kind, region) => `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80">
<title>${esc(`${KINDS[kind]}, ${region}`)}</title>
<g fill="${INK}">${GLYPHS[kind]}</g>
<g font-family="${FONT}" fill="${INK}">
<text x="52" y="37" font-size="15" font-weight="700">${esc(KINDS[kind])}</text>
<text x="52" y="55" font-size="13" fill-opacity=".75">${esc(region)}</text>
</g>
</svg>
`;

mkdirSync(OUT, {recursive: true});
for (const [kind, region] of TILES) {
  writeFileSync(`${OUT}${kind}-${slug(region)}.svg`, tile(kind, region));
}
