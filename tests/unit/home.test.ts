import {existsSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {HERO_CTAS, HERO_SLIDES, PARTNER_STRIP, SERVICE_LOGOS, WHY_CHOOSE_US, type PartnerLogo, type SizedImage} from '@site/src/features/marketing/data/home';
import {PARTNER_TILE_SIZE, partnerSprite, partnerSpritePath} from '@site/src/features/marketing/data/partnerSprite';
import {PARTNER_LOGO_COUNT, SITE_LOCALES} from '@site/src/constants';
import {CLAIMS} from '@site/src/data/claims';
import {SPEC_ROUTES, EXTRA_ROUTES} from '@site/src/data/routes';
import {inFrancZone, MARKETS} from '@site/src/features/coverage/data/markets';
import {countryName} from '@site/src/plugins/countries/names';

const served = new Set<string>([...SPEC_ROUTES, ...EXTRA_ROUTES]);
const staticFile = (url: string) => path.join(__dirname, '../../static', url);

/** The width and height attributes of an SVG's root element. */
function svgSize(url: string): {width: number; height: number} {
  const root = /<svg\b[^>]*>/.exec(readFileSync(staticFile(url), 'utf8'))![0];
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(root)?.[1]);
  return {width: attr('width'), height: attr('height')};
}

function expectSizedStaticFile(image: SizedImage, maxBytes: number) {
  expect(existsSync(staticFile(image.src))).toBe(true);
  expect(statSync(staticFile(image.src)).size).toBeLessThan(maxBytes);
  if (image.src.endsWith('.svg')) expect(svgSize(image.src)).toEqual({width: image.width, height: image.height});
}

describe('home hero slides', () => {
  it('are the spec’s four slides, in order, with their exact texts', () => {
    expect(HERO_SLIDES.map((s) => [s.type, s.heading, s.subheading])).toEqual([
      ['video', 'Content and Payment Aggregation made easy.', 'One platform. Infinite Possibilities.'],
      ['image', 'Connect. Manage. Grow.', 'Your services, simplified.'],
      ['image', 'Powerful Insights', 'Track and analyze in real-time.'],
      ['image', 'Seamless Integration', 'Built to work with your tools.'],
    ]);
  });

  it('point at media that exists, is small and declares the size it is shown at', () => {
    for (const slide of HERO_SLIDES) {
      if (slide.type === 'video') {
        expectSizedStaticFile(slide.poster, 20_000);
        expect(slide.src.map((s) => s.mimeType)).toEqual(['video/webm', 'video/mp4']);
        for (const source of slide.src) {
          expect(existsSync(staticFile(source.url))).toBe(true);
          expect(statSync(staticFile(source.url)).size).toBeLessThan(500_000);
        }
      } else {
        expectSizedStaticFile(slide.src, 20_000);
        expect(slide.alt.length).toBeGreaterThan(10);
      }
    }
  });

  it('have calls to action that lead to real pages', () => {
    expect(HERO_CTAS.filter((cta) => !served.has(cta.to))).toEqual([]);
  });
});

describe('why choose us', () => {
  it('covers every selling point of the spec and the 24-country operation', () => {
    const titles = WHY_CHOOSE_US.points.map((p) => p.title.toLowerCase());
    for (const point of ['fastest onboarding', 'secure and convenient purchase', 'one api', 'simple integration', 'highest conversion', 'real-time view', 'unbanked']) {
      expect(titles.some((t) => t.includes(point))).toBe(true);
    }
    expect(JSON.stringify(WHY_CHOOSE_US)).toContain(`${CLAIMS.markets} countries`);
    expect(JSON.stringify(WHY_CHOOSE_US)).toMatch(/mobile network operators/);
  });
});

describe('services carousel logos', () => {
  it('are the spec’s five, in order, the second checkout leading to self onboarding', () => {
    expect(SERVICE_LOGOS.map((l) => l.label)).toEqual(['Bulk SMS', 'Checkout', 'Card Services', 'Checkout', 'Mobile Money']);
    expect(SERVICE_LOGOS.map((l) => l.to)).toEqual(['/bulk-sms', '/bank-checkout', '/card-services', '/onboard', '/mobile-money']);
  });

  it('lead to real pages, have unique keys and exist as sized SVGs', () => {
    expect(SERVICE_LOGOS.filter((l) => !served.has(l.to))).toEqual([]);
    expect(new Set(SERVICE_LOGOS.map((l) => l.id)).size).toBe(SERVICE_LOGOS.length);
    expect(new Set(SERVICE_LOGOS.map((l) => `${l.label}: ${l.purpose}`)).size).toBe(SERVICE_LOGOS.length);
    for (const logo of SERVICE_LOGOS) expectSizedStaticFile(logo.src, 2_000);
  });
});

