/**
 * The production build served the way a static host or CDN serves it: clean
 * URLs without trailing slash, 404.html with status 404, gzip. Shared by the
 * browser tests (scripts/serve.mjs) and the benchmark (scripts/bench.mjs).
 */
import http from 'node:http';
import compression from 'compression';
import handler from 'serve-handler';

/** @param {string} dir the folder to serve (build/) */
export function createStaticServer(dir) {
  const compress = compression();
  return http.createServer((req, res) => {
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
