/**
 * The production build served the way a static host or CDN serves it: clean
 * URLs without trailing slash (a folder's own index.html, a locale's home,
 * at its address with the slash), the nearest 404.html with status 404 (each
 * locale's own), gzip, and the
 * response headers of build/_headers (security headers, Content-Security-
 * Policy, cache policy; see static/_headers). Shared by the browser tests
 * (scripts/serve.mjs) and the benchmark (scripts/bench.mjs).
 *
 * Like a real host, it answers a malformed address with 400 (bad percent
 * encoding, a NUL byte, `..` above the root) and one no file can have (a
 * segment longer than a file name can be, an encoded slash or backslash) with
 * the site's 404 page, never with a server error; an address with doubled
 * slashes with a redirect to the one without, query kept; a method other than
 * GET and HEAD with 405; a range outside the file with 416 and no body, and
 * ignores a Range header it cannot read (RFC 9110, section 14.2). _headers
 * and the nginx snippet are not published, however the address names them.
 */

/** Longest file name (bytes) most file systems allow: a longer segment names no file. */
const MAX_SEGMENT_BYTES = 255;

/** A file-system error that only means "no such file here" (name too long or invalid, a file used as a folder). */
const NO_SUCH_FILE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EINVAL']);

/** Files of the build that hosts read but do not publish: the headers file and the nginx snippet made from it. */
const UNPUBLISHED = new Set(['_headers', 'nginx-headers.conf']);

/** What a static site answers to. */
const ALLOWED_METHODS = 'GET, HEAD';

/**
 * A Range header this server can serve (RFC 9110, section 14.1.2): the bytes unit and a list of
 * `first-last`, `first-` or `-suffix` ranges, each first not after its last. Any other (another unit,
 * `bytes=abc`, `bytes=5-2`) is ignored, as the RFC asks of an origin server (section 14.2): the whole file, 200.
 * @param {string} header
 */
export function readableRange(header) {
  const set = /^bytes=(.*)$/i.exec(header.trim())?.[1];
  if (set === undefined) return false;
  const specs = set.split(',').map((spec) => spec.trim());
  return specs.every((spec) => {
    const range = /^(\d+)-(\d*)$/.exec(spec);
    if (range) return range[2] === '' || Number(range[1]) <= Number(range[2]);
    return /^-\d+$/.test(spec);
  });
}

