#!/usr/bin/env node
/**
 * The README's table of both benchmark profiles: reads the latest results of
 * each (bench/results/latest.json, the default profile, and
 * latest-slow3g.json, written by `npm run bench -- --profile slow3g`) and
 * prints one Markdown row per route, its English and French pages side by
 * side: performance, then LCP and TBT in milliseconds, for each profile.
 *
 *   node scripts/bench-table.mjs                 both profiles' latest results
 *   node scripts/bench-table.mjs A.json B.json   these two result files (default, slow 3G)
 */
import {readFileSync} from 'node:fs';

const [defaultFile = 'bench/results/latest.json', slowFile = 'bench/results/latest-slow3g.json'] = process.argv.slice(2);
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const reports = {default: read(defaultFile), slow3g: read(slowFile)};
const byRoute = Object.fromEntries(Object.entries(reports).map(([profile, report]) => [profile, new Map(report.routes.map((row) => [row.route, row]))]));

/** The French page of an English route, and back. */
const french = (route) => `/fr${route}`;
const english = [...new Set([...byRoute.default.keys(), ...byRoute.slow3g.keys()])].filter((route) => route !== '/fr' && !route.startsWith('/fr/')).sort();

const cell = (row) => (row ? `${row.performance} · ${row.lcpMs} · ${row.tbtMs}` : '–');
const lines = [
  '| Route | English, default | English, slow 3G | French, default | French, slow 3G |',
  '| --- | --- | --- | --- | --- |',
  ...english.map((route) => `| \`${route}\` | ${cell(byRoute.default.get(route))} | ${cell(byRoute.slow3g.get(route))} | ${cell(byRoute.default.get(french(route)))} | ${cell(byRoute.slow3g.get(french(route)))} |`),
];
const rows = Object.values(byRoute).flatMap((map) => [...map.values()]);
const summary = (profile) => {
  const all = [...byRoute[profile].values()];
  const scores = all.map((row) => row.performance).sort((a, b) => a - b);
  return `${profile}: ${all.length} pages, performance ${scores[0]}–${scores.at(-1)} (median ${scores[scores.length >> 1]}), highest LCP ${Math.max(...all.map((row) => row.lcpMs))} ms, highest TBT ${Math.max(...all.map((row) => row.tbtMs))} ms, ${reports[profile].date}`;
};
console.log(lines.join('\n'));
console.log(`\nEach cell: performance · LCP ms · TBT ms. ${rows.length ? `${summary('default')}; ${summary('slow3g')}.` : ''}`);
