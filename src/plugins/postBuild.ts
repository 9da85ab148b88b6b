import {mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {criticalCss} from './criticalCss';
import {routeChunkPreloads} from './routeChunkPreloads';
import {checkScripts, completeHeadersFile, inlineScripts, originOf, policyOf, scriptHashSource, sitePolicy, withPolicyMeta, type HeaderInputs, type SiteOrigins} from './securityHeaders';
import {apiReferenceRoutes, indexPage, pageFilesOf, pagesToIndex, SEARCH_INDEX_FILE, type PageToIndex} from './searchIndex';
import {nginxHeadersConfig, NGINX_HEADERS_FILE} from './nginxHeaders';
import {llmsFullTxt, llmsTxt, pageToMarkdown, type MarkdownPage} from './markdownExport';
import {LLMS_FILES, markdownPathOf} from '../data/llms';

/** The docs: every page under it gets a Markdown twin; the overview comes first in /llms.txt. */
const DOCS_ROUTE = '/docs';
import {INDEX_VERSION, type IndexedPage, type SearchIndex} from '../features/search/engine';

/**
 * What Docusaurus writes is finished in one ordered pass over each locale's
 * output folder (build/ for the default locale, build/<locale>/ for the
 * others): every page is read once and goes through the steps in order, each
 * seeing what the one before it wrote; then the folder-wide files are
 * written. The steps:
 *  1. the critical CSS: the rules the page's own elements use, inlined in
 *     its head, and the whole stylesheet preloaded and linked at the end of
 *     the body, so the first paint needs the HTML alone (src/plugins/criticalCss.ts);
 *  2. the Content-Security-Policy: every inline script of the page, as step 1
 *     left it, must be allowed by a hash in static/_headers (the build fails
 *     naming the hash to add), and the policy goes into the page as a
 *     <meta http-equiv> tag for hosts that do not send headers
 *     (src/plugins/securityHeaders.ts);
 *  3. the search index reads the page's final text (src/plugins/searchIndex.ts);
 *  4. the docs and reference pages' Markdown twins (src/plugins/markdownExport.ts).
 * Then: search-index.json in the locale's folder; at the site root only,
 * build/_headers completed for the whole site, and the same headers as an
 * nginx snippet (src/plugins/nginxHeaders.ts); a locale folder's copy of
 * _headers is removed (hosts read the root one, which covers every locale).
 */

export interface PostBuildOptions {
  formsEndpoint: string;
  /** The sandbox API of the Try it panels (SANDBOX_API_URL); its origin joins connect-src when set. */
  sandboxApiUrl?: string;
  /** The challenge's origin (Cloudflare Turnstile, when TURNSTILE_SITE_KEY is set): its script and frame join script-src and frame-src. */
  challengeOrigins?: string[];
  portals: string[];
  /** CSP_REPORT_URI: where browsers report policy violations; empty: no reports. */
  reportUri: string;
  /** How /llms.txt introduces the docs. */
  llms: Pick<MarkdownInput, 'title' | 'summary' | 'details' | 'extra'>;
}

/** The origins the site's pages fetch from, beyond its own (connect-src): the forms service and the Try it sandbox, each when configured. */
export function connectOriginsOf(options: Pick<PostBuildOptions, 'formsEndpoint' | 'sandboxApiUrl'>): string[] {
  return [options.formsEndpoint, options.sandboxApiUrl ?? ''].map(originOf).filter((origin): origin is string => !!origin);
}

export interface PipelineInput {
  /** This locale's output folder. */
  outDir: string;
  /** Folders inside outDir that are other locales' output, left alone. */
  otherLocaleDirs: string[];
  /** Whether outDir is the site root (the default locale's folder). */
  isSiteRoot: boolean;
  /** The site's base URL (not the locale's): the paths of _headers. */
  siteBaseUrl: string;
  /** This locale's base URL ("/fr/"), where the addresses of its stylesheets start. */
  localeBaseUrl: string;
  /** Docusaurus's generated files of this locale's build (the route table, the client manifest): the route chunks to preload; without it, none are. */
  generatedFilesDir?: string;
  /** The pages of the search index, by route path without this locale's base URL. */
  pagesToIndex: PageToIndex[];
  /** What the build adds to the policy: the forms service, the portals, the challenge, the report endpoint. */
  origins: SiteOrigins;
  /** The docs for machines: which routes get a Markdown twin, and how llms.txt introduces them. */
  markdown?: MarkdownInput;
}

export interface MarkdownInput {
  /** Every built page under this route (and the route itself) gets a Markdown twin, listed under Docs. */
  docsRoute: string;
  /** Pages listed under API reference. */
  reference: string[];
  /** The locale's address: site URL and base URL, without the trailing slash. */
  siteUrl: string;
  title: string;
  summary: string;
  details: string;
  /** Files listed in llms.txt after the reference (the OpenAPI document, the Postman collection). */
  extra: {title: string; url: string; description: string}[];
}

/** Every HTML file of the folder, other locales' folders left out, in a stable order. */
export async function pageFiles(outDir: string, otherLocaleDirs: string[]): Promise<string[]> {
  const skipped = otherLocaleDirs.map((dir) => path.join(outDir, dir) + path.sep);
  const entries = await readdir(outDir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !skipped.some((dir) => file.startsWith(dir)))
    .sort();
}

/** Runs the pipeline over one locale's folder. */
export async function runPostBuildPipeline(input: PipelineInput): Promise<void> {
  const headersPath = path.join(input.outDir, '_headers');
  const headersText = await readFile(headersPath, 'utf8');
  const policy = sitePolicy(policyOf(headersText), input.origins);
  const byFile = new Map(input.pagesToIndex.flatMap((page) => pageFilesOf(page.url).map((file) => [file, page] as const)));
  const indexed = new Map<PageToIndex, IndexedPage[]>();
  const scriptHashes = new Map<string, string>();
  const markdownRoute = (relative: string): string | undefined => {
    if (!input.markdown) return undefined;
    const route = `/${relative.replace(/(\/index)?\.html$/, '')}`;
    const {docsRoute, reference} = input.markdown;
    return route === docsRoute || route.startsWith(`${docsRoute}/`) || reference.includes(route) ? route : undefined;
  };
  const exported = new Map<string, MarkdownPage>();
  const withCriticalCss = criticalCss(input.outDir, input.localeBaseUrl);
  const withPreloads = input.generatedFilesDir ? await routeChunkPreloads(input.generatedFilesDir, input.localeBaseUrl) : (_: string, html: string) => html;

  for (const file of await pageFiles(input.outDir, input.otherLocaleDirs)) {
    const relative = path.relative(input.outDir, file).split(path.sep).join('/');
    try {
      let html = withPreloads(relative, await withCriticalCss(await readFile(file, 'utf8')));
      for (const code of inlineScripts(html)) {
        const hash = scriptHashSource(code);
        if (!scriptHashes.has(hash)) scriptHashes.set(hash, relative);
      }
      html = withPolicyMeta(html, policy);
      const page = byFile.get(relative);
      if (page) indexed.set(page, indexPage(page, html));
      const route = markdownRoute(relative);
      if (route && input.markdown) exported.set(route, pageToMarkdown(html, route, input.markdown.siteUrl));
      await writeFile(file, html);
    } catch (error) {
      throw new Error(`post-build: ${relative}: ${(error as Error).message}`, {cause: error});
    }
  }
  checkScripts(policy, scriptHashes);

  const missing = input.pagesToIndex.filter((page) => !indexed.has(page)).map((page) => page.url);
  if (missing.length) throw new Error(`post-build: search index: no built page for ${missing.join(', ')}`);
  const index: SearchIndex = {version: INDEX_VERSION, pages: input.pagesToIndex.flatMap((page) => indexed.get(page)!)};
  await writeFile(path.join(input.outDir, SEARCH_INDEX_FILE), JSON.stringify(index));
  if (input.markdown) await writeMarkdown(input.outDir, input.markdown, exported);

  if (!input.isSiteRoot) {
    await rm(headersPath);
    return;
  }
  const inputs: HeaderInputs = {scriptHashes, baseUrl: input.siteBaseUrl, otherLocales: input.otherLocaleDirs, ...input.origins};
  const completed = completeHeadersFile(headersText, inputs);
  await writeFile(headersPath, completed);
  await writeFile(path.join(input.outDir, NGINX_HEADERS_FILE), nginxHeadersConfig(completed, input.siteBaseUrl, input.otherLocaleDirs));
}

/** Step 4's files: each page's Markdown twin, then /llms.txt and /llms-full.txt (src/plugins/markdownExport.ts). */
async function writeMarkdown(outDir: string, input: MarkdownInput, exported: Map<string, MarkdownPage>): Promise<void> {
  const reference = input.reference.map((route) => {
    const page = exported.get(route);
    if (!page) throw new Error(`post-build: markdown export: no built page for ${route}`);
    return page;
  });
  // The docs overview first, then the rest by address.
  const docs = [...exported.values()]
    .filter((page) => !input.reference.includes(page.url))
    .sort((a, b) => Number(b.url === input.docsRoute) - Number(a.url === input.docsRoute) || a.url.localeCompare(b.url));
  if (docs.length === 0) throw new Error(`post-build: markdown export: no built page under ${input.docsRoute}`);
  for (const page of [...docs, ...reference]) {
    const file = path.join(outDir, markdownPathOf(page.url));
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, page.markdown);
  }
  await writeFile(path.join(outDir, LLMS_FILES.index), llmsTxt({...input, docs, reference}));
  await writeFile(path.join(outDir, LLMS_FILES.full), llmsFullTxt([...docs, ...reference]));
}

