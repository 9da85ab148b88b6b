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
 * document is parsed). The loader is the same on every page, so a Content Security
 * Policy can allow it by one hash.
 */
const SCRIPT_TAG = /<script src=("?)([^"\s>]+\.js)\1 defer><\/script>/g;

export function loaderFor(sources: string[]): string {
  const list = JSON.stringify(sources);
  return (
    '<script>(function(){var s=0;function go(){if(s)return;s=1;' +
    `${list}.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!1;document.head.appendChild(e)})}` +
    'function ready(){document.readyState==="loading"?document.addEventListener("DOMContentLoaded",go):go()}' +
    'var P=window.PerformanceObserver;' +
    'P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0?new P(ready).observe({type:"paint",buffered:!0}):ready()' +
    '})()</script>'
  );
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
