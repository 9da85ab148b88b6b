/**
 * @jest-environment node
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {DOCUSAURUS_VERSION, FRAMEWORK_COPIES} from '@site/src/plugins/frameworkCopies';
import {REPLACED_MODULES} from '@site/src/plugins/replacedModules';

const root = path.join(__dirname, '../..');
const nodeModules = path.join(root, 'node_modules');
const installedVersion = (JSON.parse(readFileSync(path.join(nodeModules, '@docusaurus/core/package.json'), 'utf8')) as {version: string}).version;
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** What to re-read for each entry whose installed original is not the one our file was written against. */
function staleCopies(copies = FRAMEWORK_COPIES, hashOf: (file: string) => string | undefined = (file) => (existsSync(file) ? sha256(file) : undefined)): string[] {
  return copies.flatMap((copy) => {
    const installed = hashOf(path.join(nodeModules, copy.original));
    if (installed === copy.sha256) return [];
    const what = installed ? 'changed' : 'is gone';
    return [`${copy.original} ${what}: re-read ${copy.ours} (${copy.kind}) against it, e.g. git diff --no-index node_modules/${copy.original} ${copy.ours}`];
  });
}

describe('framework copies (src/plugins/frameworkCopies.ts)', () => {
  it('were written against the Docusaurus files installed now', () => {
    const stale = staleCopies();
    const message = `Docusaurus ${installedVersion} is installed; the copies were written against ${DOCUSAURUS_VERSION}. Re-read:\n  ${stale.join('\n  ')}\nthen record each original's new sha256 and the version in src/plugins/frameworkCopies.ts (README: Upgrading Docusaurus).`;
    if (stale.length) throw new Error(message);
    expect(installedVersion).toBe(DOCUSAURUS_VERSION);
  });

  it('list every changed original at once, naming our file to re-read', () => {
    const bundleTimeCopies = FRAMEWORK_COPIES.filter((copy) => copy.kind === 'replaced at bundle time').slice(0, 3);
    const changed = staleCopies(bundleTimeCopies, (file) => (file.endsWith('reactUtils.js') ? 'another hash' : file.endsWith('emojiUtils.js') ? undefined : sha256(file)));
    expect(changed).toEqual([
      expect.stringMatching(/^@docusaurus\/theme-common\/lib\/utils\/reactUtils\.js changed: re-read src\/plugins\/replacedModules\/reactUtils\.tsx \(replaced at bundle time\)/),
      expect.stringMatching(/^@docusaurus\/theme-common\/lib\/utils\/emojiUtils\.js is gone: re-read src\/plugins\/replacedModules\/emojiUtils\.ts/),
    ]);
  });

  it('name files of ours that exist, with a reason each', () => {
    for (const copy of FRAMEWORK_COPIES) {
      expect(existsSync(path.join(root, copy.ours))).toBe(true);
      expect(copy.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(copy.why.length).toBeGreaterThan(30);
    }
  });

  it('include every ejected or replaced theme component and every module swapped at bundle time', () => {
    const listed = new Set(FRAMEWORK_COPIES.map((copy) => copy.ours));
    const theme = readdirSync(path.join(root, 'src/theme'), {withFileTypes: true, recursive: true})
      .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    expect(theme.length).toBeGreaterThan(10);
    // A theme slot that only hands over the site's component of src/ui (which features import directly, below
    // the entry layer) is listed through that component.
    const handedOver = (file: string) => {
      const target = /^(?:\/\/.*\n)*export \{default\} from '@site\/(src\/ui\/[^']+)';\s*$/.exec(readFileSync(path.join(root, file), 'utf8'))?.[1];
      return target && [`${target}.tsx`, `${target}/index.tsx`].find((candidate) => existsSync(path.join(root, candidate)));
    };
    for (const file of theme) expect(listed).toContain(handedOver(file) || file);
    for (const {replacement} of REPLACED_MODULES) expect(listed).toContain(`src/plugins/replacedModules/${replacement}`);
    expect(REPLACED_MODULES.map((m) => m.replacement)).toEqual(['reactUtils.tsx', 'emojiUtils.ts']);
  });
});

/**
 * What counts as a Docusaurus internal, and the file of it ours depends on.
 * Public: the client API (`@docusaurus/Link`...), `@theme/*`, a package's root
 * or documented entry (`@docusaurus/theme-common`, `@docusaurus/plugin-content-docs/client`,
 * `@docusaurus/core/bin/docusaurus.mjs`), and the generated modules that hold
 * what the site itself configures (`@generated/docusaurus.config`, `@generated/i18n`,
 * the same objects useDocusaurusContext() returns).
 * Internal: deep `lib/` and `src/` paths, a package's `internal` entry (each
 * name imported from it depends on the module that defines it),
 * `@theme-original/*` and `@theme-init/*` (the theme's component, whose props
 * ours relies on), and the generated modules in formats core writes for itself.
 */
