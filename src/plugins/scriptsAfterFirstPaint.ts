import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Every page is complete as static HTML; its JavaScript only adds behaviour.
 * Docusaurus requests that JavaScript (about 100 KB) in the <head>, where on a
 * slow mobile connection it competes with the HTML and CSS the first paint
 * needs. After the build, this plugin replaces the two script tags with a tiny
 * loader that requests them once the page has painted and the document is
 * parsed, in their original order (a tab opened in the background loads them
 * when it is first shown and paints; a browser without paint timing, once the
 * document is parsed). The loader's code is the same on every page and every
 * build (the script URLs sit in its `data-src` attribute, which a hash does not
 * cover), so the Content-Security-Policy in static/_headers allows it by one
 * fixed hash (checked by src/plugins/securityHeaders.ts).
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

/**
 * The page as it is once this plugin has run, whether it already has or not:
 * other plugins' postBuild run at the same time as this one's
 * (src/plugins/securityHeaders.ts hashes the final inline scripts).
 */
export function withLoader(html: string): string {
  return html.includes('<script data-src=') ? html : rewritePage(html);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

export default function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    async postBuild({outDir}) {
      for (const file of await htmlFiles(outDir)) {
        try {
          // Written aside, then renamed over the page: other plugins' postBuild
          // run at the same time (src/plugins/searchIndex.ts reads the pages)
          // and must never see a half-written file.
          await writeFile(`${file}.tmp`, rewritePage(await readFile(file, 'utf8')));
          await rename(`${file}.tmp`, file);
        } catch (error) {
          throw new Error(`scripts-after-first-paint: ${path.relative(outDir, file)}: ${(error as Error).message}`, {cause: error});
        }
      }
    },
  };
}