export default function postBuildPipeline(options: PostBuildOptions): (context: LoadContext) => Plugin {
  return (context) => {
    let pages: PageToIndex[] = [];
    let reference: string[] = [];
    return {
      name: 'post-build-pipeline',
      async allContentLoaded({allContent}) {
        pages = pagesToIndex(allContent, context.baseUrl);
        reference = apiReferenceRoutes(allContent);
      },
      async postBuild({outDir, i18n, siteConfig}) {
        await runPostBuildPipeline({
          outDir,
          otherLocaleDirs: i18n.locales.filter((locale) => locale !== i18n.currentLocale),
          isSiteRoot: i18n.currentLocale === i18n.defaultLocale,
          siteBaseUrl: siteConfig.baseUrl,
          localeBaseUrl: context.baseUrl,
          generatedFilesDir: context.generatedFilesDir,
          pagesToIndex: pages,
          origins: {
            connectOrigins: connectOriginsOf(options),
            formActionOrigins: options.portals.map(originOf).filter((o): o is string => !!o),
            scriptOrigins: options.challengeOrigins,
            frameOrigins: options.challengeOrigins,
            reportUri: options.reportUri,
          },
          markdown: {
            ...options.llms,
            docsRoute: DOCS_ROUTE,
            reference,
            siteUrl: `${siteConfig.url}${context.baseUrl}`.replace(/\/$/, ''),
          },
        });
      },
    };
  };
}
