/**
 * @jest-environment node
 */
import {readdirSync, readFileSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const root = path.join(__dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {dependencies: Record<string, string>; devDependencies: Record<string, string>};
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);

/** Docusaurus's client API (`@docusaurus/Link`, `@docusaurus/router`...): aliases the bundler resolves to @docusaurus/core's exports. */
const clientApi = new Set(readdirSync(path.join(root, 'node_modules/@docusaurus/core/lib/client/exports')).map((file) => `@docusaurus/${file.replace(/\.(d\.ts|js)$/, '')}`));
/** Aliases of the site and the theme, resolved by the bundler to files, not packages. */
/** …and the site's own virtual modules, written by its plugins (.dependency-cruiser-aliases.cjs lists them). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const VIRTUAL = Object.keys((require('../../.dependency-cruiser-aliases.cjs') as {VIRTUAL_MODULES: Record<string, string>}).VIRTUAL_MODULES);
const ALIASES = new RegExp(`^(@site|@theme|@theme-original|@theme-init|@generated)/|^(${VIRTUAL.join('|')})$`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.(tsx?|m?js|cjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The package a bare import names: `@scope/name` or `name`. */
const packageOf = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);

describe('every package the site imports is declared in package.json', () => {
  const files = [...sourceFiles(path.join(root, 'src')), path.join(root, 'docusaurus.config.ts'), path.join(root, 'sidebars.ts')];

  it('or is Docusaurus client API, a site or theme alias, or a Node built-in', () => {
    const undeclared: string[] = [];
    for (const file of files) {
      // Imports, dynamic imports and requires, as TypeScript reads them (strings and comments are not imports).
      for (const {fileName: specifier} of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
        if (specifier.startsWith('.') || ALIASES.test(specifier) || clientApi.has(specifier)) continue;
        if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
        // A package of types only (`geojson`) is declared as its @types package.
        const name = packageOf(specifier);
        if (!declared.has(name) && !declared.has(`@types/${name.replace(/^@(.*)\//, '$1__')}`)) undeclared.push(`${path.relative(root, file)}: ${specifier}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it("declares what Docusaurus's own modules import at the versions @docusaurus/core asks for, so there is one copy of each", () => {
    const core = JSON.parse(readFileSync(path.join(root, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as {version: string; dependencies: Record<string, string>};
    for (const name of ['react-router-dom', 'react-router-config', 'react-helmet-async']) {
      const installed = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {name: string; version: string};
      // The alias (npm:@slorber/react-helmet-async@1.3.0) or the version core depends on, and no second copy under core.
      expect([name, pkg.dependencies[name]]).toEqual([name, core.dependencies[name]!.replace(/^\^/, '')]);
      expect(`${installed.name}@${installed.version}`).toMatch(new RegExp(`@${core.dependencies[name]!.replace(/^(npm:.*@|\^)/, '').replace(/\./g, '\\.')}$`));
    }
    for (const name of Object.keys(pkg.dependencies).filter((dep) => dep.startsWith('@docusaurus/'))) expect([name, pkg.dependencies[name]]).toEqual([name, core.version]);
  });
});
