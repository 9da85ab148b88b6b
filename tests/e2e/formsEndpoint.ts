import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import {allowFormsService, breakScript} from './fixtures';

/**
 * A local stand-in for the forms service: an HTTP server on another origin
 * than the site (so the browser makes a real cross-origin request, CORS
 * preflight included) that records the JSON it receives and answers with
 * the status the test chooses.
 */
export interface FormsEndpoint {
  url: string;
  received: unknown[];
  /** Status of the next answers (200 by default). */
  answerWith: (status: number) => void;
  /**
   * Serves the page's Content-Security-Policy as a build with
   * FORMS_ENDPOINT set to this service sends it (its origin in connect-src).
   */
  allowIn: (page: Page) => Promise<void>;
  close: () => Promise<void>;
}

export async function startFormsEndpoint(): Promise<FormsEndpoint> {
  const received: unknown[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept, Idempotency-Key');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      try {
        received.push(JSON.parse(body));
      } catch {
        received.push(body);
      }
      res.writeHead(status, {'Content-Type': 'application/json'}).end(JSON.stringify({ok: status < 400}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/submit`,
    received,
    answerWith: (next) => (status = next),
    allowIn: (page) => allowFormsService(page, `http://127.0.0.1:${port}`),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Runs `run` with a forms service that answers `status`, the page served as a
 * build with FORMS_ENDPOINT pointing at it would be (the endpoint in the
 * scripts and in the policy); closes the service after.
 */
export async function withFormsService(page: Page, status: number, run: (endpoint: FormsEndpoint) => Promise<void>): Promise<void> {
  const endpoint = await startFormsEndpoint();
  try {
    endpoint.answerWith(status);
    await breakScript(page, /formsEndpoint:""/, `formsEndpoint:"${endpoint.url}"`);
    await endpoint.allowIn(page);
    await run(endpoint);
  } finally {
    await endpoint.close();
  }
}
