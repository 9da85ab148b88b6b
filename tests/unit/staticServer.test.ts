/**
 * @jest-environment node
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {requestOnce} from '../support/requestOnce';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/**
 * The local host of the browser tests and the benchmark (scripts/serve.mjs)
 * answers malformed or impossible addresses as a real host does: 400 or the
 * site's 404 page, never a server error.
 */
describe('the local static server', () => {
  let dir: string;
  let server: ChildProcess;
  let origin: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(path.join(dir, 'careers.html'), '<!doctype html><title>Careers</title>');
    writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Page not found</title>');
    mkdirSync(path.join(dir, 'fr'));
    writeFileSync(path.join(dir, 'fr', 'index.html'), '<!doctype html><title>Accueil</title>');
    writeFileSync(path.join(dir, 'fr', 'careers.html'), '<!doctype html><title>Carrières</title>');
    writeFileSync(path.join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
    writeFileSync(path.join(dir, 'nginx-headers.conf'), 'location / {}\n');
    server = spawn(process.execPath, [path.join(__dirname, '../../scripts/serve.mjs'), '--port', '0', '--dir', dir]);
    origin = await new Promise<string>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => {
        const found = /http:\/\/127\.0\.0\.1:\d+/.exec(String(chunk));
        if (found) resolve(found[0]);
      });
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
  });

  afterAll(() => {
    server.kill();
    rmSync(dir, {recursive: true, force: true});
  });

  /** The address exactly as given, on a connection of its own (tests/support/requestOnce.ts). */
  const send = async (pathname: string, options: {method?: string; headers?: Record<string, string>} = {}) => {
    const {status, body, headers} = await requestOnce(origin, pathname, options);
    return {status, body, headers, nosniff: headers['x-content-type-options'] as string | undefined};
  };
  const get = (pathname: string) => send(pathname);

  it('serves pages at clean addresses, with the headers file applied', async () => {
    expect(await get('/careers')).toMatchObject({status: 200, body: expect.stringContaining('Careers'), nosniff: 'nosniff'});
  });

  it("serves a locale's home at its address with the slash, as the site links it, without a redirect; other addresses lose the slash", async () => {
    expect(await get('/fr/')).toMatchObject({status: 200, body: expect.stringContaining('Accueil'), nosniff: 'nosniff'});
    expect(await send('/fr/', {method: 'HEAD'})).toMatchObject({status: 200, body: ''});
    expect(await get('/fr')).toMatchObject({status: 200, body: expect.stringContaining('Accueil')});
    expect(await get('/fr/careers/')).toMatchObject({status: 301, headers: expect.objectContaining({location: '/fr/careers'})});
  });

  it.each([['/%00'], ['/a%00b'], ['/%E0%A4%A'], ['/docs/%2e%2e/%2e%2e/package.json'], ['/../../etc/passwd']])('answers 400 to the malformed address %s', async (pathname) => {
    const {status, body} = await get(pathname);
    expect(status).toBe(400);
    expect(body).not.toMatch(/at \w+ \(|Error:|node:internal/);
  });

  it.each([
    ['an unknown page', '/no-such-page'],
    ['a segment of 255 characters', `/${'a'.repeat(255)}`],
    ['a segment longer than any file name', `/${'a'.repeat(300)}/x`],
    ['the headers file', '/_headers'],
    ['the nginx snippet', '/nginx-headers.conf'],
    // Checked once the address is resolved, as the file system resolves it: an encoded slash makes `..` a segment.
    ['the headers file through an encoded slash', '/x/..%2f_headers'],
    ['the headers file through an encoded slash and dot', '/x/%2e%2e%2F_headers'],
    ['the nginx snippet through an encoded slash', '/docs/x/..%2f..%2fnginx-headers.conf'],
    ['the headers file through backslashes', '/x\\..\\_headers'],
    // A page under another page's address: an encoded slash or backslash is no separator a file can have.
    ['a page through an encoded slash and dot-segment', '/docs/..%2Fcareers'],
    ['a page through an encoded slash, lower case', '/docs/..%2fcareers'],
    ['a page through an encoded backslash', '/docs/..%5Ccareers'],
    ['the probe\'s address', '/fr/%09/evil.example/..%2F..%2Fcareers'],
  ])('answers %s with the 404 page', async (_what, pathname) => {
    const response = await get(pathname);
    expect(response).toMatchObject({status: 404, body: expect.stringContaining('Page not found'), nosniff: 'nosniff'});
    expect(response.body).not.toContain('X-Content-Type-Options');
  });

  it.each([
    ['/docs//careers', '/docs/careers'],
    ['//careers?tab=node', '/careers?tab=node'],
    ['/fr//careers?next=//x&a=%2F', '/fr/careers?next=//x&a=%2F'],
    ['/docs///x//y', '/docs/x/y'],
    ['/\\evil.example/', '/evil.example/'],
  ])('redirects %s, with doubled slashes, to %s: one slash, the query kept as sent', async (address, target) => {
    const response = await get(address);
    expect(response).toMatchObject({status: 301, nosniff: 'nosniff'});
    expect(response.headers.location).toBe(target);
  });

  it.each([['OPTIONS'], ['POST'], ['DELETE'], ['PUT']])('answers %s with 405 and the methods it allows, not the page', async (method) => {
    const response = await send('/careers', {method});
    expect(response).toMatchObject({status: 405, nosniff: 'nosniff'});
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.body).not.toContain('Careers');
  });

  it('answers HEAD as GET, without the body', async () => {
    const response = await send('/careers', {method: 'HEAD'});
    expect(response).toMatchObject({status: 200, body: ''});
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each([['bytes=abc'], ['bytes=5-2'], ['items=0-8'], ['bytes='], ['bytes=0-8,x']])('ignores the Range header %s, which it cannot read, and serves the whole file (RFC 9110, 14.2)', async (range) => {
    expect(await send('/careers', {headers: {range}})).toMatchObject({status: 200, body: '<!doctype html><title>Careers</title>'});
  });

  it('serves a byte range, and answers a range outside the file with 416 and no body', async () => {
    const size = Buffer.byteLength('<!doctype html><title>Careers</title>');
    expect(await send('/careers', {headers: {range: 'bytes=0-8'}})).toMatchObject({status: 206, body: '<!doctype'});
    for (const range of [`bytes=${size}-`, 'bytes=1000-2000']) {
      const response = await send('/careers', {headers: {range}});
      expect(response).toMatchObject({status: 416, body: ''});
      expect(response.headers['content-range']).toBe(`bytes */${size}`);
      expect(response.headers['content-length'] ?? '0').toBe('0');
    }
  });
});
