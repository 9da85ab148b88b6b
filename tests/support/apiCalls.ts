/**
 * Finds the API calls in a code sample (cURL, JavaScript fetch, Python
 * requests, PHP curl, Java java.net.http, Go net/http, C# HttpClient, or the
 * SDK's `client.x.y({...})`) and checks each against the
 * OpenAPI document: the operation exists, the body's fields are the ones the
 * schema defines (all required ones present, enum values allowed), and HTTP
 * calls send the API key as a bearer token.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import yaml from 'js-yaml';

export interface ApiCall {
  /** How it was written: curl, fetch, requests, php (curl), java (java.net.http), go (net/http), csharp (HttpClient) or sdk. */
  style: 'curl' | 'fetch' | 'requests' | 'php' | 'java' | 'go' | 'csharp' | 'sdk';
  method?: string;
  path?: string;
  /** The names of the query string's parameters. */
  query?: string[];
  sdkMethod?: string;
  body?: Record<string, unknown>;
  bearer: boolean;
  /** Whether the code sends an Idempotency-Key header, and an Api-Version one. */
  idempotencyKey?: boolean;
  apiVersion?: boolean;
}

type Schema = {type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; enum?: unknown[]; items?: Schema; $ref?: string; oneOf?: Schema[]};
interface Parameter {
  name?: string;
  in?: string;
  $ref?: string;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: {content: Record<string, {schema: Schema}>};
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components: {schemas: Record<string, Schema>; parameters?: Record<string, Parameter>};
}

export function loadOpenApi(): OpenApiDoc {
  return yaml.load(readFileSync(path.join(__dirname, '../../src/features/api/data/openapi.yaml'), 'utf8')) as OpenApiDoc;
}

/** A JavaScript or Python literal ({...} with strings, numbers, lists) as a value. */
function literal(source: string): Record<string, unknown> {
  return vm.runInNewContext(`(${source.replace(/\bTrue\b/g, 'true').replace(/\bFalse\b/g, 'false').replace(/\bNone\b/g, 'null')})`, {}, {timeout: 2000}) as Record<string, unknown>;
}

/** A PHP array literal (`['a' => 1, 'to' => ['x']]`) as JavaScript source: keyed arrays become objects. */
function phpArrayAsJs(source: string): string {
  const inner = source.slice(1, -1);
  let out = '';
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    if (c === "'" || c === '"') {
      // The closing quote, past any escaped one (`'shop\\'s'`).
      let end = i + 1;
      while (end < inner.length && inner[end] !== c) end += inner[end] === '\\' ? 2 : 1;
      if (end >= inner.length) throw new Error(`unterminated string in: ${inner.slice(i, i + 80)}`);
      out += inner.slice(i, end + 1);
      i = end;
    } else if (c === '[') {
      const nested = balanced(inner, i);
      out += phpArrayAsJs(nested);
      i += nested.length - 1;
    } else if (inner.startsWith('=>', i)) {
      out += ':';
      i++;
    } else out += c;
  }
  return /^\s*['"][^'"]*['"]\s*=>/.test(inner) ? `{${out}}` : `[${out}]`;
}

/** The text from `open` (an index of '{' or '[') to its matching closing bracket. */
function balanced(code: string, open: number): string {
  let depth = 0;
  let quote: string | undefined;
  for (let i = open; i < code.length; i++) {
    const c = code[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return code.slice(open, i + 1);
    }
  }
  throw new Error(`unbalanced literal in: ${code.slice(open, open + 80)}`);
}

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\{sandboxUrl\}|^\$\{[^}]+\}/, '').split('?')[0]!;

/** Where a URL goes: its path, and the names of its query parameters (a shell's `${cursor:+…}` left out). */
const at = (url: string) => {
  const plain = url.replace(/\$\{\w+:\+[^}]*\}/g, '');
  return {path: pathOf(plain), query: [...new URLSearchParams(plain.split('?')[1] ?? '').keys()]};
};

