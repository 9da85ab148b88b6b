/**
 * The production build served the way a static host or CDN serves it: clean
 * URLs without trailing slash, 404.html with status 404, gzip, and the
 * response headers of build/_headers (security headers, Content-Security-
 * Policy, cache policy; see static/_headers). Shared by the browser tests
 * (scripts/serve.mjs) and the benchmark (scripts/bench.mjs).
 */
import http from 'node:http';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import headersFile from './headers-file.cjs';

/** @param {string} dir the folder to serve (build/) */
export function createStaticServer(dir) {
  const compress = compression();
  const file = path.join(dir, '_headers');
  const rules = existsSync(file) ? headersFile.parseHeadersFile(readFileSync(file, 'utf8')) : [];
  return http.createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (pathname === '/_headers') {
      // Hosts that read the file do not publish it.
      res.writeHead(404).end();
      return;
    }
    for (const [name, value] of headersFile.headersFor(rules, pathname)) res.setHeader(name, value);
    compress(req, res, () => {
      void handler(req, res, {public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false});
    });
  });
}

/** Starts a server on 127.0.0.1 and resolves with it once it listens. */
export function listen(dir, port) {
  return new Promise((resolve, reject) => {
    const server = createStaticServer(dir);
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
