/**
 * The nginx snippet the build writes (build/nginx-headers.conf) serves the
 * production build as build/_headers says: a real nginx (Debian's, installed
 * here when missing) runs with it, and every header of every kind of address
 * is compared with what the headers file gives that address.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import headersFile from '../../scripts/headers-file.cjs';
import {installDebianPackages} from '../../scripts/debian-packages.cjs';
import {onFreePort} from '../support/freePort';

const root = path.join(__dirname, '../..');
const build = path.join(root, 'build');

function findNginx(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  return undefined;
}

function installNginx(): string {
  const found = findNginx();
  if (found) return found;
  installDebianPackages(['nginx-light'], {stdio: 'pipe', timeoutMs: 240_000});
  return findNginx()!;
}

/**
 * Starts nginx and resolves once it listens: nginx writes its pid file only
 * after binding its sockets, so the file's appearance is the signal (no
 * polling of a port that another program could be answering on). Rejects with
 * nginx's error log if it exits first (a port taken meanwhile, a bad config).
 */
function startNginx(binary: string, config: string, dir: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const pidFile = path.join(dir, 'nginx.pid');
    const child = spawn(binary, ['-c', config], {stdio: 'ignore'});
    const watcher = watch(dir);
    const settle = (error?: Error) => {
      watcher.close();
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(child);
    };
    const onExit = (code: number | null) => {
      const log = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
      settle(new Error(`nginx exited with ${code}:\n${log}`));
    };
    child.on('exit', onExit);
    watcher.on('change', () => {
      if (existsSync(pidFile)) settle();
    });
    // Written before the watcher was set up.
    if (existsSync(pidFile)) settle();
  });
}