const GENERATED_BY: Record<string, string> = Object.fromEntries([
  ...['routes', 'routesChunkNames', 'registry'].map((name) => [name, '@docusaurus/core/lib/server/codegen/codegenRoutes.js']),
  ...['codeTranslations', 'client-modules', 'globalData', 'site-metadata', 'site-storage'].map((name) => [name, '@docusaurus/core/lib/server/codegen/codegen.js']),
]);
const PUBLIC_GENERATED = new Set(['docusaurus.config', 'i18n']);

/** The first of a module path's files that is installed (`x.js`, `x/index.js`), as a path inside node_modules. */
function installedFile(modulePath: string): string {
  const candidates = [modulePath, `${modulePath}.js`, `${modulePath}/index.js`];
  return candidates.find((candidate) => /\.[cm]?js$/.test(candidate) && existsSync(path.join(nodeModules, candidate))) ?? `${modulePath}.js`;
}

/** For each name a package's `internal` entry re-exports by name, the module that defines it. */
function internalEntryExports(pkg: string): Map<string, string> {
  const entry = path.join(nodeModules, pkg, 'lib/internal.js');
  const exports = new Map<string, string>();
  const source = ts.createSourceFile(entry, readFileSync(entry, 'utf8'), ts.ScriptTarget.Latest);
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    const from = installedFile(path.posix.join(pkg, 'lib', (statement.moduleSpecifier as ts.StringLiteral).text));
    for (const element of statement.exportClause.elements) exports.set(element.name.text, from);
  }
  return exports;
}

/** The installed originals an import of `specifier` (with these names; undefined: the whole module) depends on; empty if it is public API. */
function originalsOf(specifier: string, names: string[] | undefined): string[] {
  const generated = /^@generated\/(.+?)(\.json|\.js)?$/.exec(specifier);
  if (generated) {
    const name = generated[1]!;
    if (PUBLIC_GENERATED.has(name)) return [];
    return [GENERATED_BY[name] ?? `${specifier} (a generated module this test does not know: add it to GENERATED_BY or PUBLIC_GENERATED)`];
  }
  const themeOriginal = /^@theme-(original|init)\/(.+)$/.exec(specifier);
  if (themeOriginal) {
    const themes = readdirSync(path.join(nodeModules, '@docusaurus')).filter((name) => name.startsWith('theme-')).sort((a, b) => Number(b === 'theme-classic') - Number(a === 'theme-classic'));
    const found = themes.map((theme) => installedFile(`@docusaurus/${theme}/lib/theme/${themeOriginal[2]}`)).find((file) => existsSync(path.join(nodeModules, file)));
    return [found ?? `@docusaurus/theme-classic/lib/theme/${themeOriginal[2]}.js`];
  }
  const deep = /^(@docusaurus\/[^/]+)\/(.+)$/.exec(specifier);
  if (!deep) return [];
  const pkg = deep[1]!;
  const subpath = deep[2]!;
  if (/^(lib|src)\//.test(subpath)) return [installedFile(specifier)];
  if (subpath === 'internal') {
    const exports = internalEntryExports(pkg);
    // A name the entry only re-exports from the package's public index is public.
    return names ? [...new Set(names.flatMap((name) => (exports.has(name) ? [exports.get(name)!] : [])))] : [`${pkg}/lib/internal.js`];
  }
  return [];
}

interface ImportOf {
  specifier: string;
  /** The names imported; undefined when the whole module is (default, namespace, side effect, dynamic import, require). */
  names?: string[];
}

/** Module specifiers of a file: import and export declarations, import(), require() and require.resolve(), but not `import type` (erased, and type-checked by tsc). */
function importsOf(file: string): ImportOf[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, /x$/.test(file) ? ts.ScriptKind.TSX : undefined);
  const found: ImportOf[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) && !clause.name ? clause.namedBindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text) : undefined;
      found.push({specifier: node.moduleSpecifier.text, names: named});
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements.map((e) => (e.propertyName ?? e.name).text) : undefined;
      found.push({specifier: node.moduleSpecifier.text, names: named});
    } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      const isRequireResolve = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'require' && callee.name.text === 'resolve';
      if (isImport || isRequire || isRequireResolve) found.push({specifier: node.arguments[0].text});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The files scanned: the site's code, the scripts, the root's config files and
 * the tests' support code. Not test files (*.test.*, *.spec.*): a test that
 * leans on an internal fails on its own after an upgrade, and is not something
 * the upgrade checklist should ask to re-read.
 */
function scannedFiles(): string[] {
  const code = /\.([cm]?[jt]sx?)$/;
  const under = (dir: string) =>
    readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
      .filter((entry) => entry.isFile() && code.test(entry.name) && !entry.parentPath.includes('node_modules'))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const rootFiles = readdirSync(root, {withFileTypes: true}).filter((entry) => entry.isFile() && code.test(entry.name)).map((entry) => entry.name);
  return [...under('src'), ...under('scripts'), ...rootFiles, ...under('tests').filter((file) => !/\.(test|spec)\.[cm]?[jt]sx?$/.test(file))];
}

