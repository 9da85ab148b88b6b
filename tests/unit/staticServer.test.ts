/**
 * @jest-environment node
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {request} from 'node:http';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
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
    writeFileSync(path.join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
    server = spawn(process.execPath, [path.join(__dirname, '../../scripts/serve.mjs'), '--port', '0', '--dir', dir]);
    origin = await new Promise<string>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => {
        const found = /http:\/\/127\.0\.0\.1:\d+/.exec(String(chunk));
        if (found) resolve(found[0]);
      });
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
  }, 20_000);

  afterAll(() => {
    server.kill();
    rmSync(dir, {recursive: true, force: true});
  });

  /** The address exactly as given (no client normalises its dot segments or encoding). */
  const get = (pathname: string) =>
    new Promise<{status: number; body: string; nosniff: string | undefined}>((resolve, reject) => {
      const url = new URL(origin);
      request({host: url.hostname, port: url.port, path: pathname}, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += String(chunk)));
        response.on('end', () => resolve({status: response.statusCode!, body, nosniff: response.headers['x-content-type-options'] as string | undefined}));
      })
        .on('error', reject)
        .end();
    });

  it('serves pages at clean addresses, with the headers file applied', async () => {
    expect(await get('/careers')).toMatchObject({status: 200, body: expect.stringContaining('Careers'), nosniff: 'nosniff'});
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
  ])('answers %s with the 404 page', async (_what, pathname) => {
    expect(await get(pathname)).toMatchObject({status: 404, body: expect.stringContaining('Page not found'), nosniff: 'nosniff'});
  });
});
