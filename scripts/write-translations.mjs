#!/usr/bin/env node
/**
 * `npm run write-translations -- --locale fr`: Docusaurus's write-translations,
 * then out of every i18n file the entries that name the brand (the navbar's
 * title and logo text, the copyright, the blogs' descriptions). Those come
 * from the config, which takes the brand from src/brand.ts (BRAND_NAME) and
 * its copy per locale from src/data/configCopy.ts: a translation file that
 * kept one would pin the brand of the day it was written.
 * Docusaurus runs with a sentinel brand, so the entries it adds are found by it.
 */
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const SENTINEL = 'BrandSentinel7f3a';
const {status} = spawnSync('npx', ['docusaurus', 'write-translations', ...process.argv.slice(2)], {stdio: 'inherit', env: {...process.env, BRAND_NAME: SENTINEL}});
if (status !== 0) process.exit(status ?? 1);

const files = (dir) => readdirSync(dir, {withFileTypes: true}).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : entry.name.endsWith('.json') ? [path.join(dir, entry.name)] : []));
for (const file of files('i18n')) {
  const entries = JSON.parse(readFileSync(file, 'utf8'));
  const branded = Object.keys(entries).filter((id) => String(entries[id]?.message).includes(SENTINEL));
  if (branded.length === 0) continue;
  const kept = Object.fromEntries(Object.entries(entries).filter(([id]) => !branded.includes(id)));
  writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
  console.log(`${file}: left out ${branded.join(', ')} (named the brand: the config gives it)`);
}
