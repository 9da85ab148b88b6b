/**
 * @jest-environment node
 */
/**
 * The layers of src/ (.dependency-cruiser.cjs): imports point only down, from
 * the entry points (pages, theme) through the features to the shared UI, the
 * shared data and the base (brand, constants, formatting, types); nothing the
 * browser loads imports the Node-only build code of src/plugins. Runs
 * dependency-cruiser's own command (it is an ES module, which Jest does not
 * load), asynchronously, on the real tree and on a small tree that breaks
 * each rule.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {runCommand} from '../support/runCommand';

const root = path.join(__dirname, '../..');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');
const config = path.join(root, '.dependency-cruiser.cjs');

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
      const found = (await violations(dir)).map(({rule, from, to}) => `${rule.name}: ${from} → ${to}`).sort();
      expect(found).toEqual([
        'no-build-code-in-the-browser: src/features/marketing/data/home.ts → src/plugins/build.ts',
        'no-page-index-in-the-browser: src/pages/careers.tsx → src/data/pages/index.ts',
        'no-unlayered-module: src/widgets/Loose.ts → src/features/marketing/data/home.ts',
        'no-upward-import-from-feature-coverage: src/features/coverage/data/markets.ts → src/features/api/TryIt/index.tsx',
        'no-upward-import-from-shared-UI: src/ui/Button/index.tsx → src/features/coverage/data/markets.ts',
      ]);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  }, 120_000);
});
