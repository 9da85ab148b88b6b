import {execFileSync} from 'node:child_process';
import path from 'node:path';

/** scripts/bench-order.mjs's measurementOrder, run by Node itself (the benchmark's scripts are ES modules outside the bundle). */
function measurementOrder(routes: string[], localeDirs: string[]): string[] {
  const module = path.join(__dirname, '../../scripts/bench-order.mjs');
  const code = `import {measurementOrder} from ${JSON.stringify(module)}; console.log(JSON.stringify(measurementOrder(${JSON.stringify(routes)}, ${JSON.stringify(localeDirs)})));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], {encoding: 'utf8'})) as string[];
}

describe('the benchmark measures each page beside its twin in the other locale', () => {
  it('orders /x, /fr/x, /y, /fr/y from the sitemaps\' locale after locale', () => {
    const sitemaps = ['/', '/docs', '/docs/sandbox', '/news', '/fr', '/fr/docs', '/fr/docs/sandbox', '/fr/news'];
    expect(measurementOrder(sitemaps, ['', 'fr'])).toEqual(['/', '/fr', '/docs', '/fr/docs', '/docs/sandbox', '/fr/docs/sandbox', '/news', '/fr/news']);
  });

  it('keeps a page with no twin, and a path that only starts like a locale (/french) in the default locale', () => {
    expect(measurementOrder(['/french', '/only-en', '/fr/only-fr', '/fr/french'], ['', 'fr'])).toEqual(['/french', '/fr/french', '/only-en', '/fr/only-fr']);
  });

  it('leaves the routes as given when there is one locale', () => {
    expect(measurementOrder(['/b', '/a'], [''])).toEqual(['/b', '/a']);
  });
});
