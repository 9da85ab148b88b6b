/**
 * A product update with a wrong or missing front-matter field fails the build,
 * with a message naming the file and the field: a real `docusaurus build` of a
 * copy of the site with one bad file added to changelog/ (it fails while
 * loading content, within seconds).
 */
import {cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {runCommand} from '../support/runCommand';

const root = path.join(__dirname, '../..');
const copy = path.join(root, '.tmp/front-matter-site');
const SITE_FILES = ['docusaurus.config.ts', 'sidebars.ts', 'tsconfig.json', 'package.json', 'src', 'scripts', 'docs', 'blog', 'changelog', 'static'];

/**
 * A build that fails while loading content took 20–30 s on 2 cores at a load of
 * about 30; one that wrongly went on to the end would take a full build's
 * minutes. Either way the test gets its answer, not a timeout.
 */
const BUILD_TIMEOUT_MS = 15 * 60_000;

async function buildWith(file: string, text: string): Promise<{status: number | null; output: string}> {
  rmSync(copy, {recursive: true, force: true});
  mkdirSync(copy, {recursive: true});
  for (const entry of SITE_FILES) cpSync(path.join(root, entry), path.join(copy, entry), {recursive: true});
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  writeFileSync(path.join(copy, file), text);
  const result = await runCommand(process.execPath, [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', path.join(copy, 'build')], {
    cwd: copy,
    env: {...process.env, NODE_ENV: 'production'},
    timeoutMs: BUILD_TIMEOUT_MS,
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

afterAll(() => rmSync(copy, {recursive: true, force: true}));

describe('front matter of changelog/ files, checked by the build', () => {
  it('fails on a wrong type and a missing status, naming the file and both fields', async () => {
    const {status, output} = await buildWith(
      'changelog/2026-11-21-bad-update.md',
      '---\ntitle: A bad update\ndate: 2026-11-21\ntype: ussd\ncategory: Feature\n---\n\nBody.\n',
    );
    expect(status).not.toBe(0);
    expect(output).toContain('changelog/2026-11-21-bad-update.md: front matter field "type" must be one of payments, sms, dashboard (found "ussd").');
    expect(output).toContain('changelog/2026-11-21-bad-update.md: front matter field "status" is missing (expected one of live, upcoming, notice).');
  }, BUILD_TIMEOUT_MS + 60_000);

  it('fails on a news article without its picture, naming the file and the field', async () => {
    const {status, output} = await buildWith('blog/2026-11-21-bad-article.md', '---\ntitle: A bad article\ndate: 2026-11-21\ncategory: Company\ndescription: No picture.\n---\n\nBody.\n');
    expect(status).not.toBe(0);
    expect(output).toContain('blog/2026-11-21-bad-article.md: front matter field "image" is missing');
  }, BUILD_TIMEOUT_MS + 60_000);
});