/** The keys of a flat object literal, shorthand ones included (`{status: 'pending', limit: 20, startingAfter}`). */
const literalKeys = (source: string) => [...source.slice(1, -1).matchAll(/(?:^|,)\s*['"]?(\w+)['"]?\s*(?=[:,]|=>|$)/g)].map((match) => match[1]!);

/** A value a variable was set to in the code: `url := "…"`, `String url = "…"`, `var url = "…"`. */
const assigned = (code: string, name: string) => new RegExp(`\\b${name}\\s*(?::=|=)\\s*"([^"]+)"`).exec(code)?.[1];

export function findApiCalls(code: string): ApiCall[] {
  const calls: ApiCall[] = [];
  const bearer =
    /Authorization['"]?\s*[:=]\s*[`'"f]*Bearer\s/i.test(code) ||
    /["']Authorization: Bearer /.test(code) ||
    /"Authorization",\s*"Bearer "\s*\+/.test(code) ||
    /new AuthenticationHeaderValue\("Bearer",/.test(code);
  const headers = {idempotencyKey: /Idempotency-Key/.test(code), apiVersion: /Api-Version/.test(code)};
  // cURL: a command, or one whose output a shell variable takes (`page=$(curl …`).
  for (const m of code.matchAll(/(?:^|\n)[ \t]*(?:\w+=\$\()?curl[ \t]([\s\S]*?)(?=\n\s*\n|\ncurl\b|$)/g)) {
    const command = m[1]!;
    const url = /(https?:\/\/[^\s'"\\]+|\{sandboxUrl\}[^\s'"\\]*)/.exec(command)?.[1];
    if (!url) continue;
    // The body: `-d '…'` at the start of a line, with the shell's `'\''` for an apostrophe in it.
    const data = /(?:^|\n)\s*(?:-d|--data(?:-raw)?)\s+'((?:[^']|'\\'')*)'/.exec(command)?.[1]?.replaceAll("'\\''", "'");
    const method = /-X\s+(\w+)/.exec(command)?.[1] ?? (data ? 'POST' : 'GET');
    calls.push({style: 'curl', method: method.toUpperCase(), ...at(url), body: data ? (JSON.parse(data) as Record<string, unknown>) : undefined, bearer, ...headers});
  }
  for (const m of code.matchAll(/fetch\(\s*[`'"]([^`'"]+)[`'"]\s*,\s*\{/g)) {
    const options = balanced(code, m.index! + m[0].length - 1);
    const method = /method:\s*['"](\w+)['"]/.exec(options)?.[1] ?? 'GET';
    const bodyAt = options.indexOf('JSON.stringify(');
    const body = bodyAt >= 0 ? literal(balanced(options, options.indexOf('{', bodyAt))) : undefined;
    calls.push({style: 'fetch', method: method.toUpperCase(), ...at(m[1]!), body, bearer, ...headers});
  }
  // The typed client (openapi-fetch): api.POST('/v1/payments/{id}/cancel', {params: {path: {…}, query: {…}, header: {…}}, body: {…}}).
  for (const m of code.matchAll(/\bapi\.(GET|POST|PUT|PATCH|DELETE)\(\s*'([^']+)'\s*(,\s*\{)?/g)) {
    const options = m[3] ? balanced(code, m.index! + m[0].length - 1) : '{}';
    const section = (name: string) => {
      const found = new RegExp(`\\b${name}:\\s*\\{`).exec(options);
      return found ? balanced(options, found.index + found[0].length - 1) : undefined;
    };
    const pathParams = section('path');
    const values = pathParams ? (literal(pathParams) as Record<string, string>) : {};
    const path = m[2]!.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
    const query = section('query');
    const body = section('body');
    calls.push({style: 'fetch', method: m[1]!, path, query: query ? literalKeys(query) : [], body: body ? literal(body) : undefined, bearer, ...headers});
  }
  for (const m of code.matchAll(/requests\.(get|post|put|patch|delete)\(\s*f?"([^"]+)"/g)) {
    const rest = code.slice(m.index!);
    const callEnd = rest.indexOf(')\n');
    const call = callEnd < 0 ? rest : rest.slice(0, callEnd);
    const jsonAt = /\bjson=\{/.exec(call);
    const body = jsonAt ? literal(balanced(rest, jsonAt.index + 5)) : undefined;
    // A list read page after page: its query is `params = {…}`, set before the loop.
    const paramsAt = /\bparams=params\b/.test(call) ? /\bparams = \{/.exec(code) : null;
    const where = at(m[2]!);
    const query = paramsAt ? literalKeys(balanced(code, paramsAt.index + paramsAt[0].length - 1)) : where.query;
    calls.push({style: 'requests', method: m[1]!.toUpperCase(), path: where.path, query, body, bearer, ...headers});
  }
  // PHP: curl_init('url'), or curl_init('url?' . http_build_query($query)) with `$query = [...]`; the body is json_encode([...]).
  for (const m of code.matchAll(/curl_init\(\s*['"]([^'"]+)['"]\s*(\.\s*http_build_query\(\$query\)\s*)?\)/g)) {
    const rest = code.slice(m.index!);
    const encodeAt = rest.indexOf('json_encode([');
    const body = encodeAt >= 0 ? literal(phpArrayAsJs(balanced(rest, encodeAt + 'json_encode('.length))) : undefined;
    const method = /CURLOPT_CUSTOMREQUEST\s*=>\s*'(\w+)'/.exec(rest)?.[1] ?? (body || /CURLOPT_POST\s*=>\s*true/.test(rest) ? 'POST' : 'GET');
    const where = at(m[1]!);
    const queryAt = m[2] ? /\$query = \[/.exec(code) : null;
    const query = queryAt ? literalKeys(balanced(code, queryAt.index + queryAt[0].length - 1)) : where.query;
    calls.push({style: 'php', method, path: where.path, query, body, bearer, ...headers});
  }
  // Java: HttpRequest.newBuilder(URI.create("url")), or URI.create(url) with `String url = "…"`; then .POST(BodyPublishers.ofString("""json""")) or .GET().
  for (const m of code.matchAll(/newBuilder\(URI\.create\((?:"([^"]+)"|(\w+))\)\)/g)) {
    const rest = code.slice(m.index!);
    const method = /\.(GET|POST|PUT|DELETE)\(|\.method\("(\w+)"/.exec(rest);
    const json = /ofString\("""\n([\s\S]*?)"""\)/.exec(rest)?.[1];
    const url = m[1] ?? assigned(code, m[2]!) ?? '';
    calls.push({style: 'java', method: method?.[1] ?? method?.[2] ?? 'GET', ...at(url), body: json ? (JSON.parse(json) as Record<string, unknown>) : undefined, bearer, ...headers});
  }
  // Go: http.NewRequest(http.MethodPost, "url" or url, body), the body a strings.NewReader(`json`).
  for (const m of code.matchAll(/http\.NewRequest\(\s*(?:http\.Method(\w+)|"(\w+)")\s*,\s*(?:"([^"]+)"|(\w+))\s*,\s*(\w+)\)/g)) {
    const json = m[5] === 'nil' ? undefined : new RegExp(`${m[5]} := strings\\.NewReader\\(\`([\\s\\S]*?)\`\\)`).exec(code)?.[1];
    const url = m[3] ?? assigned(code, m[4]!) ?? '';
    calls.push({style: 'go', method: (m[1] ?? m[2]!).toUpperCase(), ...at(url), body: json ? (JSON.parse(json) as Record<string, unknown>) : undefined, bearer, ...headers});
  }
  // C#: client.GetAsync("url"), client.PostAsync("url", body), or new HttpRequestMessage(HttpMethod.Post or new HttpMethod("X"), "url" or url), a StringContent(@"json") for the body.
  for (const m of code.matchAll(/client\.(Get|Post|Put|Delete)Async\(\s*"([^"]+)"|new HttpRequestMessage\((?:new HttpMethod\("(\w+)"\)|HttpMethod\.(\w+)),\s*(?:"([^"]+)"|(\w+))\)/g)) {
    const json = /new StringContent\(@"((?:[^"]|"")*)"/.exec(code)?.[1]?.replaceAll('""', '"');
    const method = (m[1] ?? m[3] ?? m[4]!).toUpperCase();
    const url = m[2] ?? m[5] ?? assigned(code, m[6]!) ?? '';
    calls.push({style: 'csharp', method, ...at(url), body: json && method === 'POST' ? (JSON.parse(json) as Record<string, unknown>) : undefined, bearer, ...headers});
  }
  for (const m of code.matchAll(/\bclient\.([a-z][\w.]*)\(\s*\{/gi)) {
    calls.push({style: 'sdk', sdkMethod: m[1]!, body: literal(balanced(code, m.index! + m[0].length - 1)), bearer: true});
  }
  return calls;
}

function resolve(doc: OpenApiDoc, schema: Schema): Schema {
  return schema.$ref ? resolve(doc, doc.components.schemas[schema.$ref.split('/').pop()!]!) : schema;
}

/** Whether a path (`/v1/transactions/txn_1`) is an instance of a template (`/v1/transactions/{id}`). */
export const segmentsMatch = (template: string, actual: string) => {
  const a = template.split('/');
  const b = actual.split('/');
  return a.length === b.length && a.every((seg, i) => seg.startsWith('{') || seg === b[i]);
};

/** What is wrong with a call, against the document; empty when it matches. */
export function checkCall(call: ApiCall, doc: OpenApiDoc): string[] {
  // The API has no SDK: a call written as one (`client.payments.create({…})`) promises a library that does not exist.
  if (call.sdkMethod) return [`client.${call.sdkMethod}: the API has no SDK; write the call with an HTTP client or the typed client (docs/typed-client.mdx)`];
  const where = `${call.method} ${call.path}`;
  let operation: Operation | undefined;
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const found = method.toUpperCase() === call.method && segmentsMatch(template, call.path!);
      if (found) operation = op;
    }
  }
  if (!operation) return [`${where}: no such operation in the OpenAPI document`];
  const problems: string[] = [];
  if (!call.bearer) problems.push(`${where}: no "Authorization: Bearer" header`);
  // The Idempotency-Key a request that moves money requires.
  const requiresKey = (operation.parameters ?? []).some((parameter) => parameter.$ref === '#/components/parameters/IdempotencyKey');
  if (requiresKey && !call.idempotencyKey) problems.push(`${where}: no Idempotency-Key header, which ${operation.operationId} requires`);
  const queryParameters = (operation.parameters ?? [])
    .map((parameter) => (parameter.$ref ? doc.components.parameters?.[parameter.$ref.split('/').pop()!] ?? {} : parameter))
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
  for (const name of call.query ?? []) if (!queryParameters.includes(name)) problems.push(`${where}: query parameter "${name}" is not defined by ${operation.operationId}`);
  const schemaRef = operation.requestBody?.content['application/json']?.schema;
  if (!schemaRef) {
    if (call.body) problems.push(`${where}: sends a body, but ${operation.operationId} takes none`);
    return problems;
  }
  if (!call.body) return [...problems, `${where}: ${operation.operationId} needs a body`];
  const schema = resolve(doc, schemaRef);
  for (const field of schema.required ?? []) if (!(field in call.body)) problems.push(`${where}: required field "${field}" missing`);
  for (const [field, value] of Object.entries(call.body)) {
    const property = schema.properties?.[field];
    if (!property) {
      problems.push(`${where}: field "${field}" is not defined by ${operation.operationId}`);
      continue;
    }
    const resolved = resolve(doc, property);
    const allowed = resolved.enum ?? (resolved.items ? resolve(doc, resolved.items).enum : undefined);
    const values = Array.isArray(value) ? value : [value];
    if (allowed) for (const v of values) if (!allowed.includes(v)) problems.push(`${where}: "${field}" is ${JSON.stringify(v)}, not one of ${allowed.join(', ')}`);
  }
  return problems;
}
