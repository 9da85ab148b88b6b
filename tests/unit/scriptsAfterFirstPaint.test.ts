/**
 * @jest-environment node
 */
import scriptsAfterFirstPaint, {LOADER_CODE, loaderFor, rewritePage} from '@site/src/plugins/scriptsAfterFirstPaint';
import {FIRST_SCREEN_PICTURES_WAIT_MS} from '@site/src/constants';

const page = (tags: string) =>
  `<!doctype html><html><head><title>x</title><link rel=manifest href=/manifest.webmanifest>${tags}<link rel=stylesheet href=/a.css></head><body><div id=__docusaurus></div></body></html>`;

type Appended = {src?: string; async?: boolean; rel?: string; href?: string};

interface FakeImage {
  loading: string;
  top: number;
}

type ObserverCallback = (list: {getEntries: () => {element?: unknown; name?: string}[]; getEntriesByName?: (name: string) => {name: string}[]}) => void;

/** Runs the loader against a stand-in document; returns what it appended and the callbacks it registered. */
function runLoader({readyState = 'loading', visibilityState = 'visible', paintTiming = true, elementTiming = false, picture = false, manifest = '/manifest.webmanifest' as string | null, images = [] as FakeImage[]} = {}) {
  const appended: string[] = [];
  const listeners: Record<string, () => void> = {};
  const decoded = images.map(() => ({} as {resolve?: () => void; reject?: () => void; asked?: boolean}));
  const frames: (() => void)[] = [];
  const timers: {fn: () => void; ms: number}[] = [];
  const observers: Record<string, ObserverCallback> = {};
  const fakeImages = images.map((image, index) => {
    const attributes = new Set<string>();
    return {
      ...image,
      tagName: 'IMG',
      setAttribute: (name: string) => attributes.add(name),
      hasAttribute: (name: string) => attributes.has(name),
      getBoundingClientRect: () => ({top: image.top}),
      decode: () => {
        decoded[index]!.asked = true;
        return new Promise<void>((resolve, reject) => Object.assign(decoded[index]!, {resolve, reject}));
      },
    };
  });
  const fakeDocument = {
    images: fakeImages,
    currentScript: {getAttribute: (name: string) => (name === 'data-src' ? '/r.js /m.js' : manifest), hasAttribute: (name: string) => name === 'data-picture' && picture},
    readyState,
    visibilityState,
    createElement: (): Appended => ({}),
    head: {appendChild: (e: Appended) => appended.push(e.src ? `${e.src}:${String(e.async)}` : `${e.rel}:${e.href}`)},
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
  };
  class FakeObserver {
    static supportedEntryTypes = [...(paintTiming ? ['paint'] : []), ...(elementTiming ? ['element'] : []), 'resource'];
    constructor(private readonly fn: ObserverCallback) {}
    observe({type}: {type: string}) {
      observers[type] = this.fn;
    }
  }
  let parsed: ((records: {addedNodes: unknown[]}[]) => void) | undefined;
  let observingParser = false;
  class FakeMutationObserver {
    constructor(fn: typeof parsed) {
      parsed = fn;
    }
    observe() {
      observingParser = true;
    }
    disconnect() {
      observingParser = false;
    }
  }
  const fakeWindow = {
    PerformanceObserver: FakeObserver,
    MutationObserver: FakeMutationObserver,
    innerHeight: 800,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({fn, ms}),
  };
  new Function('document', 'window', LOADER_CODE)(fakeDocument, fakeWindow);
  const paintList = (names: string[]) => ({getEntries: () => names.map((name) => ({name})), getEntriesByName: (name: string) => names.filter((entry) => entry === name).map(() => ({name}))});
  /** The first paint and the first contentful paint (reported together, as when text is in the first frame). */
  const paint = () => observers.paint?.(paintList(['first-paint', 'first-contentful-paint']));
  /** A first paint without content (the page's background). */
  const backgroundPaint = () => observers.paint?.(paintList(['first-paint']));
  /** The browser reports these pictures shown (Element Timing). */
  const shown = (...indexes: number[]) => observers.element?.({getEntries: () => indexes.map((index) => ({element: fakeImages[index]}))});
  /** The parser adds the pictures (the loader, in the head, sees them one by one). */
  const parse = () => fakeImages.forEach((image) => observingParser && parsed?.([{addedNodes: [image]}]));
  return {appended, listeners, decoded, frames, timers, paint, backgroundPaint, shown, parse, parsing: () => observingParser, fakeImages, fakeDocument};
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

  it('marks the loader data-picture on a page with a picture that is not lazy, and only there', () => {
    const scripts = '<script src=/assets/js/main.2.js defer></script>';
    const withBody = (body: string) => page(scripts).replace('<div id=__docusaurus></div>', body);
    expect(rewritePage(withBody('<img src=/a.webp alt="" loading=eager>'))).toContain('data-manifest="/manifest.webmanifest" data-picture>');
    expect(rewritePage(withBody('<img src=/a.webp alt="">'))).toContain(' data-picture>');
    expect(rewritePage(withBody('<img src=/a.svg alt="" loading=lazy><img loading="lazy" src=/b.svg>'))).not.toContain(' data-picture>');
  });

  it('writes the same loader code whatever the scripts and base URL (one CSP hash for every page and build)', () => {
    const code = (tags: string) => /<script data-src="[^"]*"[^>]*>(.*?)<\/script>/.exec(rewritePage(page(tags)))![1];
    expect(code('<script src=/m.1.js defer></script>')).toBe(LOADER_CODE);
    expect(code('<script src=/fr/assets/js/m.2.js defer></script>')).toBe(LOADER_CODE);
  });

  it('leaves out data-manifest on a page without a manifest', () => {
    expect(loaderFor(['/m.js'])).toBe(`<script data-src="/m.js">${LOADER_CODE}</script>`);
    expect(loaderFor(['/m.js'], undefined, true)).toBe(`<script data-src="/m.js" data-picture>${LOADER_CODE}</script>`);
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

  it('waits for the first contentful paint, not a first paint of the background alone', () => {
    const {appended, paint, backgroundPaint} = runLoader({readyState: 'complete'});
    backgroundPaint();
    expect(appended).toEqual([]);
    paint();
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

  it("waits for the first screen's pictures that are not lazy to arrive and be decoded, then for two frames", async () => {
    const images = [
      {loading: 'auto', top: 300},
      {loading: 'auto', top: 500},
      {loading: 'lazy', top: 100},
      {loading: 'auto', top: 2000},
    ];
    const {appended, paint, decoded, frames, timers} = runLoader({readyState: 'complete', images});
    paint();
    expect(appended).toEqual([]);
    // Only the two pictures of the first screen are waited for; the lazy one and the one below are not.
    expect(decoded.map((picture) => Boolean(picture.asked))).toEqual([true, true, false, false]);
    decoded[0]!.resolve!();
    await Promise.resolve();
    expect(frames).toEqual([]);
    decoded[1]!.reject!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(appended).toEqual([]);
    frames.shift()!();
    frames.shift()!();
    expect(appended).toEqual([]);
    timers.find((timer) => timer.ms === 0)!.fn();
    expect(appended).toEqual(['/r.js:false', '/m.js:false', 'manifest:/manifest.webmanifest']);
  });

  it('with Element Timing, on a page marked data-picture, marks the first picture the parser adds that is not lazy, and waits until the browser reports it shown', () => {
    const images = [
      {loading: 'lazy', top: 100},
      {loading: 'auto', top: 300},
      {loading: 'auto', top: 500},
    ];
    const {appended, paint, shown, parse, parsing, fakeImages, decoded, timers} = runLoader({readyState: 'complete', elementTiming: true, picture: true, images});
    expect(parsing()).toBe(true);
    parse();
    // The first picture that is not lazy, then the loader stops watching the parser.
    expect(fakeImages.map((image) => image.hasAttribute('elementtiming'))).toEqual([false, true, false]);
    expect(parsing()).toBe(false);
    paint();
    expect(decoded.every((picture) => !picture.asked)).toBe(true);
    shown(0, 2);
    expect(timers.map((timer) => timer.ms)).toEqual([FIRST_SCREEN_PICTURES_WAIT_MS]);
    shown(1);
    expect(appended).toEqual([]);
    timers.find((timer) => timer.ms === 0)!.fn();
    expect(appended).toHaveLength(3);
  });

  it('does not watch the parser on a page without a picture that is not lazy (no data-picture)', () => {
    const {parsing, paint, appended} = runLoader({readyState: 'complete', elementTiming: true, images: [{loading: 'lazy', top: 100}]});
    expect(parsing()).toBe(false);
    paint();
    expect(appended).toHaveLength(3);
  });

  it('does not wait longer than FIRST_SCREEN_PICTURES_WAIT_MS for a picture that does not arrive', () => {
    const {appended, paint, timers} = runLoader({readyState: 'complete', images: [{loading: 'auto', top: 0}]});
    paint();
    expect(appended).toEqual([]);
    expect(timers.map((timer) => timer.ms)).toEqual([FIRST_SCREEN_PICTURES_WAIT_MS]);
    timers[0]!.fn();
    expect(appended).toHaveLength(3);
  });
});
