import {loaderFor, rewritePage} from '@site/src/plugins/scriptsAfterFirstPaint';

const page = (tags: string) => `<!doctype html><html><head><title>x</title>${tags}<link rel=stylesheet href=/a.css></head><body><div id=__docusaurus></div></body></html>`;

describe('scripts after first paint', () => {
  it('replaces the deferred scripts with one loader that keeps their order', () => {
    const html = rewritePage(page('<script src=/assets/js/runtime~main.1.js defer></script><script src="/assets/js/main.2.js" defer></script>'));
    expect(html).not.toMatch(/<script src=/);
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain('["/assets/js/runtime~main.1.js","/assets/js/main.2.js"]');
    expect(html).toContain('<link rel=stylesheet href=/a.css>');
  });

  it('writes the same loader for the same scripts (one CSP hash for every page)', () => {
    const tags = '<script src=/r.js defer></script><script src=/m.js defer></script>';
    expect(rewritePage(page(tags)).match(/<script>.*?<\/script>/)![0]).toBe(loaderFor(['/r.js', '/m.js']));
  });

  it('fails loudly when the template no longer has the tags', () => {
    expect(() => rewritePage(page('<script src=/m.js></script>'))).toThrow(/no deferred script tags/);
  });

  it('loads the scripts once, after paint and parsing, in order', () => {
    const appended: string[] = [];
    const listeners: Record<string, () => void> = {};
    let paintCallback: () => void = () => undefined;
    const fakeDocument = {
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
    const code = loaderFor(['/r.js', '/m.js']).replace(/^<script>|<\/script>$/g, '');
    new Function('document', 'window', code)(fakeDocument, {PerformanceObserver: FakeObserver});
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
    const fakeDocument = {readyState: 'complete', createElement: () => ({src: ''}), head: {appendChild: (e: {src: string}) => appended.push(e.src)}};
    const code = loaderFor(['/m.js']).replace(/^<script>|<\/script>$/g, '');
    new Function('document', 'window', code)(fakeDocument, {});
    expect(appended).toEqual(['/m.js']);
  });
});