describe('build/nginx-headers.conf on a real nginx', () => {
  let dir: string;
  let nginx: ChildProcess;
  let port: number;
  const rules = headersFile.parseHeadersFile(readFileSync(path.join(build, '_headers'), 'utf8'));
  const asset = path.posix.join('/assets/js', readFileSync(path.join(build, 'index.html'), 'utf8').match(/\/assets\/js\/(main\.[0-9a-f]+\.js)/)![1]!);

  // The budget is for installing nginx when it is missing (apt-get, up to 240 s).
  beforeAll(async () => {
    const binary = installNginx();
    dir = mkdtempSync(path.join(tmpdir(), 'nginx-'));
    const config = path.join(dir, 'nginx.conf');
    // Another program may take the port between freePort and nginx: onFreePort then asks for another.
    nginx = await onFreePort(async (free) => {
      port = free;
      writeFileSync(
        config,
        `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events {}
http {
  include /etc/nginx/mime.types; access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${build}; include ${build}/nginx-headers.conf; }
}
`,
      );
      execFileSync(binary, ['-t', '-c', config], {stdio: 'pipe'});
      return startNginx(binary, config, dir);
    }, (error) => String(error).includes('Address already in use'));
  }, 300_000);

  afterAll(() => {
    nginx?.kill();
    rmSync(dir, {recursive: true, force: true});
  });

  const get = (pathname: string) => fetch(`http://127.0.0.1:${port}${pathname}`, {redirect: 'manual'});

  it.each([['/'], ['/careers'], ['/docs/getting-started'], ['/img/social-card.jpg'], ['/sitemap.xml'], ['/docs/webhooks.md'], ['/fr/openapi.yaml']])('serves %s with every header _headers gives it', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    for (const [name, value] of headersFile.headersFor(rules, pathname)) expect([name, response.headers.get(name)]).toEqual([name, value]);
  });

  it('serves hashed assets with the year-long cache policy', async () => {
    const response = await get(asset);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toBe(headersFile.headersFor(rules, asset).get('Content-Security-Policy'));
  });

  it('answers unknown addresses with the 404 page and the headers, and does not publish its own configuration', async () => {
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1');
    expect(missing.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    for (const hidden of ['/_headers', '/nginx-headers.conf']) expect((await get(hidden)).status).toBe(404);
  });

  it.each([
    ['/fr//docs/webhooks', '/fr/docs/webhooks'],
    ['//docs/webhooks?tab=node', '/docs/webhooks?tab=node'],
    ['/docs///webhooks', '/docs/webhooks'],
    ['//example.com/', '/example.com/'],
  ])('redirects %s, whose doubled slashes a page would take into its links, to %s on this site', async (address, target) => {
    const response = await get(address);
    await response.body?.cancel();
    expect(response.status).toBe(301);
    const location = new URL(response.headers.get('location')!, `http://127.0.0.1:${port}`);
    expect(location.origin).toBe(`http://127.0.0.1:${port}`);
    expect(`${location.pathname}${location.search}`).toBe(target);
    for (const [name, value] of headersFile.headersFor(rules, '/')) expect([name, response.headers.get(name)]).toEqual([name, value]);
  });

  it('reaches the page from an address with several doubled slashes, and leaves slashes in the query alone', async () => {
    const followed = await fetch(`http://127.0.0.1:${port}/fr//docs//webhooks?next=//x`);
    await followed.body?.cancel();
    expect([followed.status, new URL(followed.url).pathname, new URL(followed.url).search]).toEqual([200, '/fr/docs/webhooks', '?next=//x']);
  });

  /** The charset a browser reads a text file in: the one the response names, else (no BOM, no meta tag) windows-1252. */
  const charsetOf = (contentType: string) => /;\s*charset=([\w-]+)/i.exec(contentType)?.[1] ?? 'windows-1252';

  it.each([
    ['/fr/docs/webhooks.md', 'text/markdown; charset=utf-8', 'événements'],
    ['/docs/webhooks.md', 'text/markdown; charset=utf-8', '→'],
    ['/fr/llms.txt', 'text/plain; charset=utf-8', 'é'],
    ['/llms-full.txt', 'text/plain; charset=utf-8', '→'],
    ['/fr/openapi.yaml', 'text/yaml; charset=utf-8', 'openapi:'],
    ['/fr/docs/webhooks', 'text/html; charset=utf-8', 'événements'],
    // The app manifest: Debian's mime.types has no .webmanifest (application/octet-stream without the snippet's type).
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8', '"start_url"'],
    ['/fr/manifest.webmanifest', 'application/manifest+json; charset=utf-8', '"lang": "fr"'],
  ])('serves %s as %s, so that it reads as written', async (pathname, type, text) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(new TextDecoder(charsetOf(type)).decode(await response.arrayBuffer())).toContain(text);
  });

  it.each([
    ['/docs/..%2Fabout-us', 'en'],
    ['/docs/..%2fabout-us', 'en'],
    ['/docs/..%5Cabout-us', 'en'],
    ['/fr/docs/..%2Fabout-us', 'fr'],
    ['/fr/%09/evil.example/..%2F..%2Fdocs/webhooks', 'fr'],
    ['/docs/..%2Fwebhooks.md', 'en'],
  ])('answers %s, one page under another\'s address through an encoded slash, with the not-found page (%s)', async (pathname, lang) => {
    const response = await get(pathname);
    expect([pathname, response.status]).toEqual([pathname, 404]);
    expect(await response.text()).toMatch(new RegExp(`<html[^>]* lang="?${lang}`));
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });

  it('answers a missing Markdown file with the 404 page and the headers', async () => {
    for (const pathname of ['/docs/no-such-page.md', '/fr/docs/pas-une-page.md']) {
      const missing = await get(pathname);
      expect([pathname, missing.status]).toEqual([pathname, 404]);
      expect(await missing.text()).toContain('<h1');
      expect(missing.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('names the charset of every other kind of text file it serves', async () => {
    const css = readFileSync(path.join(build, 'index.html'), 'utf8').match(/\/assets\/css\/styles\.[0-9a-f]+\.css/)![0];
    for (const pathname of [asset, css, '/openapi.json', '/sitemap.xml', '/news/rss.xml', '/news/atom.xml', '/robots.txt', '/img/logo.svg']) {
      const response = await get(pathname);
      await response.body?.cancel();
      expect([pathname, response.status, response.headers.get('content-type')]).toEqual([pathname, 200, expect.stringMatching(/; charset=utf-8$/)]);
    }
  });

  it('answers an unknown French address with the French 404 page, and caches the French build\'s hashed assets for a year', async () => {
    const missing = await get('/fr/pas-une-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/<html[^>]* lang="?fr/);
    expect(missing.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    const frenchAsset = `/fr${asset}`.replace(/main\.[0-9a-f]+\.js/, readFileSync(path.join(build, 'fr/index.html'), 'utf8').match(/\/fr\/assets\/js\/(main\.[0-9a-f]+\.js)/)![1]!);
    const response = await get(frenchAsset);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/fr/about-us')).status).toBe(200);
  });
});
