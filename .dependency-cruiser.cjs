/**
 * The layers of src/, lowest first: a module may import from its own layer's
 * folder and from the layers below it, never from a layer above. The features
 * are ordered too, so that one may use another's data only downwards (the
 * marketing pages quote the coverage data; coverage never imports marketing).
 * Node-only build code (src/plugins) may import anything; nothing the browser
 * loads imports it. Checked by tests/unit/layers.test.ts (`npx depcruise src`
 * shows the same).
 */
const LAYERS = [
  {name: 'base', path: '^src/(brand\\.ts|constants\\.ts|format/|types/|config/)'},
  {name: 'shared data and hooks', path: '^src/(data|hooks)/'},
  {name: 'shared UI', path: '^src/(ui|css)/'},
  ...['offline', 'coverage', 'api', 'forms', 'search', 'feeds', 'docsTools', 'company', 'marketing', 'layout'].map((feature) => ({
    name: `feature ${feature}`,
    path: `^src/features/${feature}/`,
  })),
  {name: 'entry points (pages, theme, client modules)', path: '^src/(pages|theme|clientModules)/'},
];

const upward = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `no-upward-import-from-${layer.name.replaceAll(' ', '-')}`,
  comment: `${layer.name} imports only from itself and the layers below it (${LAYERS.slice(0, index).map((l) => l.name).join(', ') || 'none'})`,
  severity: 'error',
  from: {path: layer.path},
  to: {path: LAYERS.slice(index + 1).map((l) => l.path).join('|')},
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'no-build-code-in-the-browser',
      comment: 'src/plugins is Node-only build code: what the browser loads never imports it',
      severity: 'error',
      from: {path: '^src/', pathNot: '^src/plugins/'},
      to: {path: '^src/plugins/'},
    },
    {
      name: 'no-page-index-in-the-browser',
      comment: "a page imports its own head and hero (src/data/pages/<page>.ts); the index of every page's words is for tests and build code",
      severity: 'error',
      from: {path: '^src/', pathNot: '^src/plugins/'},
      to: {path: '^src/data/pages/index\\.ts$'},
    },
    {
      name: 'no-unlayered-module',
      comment: 'every module of src/ belongs to a layer (add a new folder to LAYERS)',
      severity: 'error',
      from: {path: '^src/', pathNot: [...LAYERS.map((l) => l.path), '^src/plugins/']},
      to: {},
    },
  ],
  options: {
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: {fileName: 'tsconfig.json'},
    enhancedResolveOptions: {extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json']},
    exclude: {path: '\\.d\\.ts$'},
  },
};
