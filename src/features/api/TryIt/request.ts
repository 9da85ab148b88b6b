/**
 * Try it's requests: built from an operation and what the developer typed,
 * sent from the browser to the sandbox only, with a time limit, and read
 * back as status, headers and body. Nothing here touches the page, so the
 * unit tests drive it with a fake fetch.
 */

export interface TryItRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface TryItInput {
  /** The sandbox's base URL (SANDBOX_API_URL). */
  baseUrl: string;
  method: string;
  /** The operation's path template (`/v1/transactions/{id}`). */
  path: string;
  /** Path parameters by name. */
  pathParams: Record<string, string>;
  /** Query parameters the developer filled in (empty ones are left out). */
  query?: Record<string, string>;
  /** Headers the developer filled in (empty ones are left out). */
  headers: Record<string, string>;
  key: string;
  /** The JSON body as typed, when the operation takes one. */
  body?: string;
}

/** The request to send; throws when the address would leave the sandbox's origin (it never does for a template with encoded parameters). */
export function buildRequest(input: TryItInput): TryItRequest {
  const base = new URL(input.baseUrl);
  const path = input.path.replace(/\{([^}]+)\}/g, (_all, name: string) => encodeURIComponent(input.pathParams[name] ?? ''));
  const url = new URL(`${base.href.replace(/\/$/, '')}${path}`);
  if (url.origin !== base.origin) throw new Error(`Try it sends requests to ${base.origin} only.`);
  for (const [name, value] of Object.entries(input.query ?? {})) if (value.trim()) url.searchParams.append(name, value.trim());
  const headers: Record<string, string> = {Authorization: `Bearer ${input.key.trim()}`, Accept: 'application/json'};
  for (const [name, value] of Object.entries(input.headers)) if (value.trim()) headers[name] = value.trim();
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  return {method: input.method.toUpperCase(), url: url.href, headers, body: input.body};
}

export type TryItOutcome =
  | {kind: 'response'; status: number; statusText: string; headers: [string, string][]; body: string; json: boolean; ms: number}
  | {kind: 'network'}
  | {kind: 'timeout'};

/** Sends the request; a network failure or no answer within `timeoutMs` is an outcome too, never an exception. */
export async function sendRequest(request: TryItRequest, timeoutMs: number, fetchImpl: typeof fetch = fetch): Promise<TryItOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const started = performance.now();
  try {
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
      // No cookies, no referrer, nothing cached: the sandbox gets the request and the key, nothing more.
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      mode: 'cors',
    });
    const text = await response.text();
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => headers.push([name, value]));
    headers.sort(([a], [b]) => a.localeCompare(b));
    return {kind: 'response', status: response.status, statusText: response.statusText, headers, ...readBody(text), ms: Math.round(performance.now() - started)};
  } catch {
    return timedOut ? {kind: 'timeout'} : {kind: 'network'};
  } finally {
    clearTimeout(timer);
  }
}

/** A JSON body indented for reading; anything else as it came. */
function readBody(text: string): {body: string; json: boolean} {
  try {
    return {body: JSON.stringify(JSON.parse(text), null, 2), json: true};
  } catch {
    return {body: text, json: false};
  }
}

/** What the developer typed as the body: an error message's detail when it is not JSON, else undefined. */
export function jsonProblem(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
