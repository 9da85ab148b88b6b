/**
 * @jest-environment node
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
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
    const changed = staleCopies(FRAMEWORK_COPIES.slice(0, 3), (file) => (file.endsWith('browserContext.js') ? 'another hash' : file.endsWith('useWindowSize.js') ? undefined : sha256(file)));
    expect(changed).toEqual([
      expect.stringMatching(/^@docusaurus\/core\/lib\/client\/browserContext\.js changed: re-read src\/plugins\/replacedModules\/browserContext\.tsx \(replaced at bundle time\)/),
      expect.stringMatching(/^@docusaurus\/theme-common\/lib\/hooks\/useWindowSize\.js is gone: re-read src\/plugins\/replacedModules\/useWindowSize\.ts/),
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
    for (const file of theme) expect(listed).toContain(file);
    for (const {replacement} of REPLACED_MODULES) expect(listed).toContain(`src/plugins/replacedModules/${replacement}`);
    expect(REPLACED_MODULES.map((m) => m.replacement)).toEqual(['clientEntry.tsx', 'browserContext.tsx', 'useWindowSize.ts', 'reactUtils.tsx', 'emojiUtils.ts']);
  });
});
