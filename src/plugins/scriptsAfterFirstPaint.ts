import type {Plugin} from '@docusaurus/types';
import {FIRST_SCREEN_PICTURES_WAIT_MS} from '../constants';

/**
 * Every page is complete as static HTML; its JavaScript only adds behaviour.
 * Docusaurus puts that JavaScript in the <head> as deferred scripts, which a
 * browser runs as soon as the document is parsed: on a phone that is often
 * before the first paint, which then waits for main.js's evaluation (about
 * 0.1 s of a mid-range phone's main thread). After the build, this step of
 * the post-build pipeline (src/plugins/postBuild.ts) keeps the download as it
 * is and moves the evaluation after the first paint:
 *  - each deferred <script> becomes a <link rel=preload as=script>, so the
 *    file is requested with the HTML, at the same moment and priority as
 *    before (the page is usable no later: README, "Scripts with the HTML");
 *  - one tiny inline loader adds the scripts, in their order, once the page
 *    has painted its first content (not merely its first paint, which can be
 *    the background alone), the document is parsed (a tab opened in the
 *    background, which does not paint, or a browser without paint timing:
 *    once parsed) and the screen has shown a frame since: the first
 *    contentful paint can be a small text alone, the page's largest text
 *    coming a frame later, and when main.js ran first Lighthouse's slow 3G
 *    simulation counted its download in the largest paint (4.7–5.0 s instead
 *    of 2.2–2.6 s); and once the pictures of the first screen that are not
 *    lazy (a news article's or the news list's first picture) have been
 *    shown. On a page with such a picture (the build marks its loader
 *    `data-picture`), the
 *    loader marks the first picture the parser adds with `elementtiming` (not
 *    valid in the HTML itself) and stops watching the parser, and the browser
 *    reports its Element Timing entry once the screen shows it (its load
 *    event comes frames earlier); in a browser without Element Timing, once
 *    `decode()` resolves and a frame since. (Watching every node the
 *    parser adds cost 15–18 ms of this machine's main thread per page.)
 *    At most FIRST_SCREEN_PICTURES_WAIT_MS after parsing: the page's largest
 *    paint is then over before the scripts run, and does not wait for them
 *    (a phone's picture is 3–7 KB; main.js, 108 KB, has rarely arrived first).
 *    Frames and that cap are counted on the document's animation timeline
 *    (an animation without a target, lasting 1 ms or the cap), which only
 *    real frames advance, and not with requestAnimationFrame or a timer: a
 *    test's fake clock (Playwright's `page.clock`) owns those, and a page
 *    loaded under a paused clock would never start (tests/e2e/loading.spec.ts);
 *  - the app manifest (src/plugins/offlineDocs.ts), which only an installing
 *    visitor needs, is linked by the same loader at the same moment, instead
 *    of competing with the stylesheet for a slow connection.
 * The loader's code is the same on every page and every build (the URLs sit
 * in its data attributes, which a hash does not cover), so the
 * Content-Security-Policy in static/_headers allows it by one fixed hash
 * (checked by the pipeline's next step, src/plugins/securityHeaders.ts).
 *
 * The plugin below also folds the bundler's runtime into main.js (webpack's
 * `runtimeChunk: false`): one file to preload and run instead of two, the
 * runtime being 6 KB that every page needs at once anyway.
 */
const SCRIPT_TAG = /<script src=("?)([^"\s>]+\.js)\1 defer><\/script>/g;
const MANIFEST_TAG = /<link rel=("?)manifest\1 href=("?)([^"\s>]+)\2\s*\/?>/;

/** The loader's code: reads the script URLs from its `data-src` attribute and the manifest's from `data-manifest`. */
export const LOADER_CODE =
  '(function(){var d=document,w=window,c=d.currentScript,l=c.getAttribute("data-src").split(" "),m=c.getAttribute("data-manifest"),s=0,r=0,P=w.PerformanceObserver,' +
  'T=function(t){return!!(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf(t)>=0)},' +
  'M=c.hasAttribute("data-picture")&&T("element")&&w.MutationObserver?new w.MutationObserver(function(x){x.forEach(function(y){[].forEach.call(y.addedNodes,function(i){if(i.tagName==="IMG"&&i.loading!=="lazy"){i.setAttribute("elementtiming","");M.disconnect()}})})}):0;' +
  'M&&M.observe(d,{childList:!0,subtree:!0});' +
  'function go(){if(s)return;s=1;l.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=!1;d.head.appendChild(e)});' +
  'if(m){var k=d.createElement("link");k.rel="manifest";k.href=m;d.head.appendChild(k)}}' +
  'function after(t){if(d.visibilityState!=="visible")return go();d.addEventListener("visibilitychange",go);var A=w.Animation,K=w.KeyframeEffect;' +
  'if(A&&K&&d.timeline){var a=new A(new K(null,null,t),d.timeline);a.play();a.finished.then(go,go)}else w.setTimeout(go,t)}' +
  'function settle(){if(r)return;r=1;M&&M.disconnect();var n=0,h=w.innerHeight,q=[];function one(){--n||(M?go():after(1))}' +
  '[].forEach.call(d.images,function(i){if(i.loading!=="lazy"&&(M?i.hasAttribute("elementtiming"):i.decode)&&i.getBoundingClientRect().top<h){n++;M?q.push(i):i.decode().then(one,one)}});' +
  'if(M&&n)new P(function(x){x.getEntries().forEach(function(e){var k=q.indexOf(e.element);if(k>=0){q[k]=0;one()}})}).observe({type:"element",buffered:!0});' +
  `after(n?${FIRST_SCREEN_PICTURES_WAIT_MS}:1)}` +
  'function ready(){d.readyState==="loading"?d.addEventListener("DOMContentLoaded",settle):settle()}' +
  'd.visibilityState!=="visible"||!T("paint")?ready():new P(function(x){x.getEntriesByName("first-contentful-paint").length&&ready()}).observe({type:"paint",buffered:!0})' +
  '})()';

function checkUrl(url: string): string {
  if (/[\s"<>]/.test(url)) throw new Error(`unexpected URL in the page's head: ${url}`);
  return url;
}

/** A picture that is not lazy: the first screen's picture of a news article or of /news. */
const EAGER_PICTURE = /<img(?![^>]*\sloading=("?)lazy\1)[^>]*>/;

export function loaderFor(sources: string[], manifest?: string, picture = false): string {
  const manifestAttribute = manifest ? ` data-manifest="${checkUrl(manifest)}"` : '';
  return `<script data-src="${sources.map(checkUrl).join(' ')}"${manifestAttribute}${picture ? ' data-picture' : ''}>${LOADER_CODE}</script>`;
}

/** The page with its deferred scripts preloaded and run by the loader after first paint, or an error when the tags are not where expected. */
export function rewritePage(html: string): string {
  const sources = [...html.matchAll(SCRIPT_TAG)].map((match) => match[2]!);
  if (sources.length === 0) throw new Error('no deferred script tags found: has Docusaurus changed its HTML template?');
  const manifest = MANIFEST_TAG.exec(html)?.[3];
  let left = sources.length;
  return html
    .replace(MANIFEST_TAG, '')
    .replace(SCRIPT_TAG, (_tag, _quote, source: string) => {
      left -= 1;
      const preload = `<link rel=preload as=script href=${checkUrl(source)}>`;
      return left === 0 ? preload + loaderFor(sources, manifest, EAGER_PICTURE.test(html)) : preload;
    });
}

/** The bundler's runtime inside main.js (client build only): one script to preload and run. */
export default function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {optimization: {runtimeChunk: false}};
    },
  };
}
