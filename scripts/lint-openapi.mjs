#!/usr/bin/env node
/**
 * Lints OpenAPI documents with the two linters developers' own tools use: Redocly
 * (`redocly.yaml`: its recommended-strict rules and a few more) and Stoplight
 * Spectral (`.spectral.yaml`: `spectral:oas`), failing on any error or warning of either.
 *
 *   node scripts/lint-openapi.mjs src/features/api/data/openapi.yaml          the source (npm test, first step)
 *   node scripts/lint-openapi.mjs --published                                  what the build publishes: build/openapi.yaml and build/openapi.json
 *
 * The published documents are what developers download and what the Postman collection is made
 * from: the brand filled in, and nothing else (an earlier build let Postman's converter write its
 * own fields into them, which only a lint of the built file caught).
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const args = process.argv.slice(2);
const files = args.includes('--published') ? ['build/openapi.yaml', 'build/openapi.json'] : args;
if (files.length === 0) {
  console.error('usage: node scripts/lint-openapi.mjs <file>... | --published');
  process.exit(2);
}
const missing = files.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`Not found: ${missing.join(', ')}${args.includes('--published') ? ' (run npm run build first)' : ''}`);
  process.exit(2);
}

const env = {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', SCARF_ANALYTICS: 'false'};
const run = (title, command, commandArgs) => {
  console.log(`${title}: ${command} ${commandArgs.join(' ')}`);
  const {status} = spawnSync(command, commandArgs, {stdio: 'inherit', env});
  return status === 0;
};
const redocly = run('Redocly', 'npx', ['redocly', 'lint', ...files, '--format', 'stylish']);
const spectral = run('Spectral (spectral:oas)', 'npx', ['spectral', 'lint', ...files, '--ruleset', '.spectral.yaml', '--fail-severity', 'warn']);
process.exit(redocly && spectral ? 0 : 1);
