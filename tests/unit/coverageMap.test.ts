import {gzipSync} from 'node:zlib';
import {MARKET_CODES} from '@site/src/features/coverage/data/markets';
import {drawCoverageMap} from '@site/src/plugins/coverage/map';

describe('the coverage map (src/plugins/coverage/map.ts)', () => {
  const {svg, layout} = drawCoverageMap(MARKET_CODES);

  it("draws each market as its own shape, and the rest of Africa as one", () => {
    for (const code of MARKET_CODES) expect(svg).toContain(`<path id="${code}" d="M`);
    expect(svg.match(/<path id="land" d="M[^"]+"/)).not.toBeNull();
    // The shapes carry no colour of their own, so that the page's styles (and dark mode) reach them through <use>.
    expect(svg).not.toMatch(/<path[^>]*(fill|style)=/);
  });

  it('places every marker inside the map', () => {
    expect(Object.keys(layout.markers).sort()).toEqual([...MARKET_CODES].sort());
    for (const {x, y} of Object.values(layout.markers)) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(layout.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(layout.height);
    }
    // Small countries get a larger touch target; large ones do not.
    expect(layout.markers.RW.small).toBe(true);
    expect(layout.markers.CD.small).toBe(false);
  });

  it('stays under 60 KB gzip', () => {
    const bytes = gzipSync(svg).length;
    expect(bytes).toBeLessThan(60_000);
  });

  it('fails the build when a market has no shape in the atlas', () => {
    expect(() => drawCoverageMap(['KE', 'XX' as (typeof MARKET_CODES)[number]])).toThrow(/XX/);
  });
});
