#!/usr/bin/env node
/**
 * Serves the production build locally, as a static host would (see static-server.mjs).
 *   node scripts/serve.mjs [--port 4173] [--dir build]
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {listen} from './static-server.mjs';

const {values} = parseArgs({options: {port: {type: 'string', default: '4173'}, dir: {type: 'string', default: 'build'}}});
const root = path.resolve(values.dir);
const server = await listen(root, Number(values.port));
console.log(`Serving ${root} at http://127.0.0.1:${server.address().port}`);