describe('partner strip', () => {
  it('has the spec’s heading and count, with operators, banks and card networks', () => {
    expect(PARTNER_STRIP.heading).toBe('TRUSTED BY LEADING AFRICAN BRANDS');
    expect(PARTNER_STRIP.logos).toHaveLength(PARTNER_LOGO_COUNT);
    expect(new Set(PARTNER_STRIP.logos.map((l) => l.kind))).toEqual(new Set(['operator', 'bank', 'card']));
  });

  it('has distinct tiles, each a view of the sprite in the page\'s language, reading what its alt text says', () => {
    expect(new Set(PARTNER_STRIP.logos.map((l) => l.view)).size).toBe(PARTNER_LOGO_COUNT);
    expect(new Set(PARTNER_STRIP.logos.map((l) => l.alt)).size).toBe(PARTNER_LOGO_COUNT);
    for (const logo of PARTNER_STRIP.logos) expect(logo.alt).toBe(`${logo.kindName}, ${logo.regionName}`);
    const sprite = readFileSync(staticFile(partnerSpritePath('en')), 'utf8');
    expect(sprite.length).toBeLessThan(16_000);
    // The sprite's size: a column of 200 × 80 tiles, one per logo.
    expect(svgSize(partnerSpritePath('en'))).toEqual({width: 200, height: 80 * PARTNER_LOGO_COUNT});
    expect(PARTNER_TILE_SIZE).toEqual({width: 200, height: 80});
    for (const logo of PARTNER_STRIP.logos) {
      const y = new RegExp(`<view id="${logo.view}" viewBox="0 (\\d+) 200 80"/>`).exec(sprite)?.[1];
      expect(y).toBeDefined();
      // The tile drawn where the view looks, with its title.
      const title = new RegExp(`<svg y="${y}" width="200" height="80" viewBox="0 0 200 80">\\s*<title>([^<]*)</title>`).exec(sprite)?.[1];
      expect(title).toBe(logo.alt);
    }
  });

  it('names markets in both language zones, each where the coverage data has such partners, by the site\'s name of the country', () => {
    const FRENCH = JSON.parse(readFileSync(path.join(__dirname, '../../i18n/fr/code.json'), 'utf8')) as Record<string, {message: string}>;
    const named = PARTNER_STRIP.logos.filter((logo) => logo.market);
    expect(named.filter((logo) => inFrancZone(MARKETS[logo.market!])).map((logo) => `${logo.kind} ${logo.market}`)).toEqual(expect.arrayContaining(['operator SN', 'operator CI', 'operator CM']));
    for (const logo of named) {
      const market = MARKETS[logo.market!];
      // An operator in a market whose operators the data lists; a bank where bank checkout is offered.
      if (logo.kind === 'operator') expect(market.operators.length).toBeGreaterThan(0);
      if (logo.kind === 'bank') expect([logo.market, market.products]).toEqual([logo.market, expect.arrayContaining(['bank-checkout'])]);
      expect([logo.market, logo.regionName, FRENCH[`home.partners.region.${logo.region}`]?.message]).toEqual([logo.market, countryName(logo.market!, 'en'), countryName(logo.market!, 'fr')]);
    }
  });

  // The sprites are written from the tiles' data and the translations: `UPDATE_SPRITES=1 npx jest tests/unit/home.test.ts`.
  const FRENCH = JSON.parse(readFileSync(path.join(__dirname, '../../i18n/fr/code.json'), 'utf8')) as Record<string, {message: string}>;
  const TILE_LINES: Record<(typeof SITE_LOCALES)[number], (logo: PartnerLogo) => {kindName: string; regionName: string}> = {
    en: (logo) => logo,
    fr: (logo) => ({kindName: FRENCH[`home.partners.kind.${logo.kind}`]!.message, regionName: FRENCH[`home.partners.region.${logo.region}`]!.message}),
  };
  it.each(SITE_LOCALES)('the %s sprite draws every tile in its language, as the data and the translations write it', (locale) => {
    const lines = TILE_LINES[locale];
    const expected = partnerSprite(PARTNER_STRIP.logos.map((logo) => ({view: logo.view, kind: logo.kind, ...lines(logo)})));
    const file = staticFile(partnerSpritePath(locale));
    if (process.env.UPDATE_SPRITES) writeFileSync(file, expected);
    expect(readFileSync(file, 'utf8')).toBe(expected);
  });

  it('the French sprite reads French: no English kind or region left in it', () => {
    const french = readFileSync(staticFile(partnerSpritePath('fr')), 'utf8');
    for (const english of ['Mobile Operator', 'Bank<', 'Card Network', 'South Africa', 'Pan-African', 'Domestic', 'Regional']) expect(french).not.toContain(english);
    expect(french).toContain('Opérateur mobile');
  });
});

describe('home copy', () => {
  it('never names the brand or leaves a placeholder', () => {
    const all = JSON.stringify({HERO_SLIDES, HERO_CTAS, WHY_CHOOSE_US, SERVICE_LOGOS, PARTNER_STRIP});
    expect(all).not.toMatch(/\{brand\}|savanna/i);
    expect(all).not.toMatch(/href="#"|"to":"#"/);
  });
});
