import {LOADER_CODE, loaderFor, rewritePage} from '@site/src/plugins/scriptsAfterFirstPaint';

const page = (tags: string) => `<!doctype html><html><head><title>x</title>${tags}<link rel=stylesheet href=/a.css></head><body><div id=__docusaurus></div></body></html>`;

describe('scripts after first paint', () => {
  it('replaces the deferred scripts with one loader that keeps their order', () => {
    const html = rewritePage(page('<script src=/assets/js/runtime~main.1.js defer></script><script src="/assets/js/main.2.js" defer></script>'));
    expect(html).not.toMatch(/<script src=/);
    expect(html.match(/<script[ >]/g)).toHaveLength(1);
    expect(html).toContain('<script data-src="/assets/js/runtime~main.1.js /assets/js/main.2.js">');
    expect(html).toContain('<link rel=stylesheet href=/a.css>');
  });

  it('writes the same loader code whatever the scripts (one CSP hash for every page and build)', () => {
    const code = (tags: string) => /<script data-src="[^"]*">(.*?)<\/script>/.exec(rewritePage(page(tags)))![1];
    expect(code('<script src=/r.1.js defer></script><script src=/m.1.js defer></script>')).toBe(LOADER_CODE);
    expect(code('<script src=/base/r.2.js defer></script><script src=/base/m.2.js defer></script>')).toBe(LOADER_CODE);
  });

  it('refuses a script URL that would break out of its attribute', () => {
    expect(() => loaderFor(['/a.js" onload="x'])).toThrow(/unexpected script URL/);
  });

  it('fails loudly when the template no longer has the tags', () => {
    expect(() => rewritePage(page('<script src=/m.js></script>'))).toThrow(/no deferred script tags/);
  });

  it('loads the scripts once, after paint and parsing, in order', () => {
    const appended: string[] = [];
    const listeners: Record<string, () => void> = {};
    let paintCallback: () => void = () => undefined;
    const fakeDocument = {
      currentScript: {getAttribute: () => '/r.js /m.js'},
      readyState: 'loading',
      createElement: () => ({src: '', async: true}),
      head: {appendChild: (e: {src: string; async: boolean}) => appended.push(`${e.src}:${String(e.async)}`)},
      addEventListener: (type: string, fn: () => void) => (listeners[`doc:${type}`] = fn),
    };
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(fn: () => void) {
        paintCallback = fn;
      }
      observe() {}
    }
    new Function('document', 'window', LOADER_CODE)(fakeDocument, {PerformanceObserver: FakeObserver});
    expect(appended).toEqual([]);
    paintCallback();
    expect(appended).toEqual([]);
    fakeDocument.readyState = 'interactive';
    listeners['doc:DOMContentLoaded']!();
    expect(appended).toEqual(['/r.js:false', '/m.js:false']);
    paintCallback();
    expect(appended).toHaveLength(2);
  });

  it('loads once the document is parsed where paint timing is not available', () => {
    const appended: string[] = [];
    const fakeDocument = {currentScript: {getAttribute: () => '/m.js'}, readyState: 'complete', createElement: () => ({src: ''}), head: {appendChild: (e: {src: string}) => appended.push(e.src)}};
    new Function('document', 'window', LOADER_CODE)(fakeDocument, {});
    expect(appended).toEqual(['/m.js']);
  });
});
