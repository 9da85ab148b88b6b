/**
 * @jest-environment node
 */
/**
 * The layers of src/ (.dependency-cruiser.cjs): imports point only down, from
 * the entry points (pages, theme) through the features to the shared UI, the
 * shared data and the base (brand, constants, formatting, types); nothing the
 * browser loads imports the Node-only build code of src/plugins. Imports
 * written through an alias count as what they reach: `@site/*`, `@theme/*`
 * (our component in src/theme when there is one), `@generated/*` and the
 * site's virtual modules (.dependency-cruiser-aliases.cjs). Runs
 * dependency-cruiser's own command (it is an ES module, which Jest does not
 * load), asynchronously, on the real tree and on a small tree that breaks
 * each rule.
 */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {runCommand} from '../support/runCommand';

const root = path.join(__dirname, '../..');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');
const config = path.join(root, '.dependency-cruiser.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {VIRTUAL_MODULES} = require('../../.dependency-cruiser-aliases.cjs') as {VIRTUAL_MODULES: Record<string, string>};

interface Violation {
  rule: {name: string};
  from: string;
  to: string;
}

async function violations(cwd: string): Promise<Violation[]> {
  // depcruise exits non-zero when it finds violations: read its JSON either way.
  const {stdout, stderr} = await runCommand(depcruise, ['src', '--config', config, '--output-type', 'json'], {cwd});
  if (!stdout) throw new Error(`depcruise printed nothing:\n${stderr}`);
  return (JSON.parse(stdout) as {summary: {violations: Violation[]}}).summary.violations;
}

describe('layers of src/', () => {
  it('every import points down the layers', async () => {
    const found = await violations(root);
    expect(found.map(({rule, from, to}) => `${rule.name}: ${from} → ${to}`)).toEqual([]);
  }, 120_000);

  it('fails on an upward import, a browser module importing build code or every page\'s words, and a folder outside the layers', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'layers-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
        writeFileSync(path.join(dir, file), text);
      };
      write('tsconfig.json', '{"compilerOptions": {"baseUrl": ".", "paths": {"@site/*": ["./*"]}}}');
      write('src/features/api/TryIt/index.tsx', 'export const tryIt = 1;\n');
      write('src/features/coverage/data/markets.ts', "import {tryIt} from '@site/src/features/api/TryIt';\nexport const markets = tryIt;\n");
      write('src/ui/Button/index.tsx', "import {markets} from '../../features/coverage/data/markets';\nexport const button = markets;\n");
      write('src/plugins/build.ts', 'export const build = 1;\n');
      write('src/features/marketing/data/home.ts', "import {build} from '../../../plugins/build';\nexport const home = build;\n");
      write('src/data/pages/index.ts', 'export const PAGES = {};\n');
      write('src/pages/careers.tsx', "import {PAGES} from '@site/src/data/pages';\nexport const careers = PAGES;\n");
      write('src/widgets/Loose.ts', "import {home} from '../features/marketing/data/home';\nexport const loose = home;\n");
      // Through the aliases: a theme component of ours, a virtual module (made from the feeds' data), and the
      // theme's declared types, which any layer may name (TypeScript reads them from the theme package).
      write('src/theme/Tabs/index.tsx', 'export type Props = {lazy?: boolean};\nexport default function Tabs() { return null; }\n');
      write('src/features/api/CodeSamples/index.tsx', "import Tabs from '@theme/Tabs';\nexport const samples = Tabs;\n");
      write('src/features/feeds/data/updates.ts', 'export const release = 1;\n');
      write('src/features/offline/release.ts', "import CURRENT from '@current-release';\nexport const current = CURRENT;\n");
      write('src/ui/Panel/index.tsx', "import type {Props} from '@theme/Tabs';\nexport type PanelProps = Props;\n");
      write('src/ui/Other/index.tsx', "import type {Props} from '../../theme/Tabs';\nexport type OtherProps = Props;\n");
      const found = (await violations(dir)).map(({rule, from, to}) => `${rule.name}: ${from} → ${to}`).sort();
      expect(found).toEqual([
        'no-build-code-in-the-browser: src/features/marketing/data/home.ts → src/plugins/build.ts',
        'no-page-index-in-the-browser: src/pages/careers.tsx → src/data/pages/index.ts',
        'no-unlayered-module: src/widgets/Loose.ts → src/features/marketing/data/home.ts',
        'no-upward-import-from-feature-api: src/features/api/CodeSamples/index.tsx → src/theme/Tabs/index.tsx',
        'no-upward-import-from-feature-coverage: src/features/coverage/data/markets.ts → src/features/api/TryIt/index.tsx',
        'no-upward-import-from-feature-offline: src/features/offline/release.ts → src/features/feeds/data/updates.ts',
        'no-upward-import-from-shared-UI: src/ui/Button/index.tsx → src/features/coverage/data/markets.ts',
        'no-upward-import-from-shared-UI: src/ui/Other/index.tsx → src/theme/Tabs/index.tsx',
      ]);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  }, 120_000);

  it('follows every virtual module the site declares for TypeScript to the module that defines it', () => {
    const packages = Object.keys((JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {dependencies: object; devDependencies: object}).dependencies)
      .concat(Object.keys((JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {devDependencies: object}).devDependencies));
    const declared = readdirSync(path.join(root, 'src'), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
      .flatMap((entry) => [...readFileSync(path.join(entry.parentPath, entry.name), 'utf8').matchAll(/^declare module '([^']+)'/gm)].map((match) => match[1]!))
      // A package's own types (those that ship none usable) are not virtual modules.
      .filter((name) => !packages.some((pkg) => name === pkg || name.startsWith(`${pkg}/`)));
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.sort()).toEqual(Object.keys(VIRTUAL_MODULES).sort());
    for (const file of Object.values(VIRTUAL_MODULES)) expect(readdirSync(path.join(root, path.dirname(file)))).toContain(path.basename(file));
  });
});
