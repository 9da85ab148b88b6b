import {readFile} from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import {matchRoutes, type RouteConfig} from 'react-router-config';

/**
 * Each page names, in its head, the route chunks its start-up loads before hydrating:
 * `<link rel="preload" as="script">`, so they download beside main.js instead of a round trip after it.
 *
 * Docusaurus's client start-up asks for a route's chunks once main.js has run (`preload(pathname)`, then
 * `hydrateRoot`); on slow 4G that is one more round trip and the chunks' transfer before the page is usable.
 * Its server render means to name them in the HTML (it collects the rendered modules and asks the client
 * manifest for their files), but with webpack 5 and Rspack the manifest is keyed by chunk name and the
 * render reports module paths, so nothing matches and stock pages carry main.js alone. This step does the
 * lookup the start-up does, from what the build generated: the route table (`routes.js`), each route's
 * chunk names (`routesChunkNames.json`) and the client manifest (`client-manifest.json`), all in
 * Docusaurus's generated-files folder and written by the locale's build just before its postBuild hook.
 *
 * Nothing is held back or reordered: the page's scripts are Docusaurus's own, the preloads only start
 * the downloads those scripts would start later. No script is added (the policy is untouched).
 */

/** The client manifest of react-loadable-ssr-addon, as Docusaurus writes it. */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, Record<string, {file: string; publicPath: string}[]>>;
}

/** A route of the generated table, its component replaced by its key in routesChunkNames.json. */
export type ChunkRoute = RouteConfig & {chunkKey: string | null; routes?: ChunkRoute[]};

/** Nested chunk names of one route (`__comp`, `content`, `__context.plugin`, a blog list's `items`...). */
type ChunkNames = string | ChunkNames[] | {[key: string]: ChunkNames};

const COMPONENT_CREATOR = /ComponentCreator\(\s*('[^']*'|"[^"]*")\s*(?:,\s*('[^']*'|"[^"]*")\s*)?\)/g;

/**
 * Reads the generated route table: a module that imports React and ComponentCreator and exports an array of
 * route objects whose components are `ComponentCreator(path, hash)`; the chunk key is `${path}-${hash}`.
 * Fails loudly when the format is not that one (an upgrade changed codegenRoutes.js).
 */
export function parseRouteTable(source: string): ChunkRoute[] {
  if (!/^export default \[/m.test(source)) throw new Error('route chunk preloads: routes.js has no `export default [`: its format changed');
  const body = source
    .replace(/^import .*;$/gm, '')
    .replace(COMPONENT_CREATOR, (_, routePath: string, hash: string | undefined) => {
      const unquoted = (text: string) => text.slice(1, -1);
      return `{chunkKey: ${hash === undefined ? 'null' : JSON.stringify(`${unquoted(routePath)}-${unquoted(hash)}`)}}`;
    })
    .replace(/^export default /m, 'result = ');
  const sandbox: {result?: unknown} = {};
  vm.runInNewContext(body, sandbox, {timeout: 5000});
  if (!Array.isArray(sandbox.result)) throw new Error('route chunk preloads: routes.js did not give an array of routes');
  const lift = (route: Record<string, unknown>): ChunkRoute => {
    const component = route.component as {chunkKey?: string | null} | undefined;
    if (!component || !('chunkKey' in component)) throw new Error(`route chunk preloads: route ${String(route.path)} has no ComponentCreator: the format changed`);
    return {
      ...route,
      component: undefined,
      chunkKey: component.chunkKey ?? null,
      routes: Array.isArray(route.routes) ? (route.routes as Record<string, unknown>[]).map(lift) : undefined,
    } as ChunkRoute;
  };
  return (sandbox.result as Record<string, unknown>[]).map(lift);
}

function leaves(names: ChunkNames | undefined): string[] {
  if (names === undefined) return [];
  if (typeof names === 'string') return [names];
  return (Array.isArray(names) ? names : Object.values(names)).flatMap(leaves);
}

/** The JavaScript files (public paths) the start-up loads for a pathname before hydrating, as the start-up's preload finds them. */
export function routeScripts(pathname: string, routes: ChunkRoute[], chunkNames: Record<string, ChunkNames>, manifest: ClientManifest): string[] {
  const names = matchRoutes(routes, pathname).flatMap(({route}) => {
    const key = (route as ChunkRoute).chunkKey;
    return key === null ? [] : leaves(chunkNames[key]);
  });
  // The manifest's lookup (react-loadable-ssr-addon's getBundles): a chunk name's origins are the ids of the chunks loaded with it, its own included.
  const ids = [...new Set(names.flatMap((name) => manifest.origins[name] ?? []))];
  return [...new Set(ids.flatMap((id) => (manifest.assets[id]?.js ?? []).map((asset) => asset.publicPath)))];
}

/** The page's address for a built file: `<path>.html` -> `/<path>`, `index.html` -> `/`, under the locale's base URL. */
export function pathnameOf(relativeFile: string, localeBaseUrl: string): string {
  const route = relativeFile.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return `${localeBaseUrl}${route}`;
}

/**
 * The head gets one preload per route chunk the page's own script tags do not load already, right after
 * those script tags: main.js keeps its place at the front of the queue (on HTTP/1.1 a browser opens six
 * connections to a host, and a docs page has ten route chunks), and the chunks follow it.
 */
export function withRouteChunkPreloads(html: string, scripts: string[]): string {
  const head = html.indexOf('</head>');
  const tags = [...html.slice(0, Math.max(head, 0)).matchAll(/<script[^>]*\ssrc=["']?([^"'\s>]+)[^>]*><\/script>/g)];
  const present = new Set(tags.map((match) => match[1]));
  const missing = scripts.filter((src) => !present.has(src));
  if (missing.length === 0) return html;
  const last = tags.at(-1);
  if (!last) throw new Error('route chunk preloads: no script file in the head to put the preloads after');
  const at = last.index + last[0].length;
  const links = missing.map((src) => `<link rel="preload" href="${src}" as="script">`).join('');
  return html.slice(0, at) + links + html.slice(at);
}

/** For one locale's build: a function from a built page (its file, relative to the locale's folder) and its HTML to the HTML with its preloads. */
export async function routeChunkPreloads(generatedFilesDir: string, localeBaseUrl: string): Promise<(relativeFile: string, html: string) => string> {
  const read = (name: string) => readFile(path.join(generatedFilesDir, name), 'utf8');
  const routes = parseRouteTable(await read('routes.js'));
  const chunkNames = JSON.parse(await read('routesChunkNames.json')) as Record<string, ChunkNames>;
  const manifest = JSON.parse(await read('client-manifest.json')) as ClientManifest;
  return (relativeFile, html) => withRouteChunkPreloads(html, routeScripts(pathnameOf(relativeFile, localeBaseUrl), routes, chunkNames, manifest));
}
