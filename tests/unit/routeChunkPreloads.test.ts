/**
 * @jest-environment node
 */
import {parseRouteTable, pathnameOf, routeScripts, withRouteChunkPreloads, type ClientManifest} from '@site/src/plugins/routeChunkPreloads';

/** A route table in the format Docusaurus 3.10's codegenRoutes.js writes: a docs layout with nested routes, a page, the catch-all. */
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/fr/about-us',
    component: ComponentCreator('/fr/about-us', '054'),
    exact: true
  },
  {
    path: '/fr/docs',
    component: ComponentCreator('/fr/docs', 'b1a'),
    routes: [
      {
        path: '/fr/docs',
        component: ComponentCreator('/fr/docs', 'c2b'),
        routes: [
          {
            path: '/fr/docs/start',
            component: ComponentCreator('/fr/docs/start', '009'),
            exact: true,
            sidebar: "docs"
          },
          {
            path: '/fr/docs/webhooks',
            component: ComponentCreator('/fr/docs/webhooks', 'a11'),
            exact: true,
            sidebar: "docs"
          }
        ]
      }
    ]
  },
  {
    path: '/fr/',
    component: ComponentCreator('/fr/', '663'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES = {
  '/fr/about-us-054': {__comp: 'aaaa0001', __context: {plugin: 'pppp0001'}},
  '/fr/docs-b1a': {__comp: 'dddd0001', __props: 'dddd0002'},
  '/fr/docs-c2b': {__comp: 'dddd0003', sidebar: 'dddd0004'},
  '/fr/docs/start-009': {__comp: 'item0001', content: 'start001'},
  '/fr/docs/webhooks-a11': {__comp: 'item0001', content: 'hook0001'},
  '/fr/-663': {__comp: 'home0001', items: [{content: 'post0001'}, {content: 'post0002'}]},
};

/** The client manifest: a chunk name's origins are the ids of the chunks loaded with it; an id's assets, its files. */
const MANIFEST: ClientManifest = {
  entrypoints: ['main'],
  origins: {
    aaaa0001: ['4014', '11'],
    pppp0001: ['12'],
    dddd0001: ['4014', '21'],
    dddd0002: ['22'],
    dddd0003: ['23'],
    dddd0004: ['24'],
    item0001: ['4014', '1882', '25'],
    start001: ['26'],
    hook0001: ['27'],
    home0001: ['4014', '31'],
    post0001: ['32'],
    post0002: ['33'],
  },
  assets: {
    '4014': {css: [{file: 'assets/css/styles.css', publicPath: '/fr/assets/css/styles.css'}]},
    ...Object.fromEntries(['11', '12', '21', '22', '23', '24', '1882', '25', '26', '27', '31', '32', '33'].map((id) => [id, {js: [{file: `assets/js/${id}.js`, publicPath: `/fr/assets/js/${id}.js`}]}])),
  },
};

const scriptsOf = (pathname: string) => routeScripts(pathname, parseRouteTable(ROUTES_JS), CHUNK_NAMES, MANIFEST).map((src) => src.replace('/fr/assets/js/', '').replace('.js', ''));

describe('the route chunks a page preloads (src/plugins/routeChunkPreloads.ts)', () => {
  it('are those of every route the start-up matches: a doc gets its layouts\' chunks and its own, not another doc\'s', () => {
    expect(scriptsOf('/fr/docs/webhooks').sort()).toEqual(['1882', '21', '22', '23', '24', '25', '27']);
    expect(scriptsOf('/fr/docs/start')).toContain('26');
    expect(scriptsOf('/fr/docs/start')).not.toContain('27');
    expect(scriptsOf('/fr/about-us').sort()).toEqual(['11', '12']);
  });

  it('include nested chunk names (a list page\'s items), and no stylesheet', () => {
    expect(scriptsOf('/fr/').sort()).toEqual(['31', '32', '33']);
  });

  it('are none for an address only the catch-all matches', () => {
    expect(scriptsOf('/fr/nowhere')).toEqual([]);
  });

  it('fails loudly when the route table is not in the format it reads', () => {
    expect(() => parseRouteTable('export const routes = [];')).toThrow(/format changed/);
    expect(() => parseRouteTable("export default [\n  {path: '/', component: require('x')},\n];")).toThrow();
  });

  it('finds a built page\'s address under the locale\'s base URL', () => {
    expect(pathnameOf('index.html', '/fr/')).toBe('/fr/');
    expect(pathnameOf('docs/start.html', '/fr/')).toBe('/fr/docs/start');
    expect(pathnameOf('docs/index.html', '/')).toBe('/docs/');
  });

  it('go right after the page\'s own script tags, without repeating one of them', () => {
    const html = '<html><head><title>x</title><noscript><link rel=stylesheet href=/no-js.css></noscript><style>a{}</style><script src=/assets/js/runtime.js defer></script><script src=/assets/js/main.js defer></script><script>theme()</script></head><body></body></html>';
    const out = withRouteChunkPreloads(html, ['/assets/js/main.js', '/assets/js/a.js', '/assets/js/b.js']);
    expect(out).toContain('<script src=/assets/js/main.js defer></script><link rel="preload" href="/assets/js/a.js" as="script"><link rel="preload" href="/assets/js/b.js" as="script"><script>theme()</script>');
    expect(out.match(/main\.js/g)).toHaveLength(1);
    expect(withRouteChunkPreloads(html, [])).toBe(html);
    expect(() => withRouteChunkPreloads('<html><head></head><body></body></html>', ['/a.js'])).toThrow(/no script file/);
  });
});
