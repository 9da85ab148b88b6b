import http from 'node:http';
import type {AddressInfo} from 'node:net';

/**
 * Local stand-ins for Cloudflare Turnstile (no internet here), after the test
 * keys Cloudflare publishes (developers.cloudflare.com/turnstile/troubleshooting/testing):
 * site keys whose widget always passes or always fails, secrets whose
 * siteverify always passes, always fails, or says the token was already spent.
 */
export const TURNSTILE_TEST = {
  /** The widget passes at once, with the dummy token. */
  passingSiteKey: '1x00000000000000000000AA',
  /** The widget fails: no token. */
  failingSiteKey: '2x00000000000000000000AB',
  /** The token the test site keys give. */
  dummyToken: 'XXXX.DUMMY.TOKEN.XXXX',
  passingSecret: '1x0000000000000000000000000000000AA',
  failingSecret: '2x0000000000000000000000000000000AA',
  spentSecret: '3x0000000000000000000000000000000AA',
} as const;

export interface SiteverifyStandIn {
  url: string;
  /** What the service sent, one form body per call. */
  received: URLSearchParams[];
  /** From now on, answer every call with this HTTP status and no verdict (Cloudflare down); undefined: verdicts again. */
  breakWith: (status: number | undefined) => void;
  close: () => Promise<void>;
}

/**
 * Siteverify (POST, form-encoded `secret`, `response`, `remoteip`), answering
 * as Cloudflare's does for the test secrets; a secret it does not know is
 * answered `invalid-input-secret`, as Cloudflare answers a wrong one.
 */
export async function startSiteverify(): Promise<SiteverifyStandIn> {
  const received: URLSearchParams[] = [];
  let broken: number | undefined;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      if (broken) return void res.writeHead(broken, {'Content-Type': 'text/html'}).end('<h1>Bad gateway</h1>');
      const secret = form.get('secret');
      const token = form.get('response');
      const verdict = !token
        ? {success: false, 'error-codes': ['missing-input-response']}
        : secret === TURNSTILE_TEST.passingSecret
          ? {success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost', 'error-codes': []}
          : secret === TURNSTILE_TEST.failingSecret
            ? {success: false, 'error-codes': ['invalid-input-response']}
            : secret === TURNSTILE_TEST.spentSecret
              ? {success: false, 'error-codes': ['timeout-or-duplicate']}
              : {success: false, 'error-codes': ['invalid-input-secret']};
      res.writeHead(200, {'Content-Type': 'application/json'}).end(JSON.stringify(verdict));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    received,
    breakWith: (status) => (broken = status),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/**
 * A stand-in for Turnstile's script (api.js), served by the browser tests in
 * place of https://challenges.cloudflare.com/turnstile/v0/api.js: the
 * `window.turnstile` the widget library drives (render, reset, remove,
 * getResponse), which, like the real one with the test site keys, writes the
 * dummy token in the hidden response field of the container and calls back
 * (the failing key: no token, the error callback), then calls the page's
 * onload callback named in its address. Each token it issues is counted on
 * the container (data-tokens), so a test sees the widget reset after an answer.
 */
export const TURNSTILE_WIDGET_STAND_IN = `(() => {
  const widgets = new Map();
  let count = 0;
  const issue = (id) => {
    const widget = widgets.get(id);
    if (!widget) return;
    const passes = !widget.params.sitekey.startsWith('2x');
    widget.input.value = passes ? ${JSON.stringify(TURNSTILE_TEST.dummyToken)} : '';
    widget.container.dataset.tokens = String(Number(widget.container.dataset.tokens || 0) + (passes ? 1 : 0));
    if (passes) widget.params.callback && widget.params.callback(widget.input.value);
    else widget.params['error-callback'] && widget.params['error-callback']('600010');
  };
  window.turnstile = {
    ready: (callback) => callback(),
    render(container, params) {
      const element = typeof container === 'string' ? document.querySelector(container) : container;
      const id = 'stand-in-' + ++count;
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = params['response-field-name'] || 'cf-turnstile-response';
      element.appendChild(input);
      widgets.set(id, {container: element, params, input});
      setTimeout(() => issue(id), 50);
      return id;
    },
    reset(id) {
      const widget = widgets.get(id);
      if (!widget) return;
      widget.input.value = '';
      setTimeout(() => issue(id), 50);
    },
    remove(id) {
      const widget = widgets.get(id);
      if (widget) widget.input.remove();
      widgets.delete(id);
    },
    getResponse: (id) => widgets.get(id) && widgets.get(id).input.value,
    isExpired: () => false,
    execute() {},
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;
