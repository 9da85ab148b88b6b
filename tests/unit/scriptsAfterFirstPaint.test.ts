/**
 * @jest-environment node
 */
import scriptsAfterFirstPaint, {LOADER_CODE, loaderFor, rewritePage} from '@site/src/plugins/scriptsAfterFirstPaint';

const page = (tags: string) =>
  `<!doctype html><html><head><title>x</title><link rel=manifest href=/manifest.webmanifest>${tags}<link rel=stylesheet href=/a.css></head><body><div id=__docusaurus></div></body></html>`;

type Appended = {src?: string; async?: boolean; rel?: string; href?: string};

/** Runs the loader against a stand-in document; returns what it appended and the callbacks it registered. */
function runLoader({readyState = 'loading', visibilityState = 'visible', paintTiming = true, manifest = '/manifest.webmanifest' as string | null} = {}) {
  const appended: string[] = [];
  const listeners: Record<string, () => void> = {};
  let paintCallback: (() => void) | undefined;
  const fakeDocument = {
    currentScript: {getAttribute: (name: string) => (name === 'data-src' ? '/r.js /m.js' : manifest)},
    readyState,
    visibilityState,
    createElement: (): Appended => ({}),
    head: {appendChild: (e: Appended) => appended.push(e.src ? `${e.src}:${String(e.async)}` : `${e.rel}:${e.href}`)},
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
  };
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(fn: () => void) {
      paintCallback = fn;
    }
    observe() {}
  }
  new Function('document', 'window', LOADER_CODE)(fakeDocument, {PerformanceObserver: FakeObserver});
  return {appended, listeners, paint: () => paintCallback?.(), fakeDocument};
}

describe('scripts after first paint: the page', () => {
  it('preloads each deferred script where it was and adds one loader after the last, with the manifest moved into it', () => {
    const html = rewritePage(page('<script src=/assets/js/runtime~main.1.js defer></script><script src="/assets/js/main.2.js" defer></script>'));
    expect(html).not.toMatch(/<script src=|defer>/);
    expect(html).not.toContain('<link rel=manifest');
    expect(html).toContain(
      '<link rel=preload as=script href=/assets/js/runtime~main.1.js><link rel=preload as=script href=/assets/js/main.2.js>' +
        '<script data-src="/assets/js/runtime~main.1.js /assets/js/main.2.js" data-manifest="/manifest.webmanifest">',
    );
    expect(html.match(/<script[ >]/g)).toHaveLength(1);
    expect(html).toContain('<link rel=stylesheet href=/a.css>');
  });

  it('writes the same loader code whatever the scripts and base URL (one CSP hash for every page and build)', () => {
    const code = (tags: string) => /<script data-src="[^"]*"[^>]*>(.*?)<\/script>/.exec(rewritePage(page(tags)))![1];
    expect(code('<script src=/m.1.js defer></script>')).toBe(LOADER_CODE);
    expect(code('<script src=/fr/assets/js/m.2.js defer></script>')).toBe(LOADER_CODE);
  });

  it('leaves out data-manifest on a page without a manifest', () => {
    expect(loaderFor(['/m.js'])).toBe(`<script data-src="/m.js">${LOADER_CODE}</script>`);
  });

  it('refuses a URL that would break out of its attribute', () => {
    expect(() => loaderFor(['/a.js" onload="x'])).toThrow(/unexpected URL/);
    expect(() => loaderFor(['/m.js'], '/m" onload="x')).toThrow(/unexpected URL/);
  });

  it('fails loudly when the template no longer has the tags', () => {
    expect(() => rewritePage(page('<script src=/m.js></script>'))).toThrow(/no deferred script tags/);
  });

  it('folds the bundler runtime into main.js in the client build only', () => {
    const plugin = scriptsAfterFirstPaint();
    const configure = plugin.configureWebpack as unknown as (config: object, isServer: boolean) => object;
    expect(configure({}, false)).toEqual({optimization: {runtimeChunk: false}});
    expect(configure({}, true)).toEqual({});
  });
});

describe('scripts after first paint: the loader', () => {
  it('adds the scripts (in order, not async) and the manifest once, after paint and parsing', () => {
    const {appended, listeners, paint, fakeDocument} = runLoader();
    expect(appended).toEqual([]);
    paint();
    expect(appended).toEqual([]);
    fakeDocument.readyState = 'interactive';
    listeners.DOMContentLoaded!();
    expect(appended).toEqual(['/r.js:false', '/m.js:false', 'manifest:/manifest.webmanifest']);
    paint();
    listeners.DOMContentLoaded!();
    expect(appended).toHaveLength(3);
  });

  it('adds them at once when the page has painted and is parsed already', () => {
    const {appended, paint} = runLoader({readyState: 'complete'});
    paint();
    expect(appended).toEqual(['/r.js:false', '/m.js:false', 'manifest:/manifest.webmanifest']);
  });

  it('does not wait for a paint that will not come: a tab opened in the background, a browser without paint timing', () => {
    expect(runLoader({readyState: 'complete', visibilityState: 'hidden'}).appended).toHaveLength(3);
    expect(runLoader({readyState: 'complete', paintTiming: false, manifest: null}).appended).toEqual(['/r.js:false', '/m.js:false']);
  });
});
