import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {HERO_CTAS, HERO_SLIDES, PARTNER_STRIP, SERVICE_LOGOS, WHY_CHOOSE_US, type SizedImage} from '@site/src/features/marketing/data/home';
import {PARTNER_LOGO_COUNT} from '@site/src/constants';
import {CLAIMS} from '@site/src/data/claims';
import {SPEC_ROUTES, EXTRA_ROUTES} from '@site/src/data/routes';

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

  it('has distinct tiles, views of one sprite (one request), each with alt text matching its tile\'s title', () => {
    expect(new Set(PARTNER_STRIP.logos.map((l) => l.src.src)).size).toBe(PARTNER_LOGO_COUNT);
    expect(new Set(PARTNER_STRIP.logos.map((l) => l.alt)).size).toBe(PARTNER_LOGO_COUNT);
    const files = new Set(PARTNER_STRIP.logos.map((l) => l.src.src.split('#')[0]!));
    expect([...files]).toEqual(['/img/partners.svg']);
    const sprite = readFileSync(staticFile('/img/partners.svg'), 'utf8');
    expect(sprite.length).toBeLessThan(16_000);
    // The sprite's size: a column of 200 × 80 tiles, one per logo.
    expect(svgSize('/img/partners.svg')).toEqual({width: 200, height: 80 * PARTNER_LOGO_COUNT});
    for (const logo of PARTNER_STRIP.logos) {
      expect({width: logo.src.width, height: logo.src.height}).toEqual({width: 200, height: 80});
      const id = logo.src.src.split('#')[1]!;
      const y = new RegExp(`<view id="${id}" viewBox="0 (\\d+) 200 80"/>`).exec(sprite)?.[1];
      expect(y).toBeDefined();
      // The tile drawn where the view looks, with its title.
      const title = new RegExp(`<svg y="${y}" width="200" height="80" viewBox="0 0 200 80">\\s*<title>([^<]*)</title>`).exec(sprite)?.[1];
      expect(title).toBe(logo.alt);
    }
  });
});

describe('home copy', () => {
  it('never names the brand or leaves a placeholder', () => {
    const all = JSON.stringify({HERO_SLIDES, HERO_CTAS, WHY_CHOOSE_US, SERVICE_LOGOS, PARTNER_STRIP});
    expect(all).not.toMatch(/\{brand\}|savanna/i);
    expect(all).not.toMatch(/href="#"|"to":"#"/);
  });
});