/** Each import of an internal whose original has no entry with our file: `file: specifier -> original`. */
function unlistedInternals(files: string[], copies = FRAMEWORK_COPIES): string[] {
  const listed = new Set(copies.map((copy) => `${copy.ours} ${copy.original}`));
  return files.flatMap((file) =>
    importsOf(path.join(root, file)).flatMap(({specifier, names}) =>
      originalsOf(specifier, names)
        .filter((original) => !listed.has(`${file} ${original}`))
        .map((original) => `${file}: ${specifier} -> ${original}`),
    ),
  );
}

describe('imports of Docusaurus internals', () => {
  it('each have an entry in src/plugins/frameworkCopies.ts for the original they depend on', () => {
    const files = scannedFiles();
    expect(files).toEqual(expect.arrayContaining(['docusaurus.config.ts', 'sidebars.ts', 'src/plugins/replacedModules/reactUtils.tsx', 'scripts/test-all.mjs']));
    const unlisted = unlistedInternals(files);
    if (unlisted.length) {
      throw new Error(`These files import Docusaurus internals the list does not name; add an entry each (ours, original, sha256 of node_modules/<original>, kind 'depends on internals' unless another fits, why):\n  ${unlisted.join('\n  ')}`);
    }
  });

  it('are found in every form, and public API is not mistaken for one', () => {
    expect(originalsOf('@docusaurus/core/lib/client/preload', undefined)).toEqual(['@docusaurus/core/lib/client/preload.js']);
    expect(originalsOf('@docusaurus/core/lib/client/theme-fallback/Error', undefined)).toEqual(['@docusaurus/core/lib/client/theme-fallback/Error/index.js']);
    expect(originalsOf('@theme-original/CodeBlock', undefined)).toEqual(['@docusaurus/theme-classic/lib/theme/CodeBlock/index.js']);
    expect(originalsOf('@theme-init/SearchBar', undefined)).toEqual(['@docusaurus/theme-classic/lib/theme/SearchBar.js']);
    expect(originalsOf('@docusaurus/theme-common/internal', ['useTabs', 'useNavbarMobileSidebar', 'useThemeConfig'])).toEqual([
      '@docusaurus/theme-common/lib/utils/tabsUtils.js',
      '@docusaurus/theme-common/lib/contexts/navbarMobileSidebar.js',
    ]);
    expect(originalsOf('@generated/routesChunkNames', undefined)).toEqual(['@docusaurus/core/lib/server/codegen/codegenRoutes.js']);
    for (const specifier of ['@docusaurus/Link', '@theme/CodeBlock', '@docusaurus/theme-common', '@docusaurus/plugin-content-docs/client', '@docusaurus/core/bin/docusaurus.mjs', '@generated/docusaurus.config', '@generated/i18n', 'react']) {
      expect([specifier, originalsOf(specifier, undefined)]).toEqual([specifier, []]);
    }

    const tmp = mkdtempSync(path.join(tmpdir(), 'internals-'));
    const file = path.join(tmp, 'sample.tsx');
    writeFileSync(
      file,
      [
        "import type {Props} from '@docusaurus/core/lib/client/typesOnly';",
        "import {useTabs} from '@docusaurus/theme-common/internal';",
        "export {default} from '@theme-original/Navbar';",
        "const preload = () => import(/* webpackMode: \"eager\" */ '@docusaurus/core/lib/client/preload');",
        "const entry = require.resolve('@docusaurus/core/lib/client/clientEntry');",
        "// import x from '@docusaurus/core/lib/client/inAComment';",
        "const text = \"from '@docusaurus/core/lib/client/inAString'\";",
      ].join('\n'),
    );
    try {
      expect(importsOf(file).map(({specifier}) => specifier)).toEqual([
        '@docusaurus/theme-common/internal',
        '@theme-original/Navbar',
        '@docusaurus/core/lib/client/preload',
        '@docusaurus/core/lib/client/clientEntry',
      ]);
      const relative = path.relative(root, file);
      expect(unlistedInternals([relative], [])).toEqual([
        `${relative}: @docusaurus/theme-common/internal -> @docusaurus/theme-common/lib/utils/tabsUtils.js`,
        `${relative}: @theme-original/Navbar -> @docusaurus/theme-classic/lib/theme/Navbar/index.js`,
        `${relative}: @docusaurus/core/lib/client/preload -> @docusaurus/core/lib/client/preload.js`,
        `${relative}: @docusaurus/core/lib/client/clientEntry -> @docusaurus/core/lib/client/clientEntry.js`,
      ]);
    } finally {
      rmSync(tmp, {recursive: true, force: true});
    }
  });
});
