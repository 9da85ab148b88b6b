/**
 * @jest-environment node
 */
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {criticalCss, stateless} from '@site/src/plugins/criticalCss';

describe('the elements a stylesheet rule names, for the critical CSS (src/plugins/criticalCss.ts)', () => {
  it('whatever the colour mode the page sets before painting, and whatever their state', () => {
    expect(stateless('[data-theme=dark] .markdown p')).toBe('.markdown p');
    expect(stateless("[data-theme-choice='system'] .toggle")).toBe('.toggle');
    expect(stateless('.button:hover')).toBe('.button');
    expect(stateless('.menu__link:not(.menu__link--active)::after')).toBe('.menu__link');
    expect(stateless('.tabs > :hover')).toBe('.tabs > *');
  });

  it('keeps what :where() and :is() require, which Beasties left empty (Infima\'s button colours)', () => {
    expect(stateless(':where(.button--primary)')).toBe('.button--primary');
    expect(stateless(':where(.button--primary):not(.button--outline):hover')).toBe('.button--primary');
    expect(stateless('.markdown :where(h1) a:is(.x)')).toBe('.markdown h1 a.x');
    expect(stateless(':where(.navbar__item, .menu__link) span')).toBe('body');
  });

  it('keeps the rules of the root element, in either colour mode', () => {
    for (const selector of [':root', '[data-theme=dark]:root', "html[data-theme='light']", ':where([data-theme=dark])', 'html.docs-wrapper']) expect([selector, stateless(selector)]).toEqual([selector, 'body']);
    expect(stateless('html .navbar')).toBe('html .navbar');
  });

  it('evaluates every rule of the built stylesheet (a rule it could not would be missing from the first paint: the build stops)', async () => {
    const built = path.join(__dirname, '../../build/assets/css');
    const stylesheets = existsSync(built) ? readdirSync(built).filter((file) => file.endsWith('.css')) : [];
    const dir = mkdtempSync(path.join(tmpdir(), 'critical-'));
    try {
      mkdirSync(path.join(dir, 'assets/css'), {recursive: true});
      const css = stylesheets.length ? readFileSync(path.join(built, stylesheets[0]!), 'utf8') : ':where(.a) .b:not(.c)>:last-child>:last-child,.d::before{color:red}.navbar{display:flex}:where(.button--primary){color:#fff}';
      writeFileSync(path.join(dir, 'assets/css/site.css'), css);
      const page = '<!doctype html><html><head><link rel=stylesheet href=/assets/css/site.css></head><body><nav class="navbar"><a class="button button--primary">Go</a></nav></body></html>';
      const inlined = await criticalCss(dir, '/')(page);
      expect(inlined).toContain('<link rel=stylesheet href=/assets/css/site.css></body>');
      // An SVG icon's URL holds escaped quotes: it is inlined as the stylesheet has it.
      writeFileSync(path.join(dir, 'assets/css/site.css'), `${css}.navbar{background:url("data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\"/>")}`);
      expect(await criticalCss(dir, '/')(page)).toContain('.navbar{background:url("data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\"/>")}');
      // A selector it cannot read stops the build, naming it.
      writeFileSync(path.join(dir, 'assets/css/site.css'), `${css}.x]{color:red}`);
      await expect(criticalCss(dir, '/')(page)).rejects.toThrow(/critical CSS: .*\.x\]/s);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
    // Three passes over the site's whole stylesheet: a hang catcher, as the unit project's testTimeout means to be.
  }, 30_000);
});
