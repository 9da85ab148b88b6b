/**
 * The layers of src/, lowest first: a module may import from its own layer's
 * folder and from the layers below it, never from a layer above. The features
 * are ordered too, so that one may use another's data only downwards (the
 * marketing pages quote the coverage data; coverage never imports marketing).
 * Node-only build code (src/plugins) may import anything; nothing the browser
 * loads imports it. Checked by tests/unit/layers.test.ts (`npx depcruise src`
 * shows the same).
 */
const path = require('node:path');

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

/** Our theme components (wrapped or ejected), reached as `@theme/X` like the theme's own. */
const THEME = '^src/theme/';

/**
 * An upward import is forbidden, whether written as a path or through an alias
 * (`@theme/X`, a virtual module: .dependency-cruiser-aliases.cjs), with one
 * exception: `import type … from '@theme/X'` names the theme's declared
 * interface, which TypeScript reads from the theme package's own declarations
 * and never from our component in src/theme, so any layer may name those types.
 */
const upward = LAYERS.slice(0, -1).flatMap((layer, index) => {
  const rule = {
    name: `no-upward-import-from-${layer.name.replaceAll(' ', '-')}`,
    comment: `${layer.name} imports only from itself and the layers below it (${LAYERS.slice(0, index).map((l) => l.name).join(', ') || 'none'})`,
    severity: 'error',
    from: {path: layer.path},
  };
  const above = LAYERS.slice(index + 1).map((l) => l.path).join('|');
  return [
    {...rule, to: {path: above, dependencyTypesNot: ['type-only']}},
    {...rule, to: {path: above, pathNot: THEME, dependencyTypes: ['type-only']}},
    {...rule, to: {path: THEME, dependencyTypes: ['type-only'], dependencyTypesNot: ['aliased-webpack']}},
  ];
});

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
    // Aliases followed to the files they reach: @theme/*, @generated/*, the site's virtual modules.
    webpackConfig: {fileName: path.join(__dirname, '.dependency-cruiser-aliases.cjs')},
    tsPreCompilationDeps: true,
    tsConfig: {fileName: 'tsconfig.json'},
    enhancedResolveOptions: {extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json']},
    exclude: {path: '\\.d\\.ts$'},
  },
};
