import {API_VERSION} from '@site/src/constants';
import {isPagedList, requestPath, type ApiSample, type JsonValue, type SampleLanguage} from './samples';
import {SAMPLE_CODE_COMMENTS, SAMPLE_COMMENTS} from './sampleTitles';

/**
 * Writes an API sample (src/features/api/data/samples.ts: method, path, body, what to
 * read from the response) in each language of the synced tabs, as production code
 * would call the API: every request names the `Api-Version` it was written for,
 * every POST sends an `Idempotency-Key`, the HTTP status is checked and the error
 * object read, and a list is read page after page to its end. JavaScript uses the
 * typed client (openapi-fetch, typed by openapi-typescript from the published
 * contract: docs/typed-client.mdx); the others their language's standard HTTP
 * client: curl (with jq to read a list's cursor), Python's requests, PHP's curl
 * extension, Java's java.net.http, Go's net/http and .NET's HttpClient. Java and C#
 * have no JSON reader in their standard library: they print the status and the
 * body, and read a list's cursor with a pattern. Every language reads the API key
 * from the API_KEY environment variable in one place, which `withApiKey` swaps for
 * a developer's own test key. tests/samples/run-samples.test.ts runs every one
 * against a mock of the API made from the OpenAPI document.
 */

type LiteralStyle = 'json' | 'javascript' | 'python' | 'php';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function quote(text: string, style: LiteralStyle): string {
  if (style === 'json' || style === 'python') return JSON.stringify(text);
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

/** A JSON value as a literal of `style`: objects one field a line (indented from `depth`), lists of plain values on one line, lists of objects one item a line. */
export function literal(value: JsonValue, style: LiteralStyle, depth = 0, unit = '  '): string {
  if (value === null) return style === 'python' ? 'None' : 'null';
  if (typeof value === 'boolean') return style === 'python' ? (value ? 'True' : 'False') : String(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return quote(value, style);
  const inner = unit.repeat(depth + 1);
  if (Array.isArray(value)) {
    // Plain values on one line; objects one an item, each indented as a field would be.
    if (!value.some((item) => typeof item === 'object' && item !== null)) return `[${value.map((item) => literal(item, style, depth, unit)).join(', ')}]`;
    const trailingItem = style === 'json' ? '' : ',';
    return `[\n${value.map((item) => `${inner}${literal(item, style, depth + 1, unit)}`).join(',\n')}${trailingItem}\n${unit.repeat(depth)}]`;
  }
  const key = (name: string) => (style === 'javascript' && IDENTIFIER.test(name) ? name : quote(name, style));
  const separator = style === 'php' ? ' => ' : ': ';
  const fields = Object.entries(value).map(([name, field]) => `${inner}${key(name)}${separator}${literal(field, style, depth + 1, unit)}`);
  if (fields.length === 0) return style === 'php' ? '[]' : '{}';
  const [open, close] = style === 'php' ? ['[', ']'] : ['{', '}'];
  const trailing = style === 'json' ? '' : ',';
  return `${open}\n${fields.join(',\n')}${trailing}\n${unit.repeat(depth)}${close}`;
}

/** Indents every line but the first. */
const indentRest = (text: string, indent: string) => text.replaceAll('\n', `\n${indent}`);

/** The request's address with its parameters and query written in. */
const urlOf = (sample: ApiSample) => `{sandboxUrl}${requestPath(sample)}`;
/** A list's address without the cursor, and what joins the cursor to it (`?` or `&`). */
const listUrl = (sample: ApiSample) => ({url: urlOf(sample), join: sample.query && Object.keys(sample.query).length ? '&' : '?'});

const comment = (marker: string, text: string | undefined) => (text ? `${marker} ${text}` : '');
const resultComment = (marker: string, sample: ApiSample) => comment(marker, sample.result.comment && SAMPLE_COMMENTS[sample.result.comment]);
const KEY_COMMENT = () => SAMPLE_CODE_COMMENTS.idempotencyKey;
/** A POST is sent with a new Idempotency-Key (required on the requests that move money, safe on every other). */
const sendsKey = (sample: ApiSample) => sample.method === 'POST';

function curl(sample: ApiSample): string {
  const headers = ['-H "Authorization: Bearer $API_KEY"', `-H "Api-Version: ${API_VERSION}"`];
  if (isPagedList(sample)) {
    const {url, join} = listUrl(sample);
    return `cursor=""
while :; do
  page=$(curl --fail-with-body -sS "${url}\${cursor:+${join}startingAfter=$cursor}" \\
    ${headers.join(' \\\n    ')}) || { echo "$page" >&2; break; }
  echo "$page" | jq -c '.data[]'
  cursor=$(echo "$page" | jq -r 'if .hasMore then .nextCursor else empty end')
  [ -n "$cursor" ] || break
done`;
  }
  if (sendsKey(sample)) headers.push('-H "Idempotency-Key: $(od -An -N16 -tx1 /dev/urandom | tr -d \' \\n\')"');
  if (sample.body) headers.push('-H "Content-Type: application/json"', `-d '${literal(sample.body, 'json', 1).replaceAll("'", "'\\''")}'`);
  // A query string is quoted, or the shell would read its `&` as the end of the command.
  const url = /[?&]/.test(urlOf(sample)) ? `"${urlOf(sample)}"` : urlOf(sample);
  const command = [`curl --fail-with-body -sS ${sample.method === 'GET' ? '' : `-X ${sample.method} `}${url}`, ...headers.map((header) => `  ${header}`)].join(' \\\n');
  return sendsKey(sample) ? `${comment('#', KEY_COMMENT())}\n${command}` : command;
}

/** The typed client's call: `api.POST('/v1/payments', {params, body})`. */
function javascript(sample: ApiSample): string {
  const {result} = sample;
  const paged = isPagedList(sample);
  const params: string[] = [];
  if (sample.pathParams) params.push(`path: {${Object.entries(sample.pathParams).map(([name, value]) => `${name}: ${literal(value, 'javascript')}`).join(', ')}}`);
  const query = {...sample.query};
  if (paged) params.push(`query: {${[...Object.entries(query).map(([name, value]) => `${name}: ${literal(value, 'javascript')}`), 'startingAfter'].join(', ')}}`);
  else if (Object.keys(query).length) params.push(`query: ${literal(query, 'javascript')}`);
  if (sendsKey(sample)) params.push("header: {'Idempotency-Key': randomUUID()}");
  const options = [
    ...(params.length ? [`params: {${params.join(', ')}},`] : []),
    ...(sample.body ? [`body: ${literal(sample.body, 'javascript', 1)},`] : []),
  ];
  const variable = paged ? 'page' : result.name;
  const call = `const {data: ${variable}, error, response} = await api.${sample.method}('${sample.path}'${options.length ? `, {\n  ${options.join('\n  ')}\n}` : ''});
if (error) throw new Error(\`\${response.status} \${error.error.code}: \${error.error.message} \${error.error.docUrl}\`);`;
  const print = (name: string) => `console.log(${result.fields.map((f) => `${name}.${f}`).join(', ')});`;
  const read = result.each ? `for (const ${result.each.item} of ${variable}.${result.each.field}) {\n  ${print(result.each.item)}\n}` : print(result.name);
  // The one package the sample needs, named where a developer copies it from (docs/typed-client.mdx says more).
  const imports = `// npm install openapi-fetch\n${sendsKey(sample) ? "import {randomUUID} from 'node:crypto';\n" : ''}import createClient from 'openapi-fetch';`;
  const client = `const apiKey = process.env.API_KEY;

/** @type {import('openapi-fetch').Client<import('./api').paths>} */
const api = createClient({
  baseUrl: '{sandboxUrl}',
  headers: {Authorization: \`Bearer \${apiKey}\`, 'Api-Version': '${API_VERSION}'},
});`;
  if (paged) {
    return `${imports}

${client}

/** @type {string | undefined} */
let startingAfter;
do {
  ${indentRest(call, '  ')}
  ${indentRest(read, '  ')}${resultComment(' //', sample)}
  startingAfter = ${variable}.hasMore ? (${variable}.nextCursor ?? undefined) : undefined;
} while (startingAfter);`;
  }
  return `${imports}

${client}

${sendsKey(sample) ? `${comment('//', KEY_COMMENT())}\n` : ''}${call}
${read}${resultComment(' //', sample)}`;
}

function python(sample: ApiSample): string {
  const {result} = sample;
  const paged = isPagedList(sample);
  const field = (name: string, f: string) => `${name}["${f}"]`;
  const headers = [`"Authorization": f"Bearer {api_key}"`, `"Api-Version": "${API_VERSION}"`];
  if (sendsKey(sample)) headers.push(`${comment('#', KEY_COMMENT())}\n    "Idempotency-Key": str(uuid.uuid4())`);
  const imports = `import os\n${sendsKey(sample) ? 'import uuid\n' : ''}\nimport requests`;
  const check = `if not response.ok:
    error = response.json()["error"]
    raise SystemExit(f"{response.status_code} {error['code']}: {error['message']} {error['docUrl']}")`;
  const variable = paged ? 'page' : result.name;
  const print = (name: string) => `print(${result.fields.map((f) => field(name, f)).join(', ')})`;
  const read = result.each ? `for ${result.each.item} in ${field(variable, result.each.field)}:\n    ${print(result.each.item)}` : print(result.name);
  const head = `${imports}

api_key = os.environ["API_KEY"]
headers = {
    ${headers.join(',\n    ')},
}`;
  if (paged) {
    const url = `{sandboxUrl}${sample.path.replace(/\{(\w+)\}/g, (all, name: string) => sample.pathParams?.[name] ?? all)}`;
    return `${head}
params = ${literal({...sample.query}, 'python', 0, '    ')}
while True:
    response = requests.get("${url}", headers=headers, params=params, timeout=30)
    ${indentRest(check, '    ')}
    page = response.json()
    ${indentRest(read, '    ')}${resultComment('  #', sample)}
    if not page["hasMore"]:
        break
    params["startingAfter"] = page["nextCursor"]`;
  }
  const json = sample.body ? `\n    json=${literal(sample.body, 'python', 1, '    ')},` : '';
  return `${head}
response = requests.${sample.method.toLowerCase()}(
    "${urlOf(sample)}",
    headers=headers,${json}
    timeout=30,
)
${check}
${result.name} = response.json()
${read}${resultComment('  #', sample)}`;
}

function php(sample: ApiSample): string {
  const {result} = sample;
  const paged = isPagedList(sample);
  const headers = [`"Authorization: Bearer $apiKey"`, `'Api-Version: ${API_VERSION}'`];
  if (sendsKey(sample)) headers.push(`${comment('//', KEY_COMMENT())}\n        'Idempotency-Key: ' . bin2hex(random_bytes(16))`);
  if (sample.body) headers.push(`'Content-Type: application/json'`);
  const options = [`CURLOPT_HTTPHEADER => [\n        ${headers.join(',\n        ')},\n    ],`];
  if (sample.body) options.push(`CURLOPT_POSTFIELDS => json_encode(${literal(sample.body, 'php', 1, '    ')}),`);
  else if (sample.method !== 'GET') options.push(`CURLOPT_CUSTOMREQUEST => '${sample.method}',`);
  options.push('CURLOPT_RETURNTRANSFER => true,');
  const variable = paged ? 'page' : result.name;
  const echo = (name: string) => `echo ${result.fields.map((f) => `$${name}['${f}']`).join(", ' ', ")}, PHP_EOL;`;
  const read = result.each ? `foreach ($${variable}['${result.each.field}'] as $${result.each.item}) {\n    ${echo(result.each.item)}\n}` : echo(result.name);
  const request = (url: string) => `$curl = curl_init(${url});
curl_setopt_array($curl, [
    ${options.join('\n    ')}
]);
$${variable} = json_decode(curl_exec($curl), true);
$status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);
if ($status >= 300) {
    $error = $${variable}['error'];
    fwrite(STDERR, "$status {$error['code']}: {$error['message']} {$error['docUrl']}" . PHP_EOL);
    exit(1);
}`;
  if (paged) {
    const path = `{sandboxUrl}${sample.path.replace(/\{(\w+)\}/g, (all, name: string) => sample.pathParams?.[name] ?? all)}`;
    return `<?php
$apiKey = getenv('API_KEY');
$query = ${literal({...sample.query}, 'php', 0, '    ')};
do {
    ${indentRest(request(`'${path}?' . http_build_query($query)`), '    ')}
    ${indentRest(read, '    ')}${resultComment(' //', sample)}
    $query['startingAfter'] = $page['nextCursor'];
} while ($page['hasMore']);`;
  }
  return `<?php
$apiKey = getenv('API_KEY');
${request(`'${urlOf(sample)}'`)}
${read}${resultComment(' //', sample)}`;
}


/** Java and C# print the status and the JSON body: reading fields takes a JSON library (Jackson, Gson) in Java, and System.Text.Json in .NET, which Mono lacks. */
function java(sample: ApiSample): string {
  const paged = isPagedList(sample);
  const publish = sample.body
    ? `.POST(HttpRequest.BodyPublishers.ofString("""\n${'                '}${indentRest(literal(sample.body, 'json'), '                ')}"""))`
    : sample.method === 'GET'
      ? '.GET()'
      : `.method("${sample.method}", HttpRequest.BodyPublishers.noBody())`;
  const headers = [`.header("Authorization", "Bearer " + apiKey)`, `.header("Api-Version", "${API_VERSION}")`];
  if (sendsKey(sample)) headers.push(`${comment('//', KEY_COMMENT())}\n    .header("Idempotency-Key", UUID.randomUUID().toString())`);
  if (sample.body) headers.push('.header("Content-Type", "application/json")');
  const imports = ['java.net.URI', 'java.net.http.HttpClient', 'java.net.http.HttpRequest', 'java.net.http.HttpResponse', ...(sendsKey(sample) ? ['java.util.UUID'] : []), ...(paged ? ['java.util.regex.Matcher', 'java.util.regex.Pattern'] : [])];
  const send = (url: string, indent: string) =>
    indentRest(
      `HttpRequest request = HttpRequest.newBuilder(URI.create(${url}))
    ${headers.join('\n    ')}
    ${publish}
    .build();
HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
if (response.statusCode() >= 300) {
    ${comment('//', SAMPLE_CODE_COMMENTS.errorObject)}
    throw new IllegalStateException(response.statusCode() + " " + response.body());
}
System.out.println(response.statusCode() + " " + response.body());${resultComment(' //', sample)}`,
      indent,
    );
  const body = paged
    ? `        String cursor = null;
        do {
            String url = "${listUrl(sample).url}" + (cursor == null ? "" : "${listUrl(sample).join}startingAfter=" + cursor);
            ${send('url', '            ')}
            ${comment('//', SAMPLE_CODE_COMMENTS.cursorPattern)}
            Matcher next = Pattern.compile("\\"nextCursor\\":\\"([^\\"]+)\\"").matcher(response.body());
            cursor = next.find() ? next.group(1) : null;
        } while (cursor != null);`
    : `        ${send(`"${urlOf(sample)}"`, '        ')}`;
  return `${imports.map((name) => `import ${name};`).join('\n')}

public class Main {
    public static void main(String[] args) throws Exception {
        String apiKey = System.getenv("API_KEY");
        HttpClient client = HttpClient.newHttpClient();
${body}
    }
}`;
}

function go(sample: ApiSample): string {
  const {result} = sample;
  const paged = isPagedList(sample);
  const imports = [...(sendsKey(sample) ? ['crypto/rand', 'encoding/hex'] : []), 'encoding/json', 'fmt', 'log', 'net/http', 'os', ...(sample.body ? ['strings'] : [])];
  const method = `http.Method${sample.method[0]}${sample.method.slice(1).toLowerCase()}`;
  const variable = paged ? 'page' : result.name;
  const fields = (name: string) => result.fields.map((f) => `${name}["${f}"]`).join(', ');
  const read = result.each
    ? `for _, item := range ${variable}["${result.each.field}"].([]any) {\n\t${result.each.item} := item.(map[string]any)\n\tfmt.Println(${fields(result.each.item)})\n}`
    : `fmt.Println(${fields(result.name)})`;
  const headers = [`req.Header.Set("Authorization", "Bearer "+apiKey)`, `req.Header.Set("Api-Version", "${API_VERSION}")`];
  if (sendsKey(sample)) headers.push(`${comment('//', KEY_COMMENT())}\nreq.Header.Set("Idempotency-Key", newKey())`);
  if (sample.body) headers.push('req.Header.Set("Content-Type", "application/json")');
  const request = (url: string) => `${sample.body ? `body := strings.NewReader(\`${literal(sample.body, 'json')}\`)\n` : ''}req, err := http.NewRequest(${method}, ${url}, ${sample.body ? 'body' : 'nil'})
if err != nil {
\tlog.Fatal(err)
}
${headers.join('\n')}
res, err := http.DefaultClient.Do(req)
if err != nil {
\tlog.Fatal(err)
}
var ${variable} map[string]any
decoder := json.NewDecoder(res.Body)
${comment('//', SAMPLE_CODE_COMMENTS.wholeNumbers)}
decoder.UseNumber()
err = decoder.Decode(&${variable})
res.Body.Close()
if err != nil {
\tlog.Fatal(err)
}
if res.StatusCode >= 300 {
\tfailure := ${variable}["error"].(map[string]any)
\tlog.Fatalf("%d %v: %v %v", res.StatusCode, failure["code"], failure["message"], failure["docUrl"])
}`;
  const tab = (text: string, depth: number) => text.split('\n').map((line) => (line ? '\t'.repeat(depth) + line : line)).join('\n');
  const main = paged
    ? `\tcursor := ""
\tfor {
\t\turl := "${listUrl(sample).url}"
\t\tif cursor != "" {
\t\t\turl += "${listUrl(sample).join}startingAfter=" + cursor
\t\t}
${tab(request('url'), 2)}
${tab(read, 2)}${resultComment(' //', sample)}
\t\tif ${variable}["hasMore"] != true {
\t\t\tbreak
\t\t}
\t\tcursor = ${variable}["nextCursor"].(string)
\t}`
    : `${tab(request(`"${urlOf(sample)}"`), 1)}
${tab(read, 1)}${resultComment(' //', sample)}`;
  const newKey = sendsKey(sample)
    ? `

func newKey() string {
\tkey := make([]byte, 16)
\tif _, err := rand.Read(key); err != nil {
\t\tlog.Fatal(err)
\t}
\treturn hex.EncodeToString(key)
}`
    : '';
  return `package main

import (
${imports.map((name) => `\t"${name}"`).join('\n')}
)

func main() {
\tapiKey := os.Getenv("API_KEY")
${main}
}${newKey}`;
}

function csharp(sample: ApiSample): string {
  const paged = isPagedList(sample);
  const usings = ['System', 'System.Net.Http', 'System.Net.Http.Headers', ...(sample.body ? ['System.Text'] : []), ...(paged ? ['System.Text.RegularExpressions'] : []), 'System.Threading.Tasks'];
  const httpMethod = {GET: 'HttpMethod.Get', POST: 'HttpMethod.Post'}[sample.method];
  const lines = (url: string) => [
    `var request = new HttpRequestMessage(${httpMethod}, ${url});`,
    ...(sendsKey(sample) ? [comment('//', KEY_COMMENT()), 'request.Headers.Add("Idempotency-Key", Guid.NewGuid().ToString());'] : []),
    ...(sample.body ? [`request.Content = new StringContent(@"${literal(sample.body, 'json').replaceAll('"', '""')}", Encoding.UTF8, "application/json");`] : []),
    'var response = await client.SendAsync(request);',
    'var body = await response.Content.ReadAsStringAsync();',
    'if (!response.IsSuccessStatusCode)',
    '{',
    `    ${comment('//', SAMPLE_CODE_COMMENTS.errorObject)}`,
    '    throw new Exception($"{(int)response.StatusCode} {body}");',
    '}',
    `Console.WriteLine($"{(int)response.StatusCode} {body}");${resultComment(' //', sample)}`,
  ];
  const indent = (text: string[], by: string) => text.map((line) => (line ? by + line : line)).join('\n');
  const body = paged
    ? `        string cursor = null;
        do
        {
            var url = "${listUrl(sample).url}" + (cursor == null ? "" : "${listUrl(sample).join}startingAfter=" + cursor);
${indent(lines('url'), '            ')}
            ${comment('//', SAMPLE_CODE_COMMENTS.cursorPattern)}
            var next = Regex.Match(body, "\\"nextCursor\\":\\"([^\\"]+)\\"");
            cursor = next.Success ? next.Groups[1].Value : null;
        } while (cursor != null);`
    : indent(lines(`"${urlOf(sample)}"`), '        ');
  return `${usings.map((name) => `using ${name};`).join('\n')}

class Program
{
    static async Task Run()
    {
        var apiKey = Environment.GetEnvironmentVariable("API_KEY");
        var client = new HttpClient();
        client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", apiKey);
        client.DefaultRequestHeaders.Add("Api-Version", "${API_VERSION}");
${body}
    }

    static void Main() => Run().GetAwaiter().GetResult();
}`;
}

const WRITERS: Record<SampleLanguage, (sample: ApiSample) => string> = {javascript, python, curl, php, java, go, csharp};

/** A sample in one language, with `{sandboxUrl}` still to fill in (fillSample). */
export function sampleCode(sample: ApiSample, language: SampleLanguage): string {
  return WRITERS[language](sample);
}
