/**
 * The API's dated versions are its releases: the contract's `Api-Version`
 * values are the dates of the live releases among the product updates
 * (changelog/, `category: Release` with a `version`), newest first, and the
 * versions page (docs/api-versions.mdx and its French twin) lists each with a
 * link to the update that announced it.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {changelogRelease} from '../support/feedFiles';
import {API_VERSION} from '../../src/constants';

const root = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const contract = load(read('src/features/api/data/openapi.yaml')) as {info: {version: string}; components: {parameters: Record<string, {schema: {enum: string[]}}>}};
const releases = readdirSync(path.join(root, 'changelog'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({file, meta: load(read(`changelog/${file}`).split('---')[1]!) as {date: Date | string; category: string; status: string; version?: string}}))
  .filter(({meta}) => meta.category === 'Release' && meta.status === 'live' && meta.version)
  .map(({file, meta}) => ({date: new Date(meta.date).toISOString().slice(0, 10), slug: file.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.md$/, '')}))
  .sort((a, b) => b.date.localeCompare(a.date));

describe('API versions', () => {
  it('are the dates of the live releases, newest first', () => {
    expect(releases.length).toBeGreaterThanOrEqual(3);
    expect(contract.components.parameters.ApiVersion!.schema.enum).toEqual(releases.map((release) => release.date));
  });

  it("name the current release as the contract's own version (info.version, without the v)", () => {
    expect(`v${contract.info.version}`).toBe(changelogRelease());
  });

  it('name the newest as the version the reference describes and the samples send (API_VERSION)', () => {
    expect(contract.components.parameters.ApiVersion!.schema.enum[0]).toBe(API_VERSION);
  });

  it.each(['docs/api-versions.mdx', 'i18n/fr/docusaurus-plugin-content-docs/current/api-versions.mdx'])('are each listed in %s with the update that announced it', (file) => {
    const rows = [...read(file).matchAll(/^\| `(\d{4}-\d{2}-\d{2})` \| \[[^\]]+\]\(\/updates\/([a-z0-9-]+)\) \|/gm)].map((row) => ({date: row[1], slug: row[2]}));
    expect(rows).toEqual(releases);
  });
});
