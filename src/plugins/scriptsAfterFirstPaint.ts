/**
 * Every page is complete as static HTML; its JavaScript only adds behaviour.
 * Docusaurus requests that JavaScript (about 100 KB) in the <head>, where on a
 * slow mobile connection it competes with the HTML and CSS the first paint
 * needs. After the build, this step of the post-build pipeline
 * (src/plugins/postBuild.ts) replaces the two script tags with a tiny
 * loader that requests them once the page has painted and the document is
 * parsed, in their original order (a tab opened in the background loads them
 * when it is first shown and paints; a browser without paint timing, once the
 * document is parsed). The loader's code is the same on every page and every
 * build (the script URLs sit in its `data-src` attribute, which a hash does not
 * cover), so the Content-Security-Policy in static/_headers allows it by one
 * fixed hash (checked by the pipeline's next step, src/plugins/securityHeaders.ts).
 */
const SCRIPT_TAG = /<script src=("?)([^"\s>]+\.js)\1 defer><\/script>/g;

/** The loader's code: reads the script URLs from its own `data-src` attribute. */
export const LOADER_CODE =
  '(function(){var l=document.currentScript.getAttribute("data-src").split(" "),s=0;' +
  'function go(){if(s)return;s=1;l.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!1;document.head.appendChild(e)})}' +
  'function ready(){document.readyState==="loading"?document.addEventListener("DOMContentLoaded",go):go()}' +
  'var P=window.PerformanceObserver;' +
  'P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0?new P(ready).observe({type:"paint",buffered:!0}):ready()' +
  '})()';

export function loaderFor(sources: string[]): string {
  if (sources.some((source) => /[\s"<>]/.test(source))) throw new Error(`unexpected script URL in ${sources.join(', ')}`);
  return `<script data-src="${sources.join(' ')}">${LOADER_CODE}</script>`;
}

/** The page with its deferred script tags swapped for the loader, or an error when the tags are not where expected. */
export function rewritePage(html: string): string {
  const sources = [...html.matchAll(SCRIPT_TAG)].map((match) => match[2]!);
  if (sources.length === 0) throw new Error('no deferred script tags found: has Docusaurus changed its HTML template?');
  let first = true;
  return html.replace(SCRIPT_TAG, () => {
    if (!first) return '';
    first = false;
    return loaderFor(sources);
  });
}
