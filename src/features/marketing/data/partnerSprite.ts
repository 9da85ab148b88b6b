/**
 * The partner tiles' artwork: one SVG sprite per language (static/img/partners.svg, partners.fr.svg), a
 * 200 × 80 tile per `<view>`, each an icon of the partner's kind beside two lines of text, the kind and
 * the region, in the page's language. Written from the tiles' data and the translations by
 * tests/unit/home.test.ts (`UPDATE_SPRITES=1`), which fails while a committed sprite differs.
 */
export type PartnerKind = 'operator' | 'bank' | 'card';

/** The size of one tile, in the sprite and on the page. */
export const PARTNER_TILE_SIZE = {width: 200, height: 80} as const;

/** The sprite a page in `locale` shows, by the site's path. */
export function partnerSpritePath(locale: string): string {
  return locale === 'en' ? '/img/partners.svg' : `/img/partners.${locale}.svg`;
}

/** One tile: its view's id, its kind, and the two lines it reads. */
export interface SpriteTile {
  view: string;
  kind: PartnerKind;
  kindName: string;
  regionName: string;
}

const INK = '#1a2233';
const ICONS: Record<PartnerKind, string> = {
  operator: `<g fill="${INK}"><rect x="12" y="46" width="5" height="8" rx="1.5"/><rect x="19.5" y="40" width="5" height="14" rx="1.5"/><rect x="27" y="33" width="5" height="21" rx="1.5"/><rect x="34.5" y="26" width="5" height="28" rx="1.5"/></g>`,
  bank: `<g fill="${INK}"><path d="M26 25l14 7v3H12v-3z"/><rect x="14.5" y="37" width="4" height="11"/><rect x="24" y="37" width="4" height="11"/><rect x="33.5" y="37" width="4" height="11"/><rect x="12" y="49.5" width="28" height="4.5" rx="1"/></g>`,
  card: `<g fill="${INK}"><rect x="11.5" y="29.5" width="29" height="21" rx="3.5" fill="none" stroke="${INK}" stroke-width="2.5"/><rect x="12" y="34.5" width="28" height="4"/><rect x="16" y="42.5" width="7" height="4.5" rx="1"/><rect x="26" y="43.5" width="10" height="2.5" rx="1.25"/></g>`,
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sprite's text: the tiles in order of their view's id, each view looking at its tile. */
export function partnerSprite(tiles: SpriteTile[]): string {
  const {width, height} = PARTNER_TILE_SIZE;
  const sorted = [...tiles].sort((a, b) => (a.view < b.view ? -1 : 1));
  const views = sorted.map((tile, i) => `<view id="${tile.view}" viewBox="0 ${i * height} ${width} ${height}"/>`);
  const drawn = sorted.map((tile, i) =>
    [
      `<svg y="${i * height}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
      `<title>${escapeXml(`${tile.kindName}, ${tile.regionName}`)}</title>`,
      ICONS[tile.kind],
      `<g font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" fill="${INK}">`,
      `<text x="52" y="37" font-size="15" font-weight="700">${escapeXml(tile.kindName)}</text>`,
      `<text x="52" y="55" font-size="13" fill-opacity=".75">${escapeXml(tile.regionName)}</text>`,
      `</g>`,
      `</svg>`,
    ].join('\n'),
  );
  return [`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height * tiles.length}" viewBox="0 0 ${width} ${height * tiles.length}">`, ...views, ...drawn, '</svg>', ''].join('\n');
}
