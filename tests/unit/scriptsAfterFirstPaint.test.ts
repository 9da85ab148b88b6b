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
function runLoader({readyState = 'loading', visibilityState = 'visible', paintTiming = true, elementTiming = false, webAnimations = true, picture = false, manifest = '/manifest.webmanifest' as string | null, images = [] as FakeImage[]} = {}) {
  const appended: string[] = [];
  const listeners: Record<string, () => void> = {};
  const decoded = images.map(() => ({} as {resolve?: () => void; reject?: () => void; asked?: boolean}));
  const animations: {duration: number; playing: boolean; finish: () => void}[] = [];
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
    timeline: webAnimations ? {} : undefined,
  };
  /** An animation without a target on the document's timeline: the loader's way to wait for frames. */
  class FakeKeyframeEffect {
    constructor(
      readonly target: null,
      _keyframes: null,
      readonly duration: number,
    ) {}
  }
  class FakeAnimation {
    playing = false;
    finish!: () => void;
    readonly finished = new Promise<void>((resolve) => (this.finish = resolve));
    readonly duration: number;
    constructor(effect: FakeKeyframeEffect, timeline: unknown) {
      expect(effect.target).toBeNull();
      expect(timeline).toBe(fakeDocument.timeline);
      this.duration = effect.duration;
      animations.push(this);
    }
    play() {
      this.playing = true;
    }
  }
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
    ...(webAnimations ? {Animation: FakeAnimation, KeyframeEffect: FakeKeyframeEffect} : {}),
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
  /** The document's timeline passes `ms` (real frames): the playing animations that last no longer finish. */
  const elapse = async (ms: number) => {
    animations.filter((animation) => animation.playing && animation.duration <= ms).forEach((animation) => animation.finish());
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {appended, listeners, decoded, animations, timers, elapse, paint, backgroundPaint, shown, parse, parsing: () => observingParser, fakeImages, fakeDocument};
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
  const all = ['/r.js:false', '/m.js:false', 'manifest:/manifest.webmanifest'];

  it('adds the scripts (in order, not async) and the manifest once, after paint, parsing and a frame since', async () => {
    const {appended, listeners, paint, elapse, fakeDocument, timers} = runLoader();
    expect(appended).toEqual([]);
    paint();
    await elapse(1);
    expect(appended).toEqual([]);
    fakeDocument.readyState = 'interactive';
    listeners.DOMContentLoaded!();
    expect(appended).toEqual([]);
    await elapse(1);
    expect(appended).toEqual(all);
    paint();
    listeners.DOMContentLoaded!();
    await elapse(1);
    expect(appended).toHaveLength(3);
    // Frames are counted on the animation timeline, never with a timer a fake clock could hold.
    expect(timers).toEqual([]);
  });

  it('waits for the first contentful paint, not a first paint of the background alone', async () => {
    const {appended, paint, backgroundPaint, elapse} = runLoader({readyState: 'complete'});
    backgroundPaint();
    await elapse(1);
    expect(appended).toEqual([]);
    paint();
    await elapse(1);
    expect(appended).toHaveLength(3);
  });

  it('adds them one frame after the first contentful paint when the page is parsed already', async () => {
    const {appended, paint, animations, elapse} = runLoader({readyState: 'complete'});
    paint();
    expect(appended).toEqual([]);
    expect(animations.map((animation) => [animation.duration, animation.playing])).toEqual([[1, true]]);
    await elapse(1);
    expect(appended).toEqual(all);
  });

  it('does not wait for a frame that will not come: a tab opened in the background, or one hidden while waiting', async () => {
    expect(runLoader({readyState: 'complete', visibilityState: 'hidden'}).appended).toHaveLength(3);
    const {appended, paint, listeners, fakeDocument} = runLoader({readyState: 'complete'});
    paint();
    fakeDocument.visibilityState = 'hidden';
    listeners.visibilitychange!();
    expect(appended).toHaveLength(3);
  });

  it('in a browser without paint timing, starts a frame after parsing; without Web Animations, on a timer', async () => {
    const noPaintTiming = runLoader({readyState: 'complete', paintTiming: false, manifest: null});
    await noPaintTiming.elapse(1);
    expect(noPaintTiming.appended).toEqual(['/r.js:false', '/m.js:false']);
    const noAnimations = runLoader({readyState: 'complete', webAnimations: false});
    noAnimations.paint();
    expect(noAnimations.appended).toEqual([]);
    expect(noAnimations.timers.map((timer) => timer.ms)).toEqual([1]);
    noAnimations.timers[0]!.fn();
    expect(noAnimations.appended).toHaveLength(3);
  });

  it("waits for the first screen's pictures that are not lazy to arrive and be decoded, then for a frame", async () => {
    const images = [
      {loading: 'auto', top: 300},
      {loading: 'auto', top: 500},
      {loading: 'lazy', top: 100},
      {loading: 'auto', top: 2000},
    ];
    const {appended, paint, decoded, animations, elapse} = runLoader({readyState: 'complete', images});
    paint();
    expect(appended).toEqual([]);
    // Only the two pictures of the first screen are waited for; the lazy one and the one below are not.
    expect(decoded.map((picture) => Boolean(picture.asked))).toEqual([true, true, false, false]);
    expect(animations.map((animation) => animation.duration)).toEqual([FIRST_SCREEN_PICTURES_WAIT_MS]);
    decoded[0]!.resolve!();
    await elapse(1);
    expect(appended).toEqual([]);
    decoded[1]!.reject!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(appended).toEqual([]);
    expect(animations.map((animation) => animation.duration)).toEqual([FIRST_SCREEN_PICTURES_WAIT_MS, 1]);
    await elapse(1);
    expect(appended).toEqual(all);
  });

  it('with Element Timing, on a page marked data-picture, marks the first picture the parser adds that is not lazy, and starts once the browser reports it shown', async () => {
    const images = [
      {loading: 'lazy', top: 100},
      {loading: 'auto', top: 300},
      {loading: 'auto', top: 500},
    ];
    const {appended, paint, shown, parse, parsing, fakeImages, decoded, animations, timers} = runLoader({readyState: 'complete', elementTiming: true, picture: true, images});
    expect(parsing()).toBe(true);
    parse();
    // The first picture that is not lazy, then the loader stops watching the parser.
    expect(fakeImages.map((image) => image.hasAttribute('elementtiming'))).toEqual([false, true, false]);
    expect(parsing()).toBe(false);
    paint();
    expect(decoded.every((picture) => !picture.asked)).toBe(true);
    shown(0, 2);
    expect(animations.map((animation) => animation.duration)).toEqual([FIRST_SCREEN_PICTURES_WAIT_MS]);
    expect(appended).toEqual([]);
    shown(1);
    expect(appended).toEqual(all);
    expect(timers).toEqual([]);
  });

  it('does not watch the parser on a page without a picture that is not lazy (no data-picture)', async () => {
    const {parsing, paint, appended, elapse} = runLoader({readyState: 'complete', elementTiming: true, images: [{loading: 'lazy', top: 100}]});
    expect(parsing()).toBe(false);
    paint();
    await elapse(1);
    expect(appended).toHaveLength(3);
  });

  it('does not wait longer than FIRST_SCREEN_PICTURES_WAIT_MS for a picture that does not arrive', async () => {
    const {appended, paint, elapse} = runLoader({readyState: 'complete', images: [{loading: 'auto', top: 0}]});
    paint();
    await elapse(FIRST_SCREEN_PICTURES_WAIT_MS - 1);
    expect(appended).toEqual([]);
    await elapse(FIRST_SCREEN_PICTURES_WAIT_MS);
    expect(appended).toHaveLength(3);
  });
});
