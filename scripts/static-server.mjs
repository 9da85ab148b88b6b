/**
 * The production build served the way a static host or CDN serves it: clean
 * URLs without trailing slash, the nearest 404.html with status 404 (each
 * locale's own), gzip, and the
 * response headers of build/_headers (security headers, Content-Security-
 * Policy, cache policy; see static/_headers). Shared by the browser tests
 * (scripts/serve.mjs) and the benchmark (scripts/bench.mjs).
 *
 * Like a real host, it answers a malformed address with 400 (bad percent
 * encoding, a NUL byte) and one no file can have (a segment longer than a
 * file name can be) with the site's 404 page, never with a server error.
 */

/** Longest file name (bytes) most file systems allow: a longer segment names no file. */
const MAX_SEGMENT_BYTES = 255;

/** A file-system error that only means "no such file here" (name too long or invalid, a file used as a folder). */
const NO_SUCH_FILE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EINVAL']);
import http from 'node:http';
import {existsSync, readFileSync} from 'node:fs';
import {lstat} from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import headersFile from './headers-file.cjs';

/** @param {string} dir the folder to serve (build/) */
export function createStaticServer(dir) {
  const compress = compression();
  const file = path.join(dir, '_headers');
  const rules = existsSync(file) ? headersFile.parseHeadersFile(readFileSync(file, 'utf8')) : [];
  /** The nearest 404.html up the address's folders (as Cloudflare Pages does): /fr/x gets the French build's, /x the root one. */
  const notFoundPageFor = (pathname) => {
    const segments = pathname.split('/').filter(Boolean).slice(0, -1);
    for (let depth = segments.length; depth >= 0; depth--) {
      const candidate = path.join(dir, ...segments.slice(0, depth), '404.html');
      if (!path.relative(dir, candidate).startsWith('..') && existsSync(candidate)) return candidate;
    }
    return undefined;
  };
  /** The site's 404 page with status 404. */
  const notFound = (res, pathname = '/') => {
    const page = notFoundPageFor(pathname);
    res.writeHead(404, {'content-type': 'text/html; charset=utf-8'});
    res.end(page ? readFileSync(page) : 'Not found\n');
  };
  /** lstat for serve-handler, which answers 404 only for ENOENT and ENOTDIR and 500 otherwise. */
  const lstatOrMissing = async (file) => {
    try {
      return await lstat(file);
    } catch (error) {
      if (NO_SUCH_FILE.has(error.code)) throw Object.assign(new Error(`No such file: ${file}`), {code: 'ENOENT'});
      throw error;
    }
  };
  return http.createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      pathname = undefined;
    }
    if (pathname === undefined || pathname.includes('\0')) {
      res.writeHead(400, {'content-type': 'text/plain; charset=utf-8'}).end('Bad request\n');
      return;
    }
    for (const [name, value] of headersFile.headersFor(rules, pathname)) res.setHeader(name, value);
    // Hosts that read the headers file do not publish it, nor the nginx snippet made from it.
    if (pathname === '/_headers' || pathname === '/nginx-headers.conf' || pathname.split('/').some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) {
      notFound(res, pathname);
      return;
    }
    compress(req, res, () => {
      const sendError = async (absolutePath, response, acceptsJSON, current, handlers, config, spec) => {
        if (spec.statusCode === 404) return notFound(response, pathname);
        response.writeHead(spec.statusCode, {'content-type': 'text/plain; charset=utf-8'}).end(`${spec.message}\n`);
      };
      void handler(req, res, {public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false}, {lstat: lstatOrMissing, sendError}).catch(() => {
        if (!res.headersSent) res.writeHead(500, {'content-type': 'text/plain; charset=utf-8'});
        res.end('Server error\n');
      });
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
