#!/usr/bin/env node
/**
 * Serves the production build (build/) the way a static host does: clean
 * URLs, no trailing slash, 404.html with status 404. Used by the browser
 * tests and the benchmark.
 *   node scripts/serve.mjs [--port 4173] [--dir build]
 */
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import handler from 'serve-handler';

const {values} = parseArgs({options: {port: {type: 'string', default: '4173'}, dir: {type: 'string', default: 'build'}}});
const root = path.resolve(values.dir);

export function createServer(dir = root) {
  return http.createServer((req, res) =>
    handler(req, res, {public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false}),
  );
}

createServer().listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${values.port}`);
});