/** The path of a request's target as sent (still percent-encoded), without its query. */
const rawPathOf = (url) => (url.startsWith('/') ? url.replace(/[?#].*$/s, '') : new URL(url).pathname);
/** The query of a request's target as sent, with its `?`, or nothing. */
const rawQueryOf = (url) => /\?[^#]*/.exec(url)?.[0] ?? '';
import http from 'node:http';
import {createReadStream, existsSync, readFileSync} from 'node:fs';
import {lstat} from 'node:fs/promises';
import path from 'node:path';
import {Readable} from 'node:stream';
import compression from 'compression';
import handler from 'serve-handler';
import headersFile from './headers-file.cjs';

/**
 * The path of the file a request names, resolved as the file system will
 * resolve it, so that what is checked is what would be served: backslashes
 * read as slashes and percent-decoding first (as serve-handler reads the
 * address: an encoded slash separates segments there too), then `.` and `..`
 * resolved and repeated slashes collapsed. Undefined when the address is
 * malformed: bad percent-encoding, a NUL byte, or `..` above the root.
 * @param {string} url the request's target: origin-form (/path?query) or absolute-form (http://host/path)
 * @returns {string | undefined}
 */
function resolvedPath(url) {
  let decoded;
  try {
    const raw = url.startsWith('/') ? url.replace(/[?#].*$/s, '') : new URL(url).pathname;
    decoded = decodeURIComponent(raw.replaceAll('\\', '/'));
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return undefined;
  const segments = [];
  for (const segment of decoded.split('/')) {
    if (segment === '..') {
      if (!segments.length) return undefined;
      segments.pop();
    } else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  const folder = segments.length > 0 && /\/(\.\.?)?$/.test(decoded);
  return `/${segments.join('/')}${folder ? '/' : ''}`;
}

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
  /** lstat for serve-handler, which answers 404 only for ENOENT and ENOTDIR and 500 otherwise; the unpublished files are missing here too. */
  const lstatOrMissing = async (file) => {
    if (UNPUBLISHED.has(path.relative(dir, file))) throw Object.assign(new Error(`Not published: ${file}`), {code: 'ENOENT'});
    try {
      return await lstat(file);
    } catch (error) {
      if (NO_SUCH_FILE.has(error.code)) throw Object.assign(new Error(`No such file: ${file}`), {code: 'ENOENT'});
      throw error;
    }
  };
  return http.createServer((req, res) => {
    const pathname = resolvedPath(req.url ?? '/');
    if (pathname === undefined) {
      res.writeHead(400, {'content-type': 'text/plain; charset=utf-8'}).end('Bad request\n');
      return;
    }
    for (const [name, value] of headersFile.headersFor(rules, pathname)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {allow: ALLOWED_METHODS, 'content-type': 'text/plain; charset=utf-8'}).end('Method not allowed\n');
      return;
    }
    const url = req.url ?? '/';
    const raw = rawPathOf(url);
    // Doubled slashes (or a slash then backslashes), which a page would carry into the links it makes from its address
    // (`//docs` is another host): to the same address with one slash, percent-encoding and query as sent (the nginx snippet does the same).
    if (/\/[/\\]/.test(raw)) {
      res.writeHead(301, {location: `${raw.replace(/\/[/\\]+/g, '/')}${rawQueryOf(url)}`}).end();
      return;
    }
    // Hosts that read the headers file do not publish it, nor the nginx snippet made from it. An encoded slash or
    // backslash names no file either: resolved as a separator (/docs/..%2Fabout-us is /about-us), it would serve one
    // page under another page's address, which the offline worker would then keep as a docs page.
    if (UNPUBLISHED.has(pathname.slice(1)) || /%(2f|5c)/i.test(raw) || pathname.split('/').some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) {
      notFound(res, pathname);
      return;
    }
    if (req.headers.range !== undefined && !readableRange(req.headers.range)) delete req.headers.range;
    // A folder's address with its slash (a locale's home, /fr/, as Docusaurus links it and as Netlify, Cloudflare
    // Pages, GitHub Pages and the nginx snippet serve it): its index.html, not a redirect to /fr, which on a phone
    // costs a round trip before the page (300 ms on slow 3G).
    const folderIndex = pathname.length > 1 && pathname.endsWith('/') && !existsSync(path.join(dir, `${pathname.slice(0, -1)}.html`)) ? path.join(dir, pathname, 'index.html') : undefined;
    compress(req, res, () => {
      if (folderIndex && existsSync(folderIndex)) {
        res.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
        if (req.method === 'HEAD') res.end();
        else createReadStream(folderIndex).pipe(res);
        return;
      }
      const sendError = async (absolutePath, response, acceptsJSON, current, handlers, config, spec) => {
        if (spec.statusCode === 404) return notFound(response, pathname);
        response.writeHead(spec.statusCode, {'content-type': 'text/plain; charset=utf-8'}).end(`${spec.message}\n`);
      };
      // serve-handler answers a range outside the file with 416 and then the whole file: send the status and its Content-Range alone.
      const readFile = (file, options) => {
        if (res.statusCode !== 416) return createReadStream(file, options);
        const writeHead = res.writeHead.bind(res);
        res.writeHead = (statusCode) => writeHead(statusCode, {'Content-Length': '0'});
        return Readable.from([]);
      };
      void handler(req, res, {public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false}, {lstat: lstatOrMissing, createReadStream: readFile, sendError}).catch(() => {
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
