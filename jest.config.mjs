/** Packages that ship ES modules only, compiled for Jest. */
const ES_MODULE_PACKAGES = ['d3-geo', 'd3-array', 'internmap', 'beasties', 'htmlparser2', 'css-select', 'css-what', 'dom-serializer', 'domhandler', 'domutils', 'domelementtype', 'entities', 'boolbase', 'nth-check'].join('|');

/** Unit and component tests (tests/unit). Docusaurus client modules are mocked in tests/unit/mocks. */
/** @type {import('jest').ProjectConfig} */
const unit = {
  displayName: 'unit',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {jsc: {transform: {react: {runtime: 'automatic'}}}}],
    // ES modules only: d3-geo and its dependencies; Beasties's HTML parser and selector engine (the post-build
    // pipeline's critical CSS), nested under beasties or, as npm places them with Docusaurus 4, at the top.
    [`^.+/node_modules/(${ES_MODULE_PACKAGES})/.+\\.m?js$`]: ['@swc/jest', {module: {type: 'commonjs'}}],
  },
  // Anything inside those packages (their own node_modules included) is compiled; the rest of node_modules is not.
  transformIgnorePatterns: [`^(?!.*/node_modules/(${ES_MODULE_PACKAGES})/).*/node_modules/`],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/tests/unit/mocks/styleMock.ts',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/Translate$': '<rootDir>/tests/unit/mocks/translate.tsx',
    '^@docusaurus/Interpolate$': '<rootDir>/tests/unit/mocks/interpolate.tsx',
    '^@docusaurus/useDocusaurusContext$': '<rootDir>/tests/unit/mocks/useDocusaurusContext.ts',
    '^@docusaurus/useBaseUrl$': '<rootDir>/tests/unit/mocks/useBaseUrl.ts',
    '^@docusaurus/Link$': '<rootDir>/tests/unit/mocks/Link.tsx',
    '^@theme/Heading$': '<rootDir>/tests/unit/mocks/Heading.tsx',
    '^@docusaurus/useIsBrowser$': '<rootDir>/tests/unit/mocks/useIsBrowser.ts',
    '^@generated/i18n$': '<rootDir>/tests/unit/mocks/i18n.ts',
    '^@countries$': '<rootDir>/tests/unit/mocks/countries.ts',
    '^@page-example$': '<rootDir>/tests/unit/mocks/pageExample.ts',
  },
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  // A hang catcher: the slowest unit test (inlineTranslations, which reads every module) took 4.2 s on 2 cores at a load of about 20.
  testTimeout: 30_000,
};

/** Tests that build the whole site (slow): run after the unit tests, by `npm test`. */
const integration = {
  displayName: 'integration',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/integration'],
  transform: unit.transform,
  // Page data (product pages' claims, the lab's links) is read in English, through the unit tests' mocks of Docusaurus's translation (and of the English example, @page-example).
  moduleNameMapper: Object.fromEntries(
    Object.entries(unit.moduleNameMapper).filter(([module]) => ['^@site/(.*)$', '^@docusaurus/Translate$', '^@docusaurus/Interpolate$', '^@generated/i18n$', '^@page-example$'].includes(module)),
  ),
};

/** The API code samples of every language run against the contract mock (needs the toolchains of scripts/ensure-toolchains.mjs). */
const samples = {...integration, displayName: 'samples', roots: ['<rootDir>/tests/samples'], testTimeout: 90_000};

/**
 * The forms service (service/) on its embedded database and on PostgreSQL (a cluster of Debian's package,
 * tests/support/postgres.ts). Kysely is an ES module only: compiled for Jest like d3-geo above; PGlite loads its
 * WebAssembly with a dynamic import, which Jest runs under node --experimental-vm-modules (`npm run test:service`).
 */
const service = {
  displayName: 'service',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/service'],
  transform: {
    '^.+\\.(t|j)sx?$': unit.transform['^.+\\.(t|j)sx?$'],
    '^.+/node_modules/kysely/.+\\.js$': ['@swc/jest', {module: {type: 'commonjs'}}],
  },
  transformIgnorePatterns: ['/node_modules/(?!kysely/)'],
  moduleNameMapper: {'^@site/(.*)$': '<rootDir>/$1'},
};

/** @type {import('jest').Config} */
const config = {projects: [unit, integration, samples, service]};

export default config;
