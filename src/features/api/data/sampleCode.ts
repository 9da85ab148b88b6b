import type {ApiSample, JsonValue, SampleLanguage} from './samples';

/**
 * Writes an API sample (src/features/api/data/samples.ts: method, path, body, what to
 * read from the response) in each language of the synced tabs, with that
 * language's standard HTTP client: curl, Node's fetch, Python's requests,
 * PHP's curl extension, Java's java.net.http, Go's net/http and .NET's
 * HttpClient. Every language reads the API key from the API_KEY environment
 * variable in one place, which `withApiKey` swaps for a developer's own test
 * key. tests/samples/run-samples.test.ts runs every one against a mock of
 * the API made from the OpenAPI document.
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
  const [open, close] = style === 'php' ? ['[', ']'] : ['{', '}'];
  const trailing = style === 'json' ? '' : ',';
  return `${open}\n${fields.join(',\n')}${trailing}\n${unit.repeat(depth)}${close}`;
}

/** Indents every line but the first. */
const indentRest = (text: string, indent: string) => text.replaceAll('\n', `\n${indent}`);

const urlOf = (sample: ApiSample) => `{sandboxUrl}${sample.path}`;

function curl(sample: ApiSample): string {
  // A query string is quoted, or the shell would read its `&` as the end of the command.
  const url = /[?&]/.test(sample.path) ? `"${urlOf(sample)}"` : urlOf(sample);
  const lines = [`curl ${sample.method === 'GET' ? '' : `-X ${sample.method} `}${url}`, '  -H "Authorization: Bearer $API_KEY"'];
  if (sample.body) lines.push('  -H "Content-Type: application/json"', `  -d '${literal(sample.body, 'json', 1)}'`);
  return lines.join(' \\\n');
}

function javascript(sample: ApiSample): string {
  const {result} = sample;
  const headers = sample.body
    ? "headers: {\n    Authorization: `Bearer ${apiKey}`,\n    'Content-Type': 'application/json',\n  },"
    : 'headers: {Authorization: `Bearer ${apiKey}`},';
  const body = sample.body ? `\n  body: JSON.stringify(${literal(sample.body, 'javascript', 1)}),` : '';
  const read = result.each
    ? `for (const ${result.each.item} of ${result.name}.${result.each.field}) {\n  console.log(${result.fields.map((f) => `${result.each!.item}.${f}`).join(', ')});\n}`
    : `console.log(${result.fields.map((f) => `${result.name}.${f}`).join(', ')});`;
  return `const apiKey = process.env.API_KEY;
const response = await fetch('${urlOf(sample)}', {
  method: '${sample.method}',
  ${headers}${body}
});
const ${result.name} = await response.json();
${read}${comment(' //', result.comment)}`;
}

function python(sample: ApiSample): string {
  const {result} = sample;
  const json = sample.body ? `\n    json=${literal(sample.body, 'python', 1, '    ')},` : '';
  const field = (name: string, f: string) => `${name}["${f}"]`;
  const read = result.each
    ? `for ${result.each.item} in ${field(result.name, result.each.field)}:\n    print(${result.fields.map((f) => field(result.each!.item, f)).join(', ')})`
    : `print(${result.fields.map((f) => field(result.name, f)).join(', ')})`;
  return `import os

import requests

api_key = os.environ["API_KEY"]
response = requests.${sample.method.toLowerCase()}(
    "${urlOf(sample)}",
    headers={"Authorization": f"Bearer {api_key}"},${json}
    timeout=30,
)
${result.name} = response.json()
${read}${comment('  #', result.comment)}`;
}

function php(sample: ApiSample): string {
  const {result} = sample;
  const options = [
    sample.body
      ? `CURLOPT_HTTPHEADER => [\n        "Authorization: Bearer $apiKey",\n        'Content-Type: application/json',\n    ],`
      : `CURLOPT_HTTPHEADER => ["Authorization: Bearer $apiKey"],`,
  ];
  if (sample.body) options.push(`CURLOPT_POSTFIELDS => json_encode(${literal(sample.body, 'php', 1, '    ')}),`);
  else if (sample.method !== 'GET') options.push(`CURLOPT_CUSTOMREQUEST => '${sample.method}',`);
  options.push('CURLOPT_RETURNTRANSFER => true,');
  const echo = (name: string) => `echo ${result.fields.map((f) => `$${name}['${f}']`).join(", ' ', ")}, PHP_EOL;`;
  const read = result.each
    ? `foreach ($${result.name}['${result.each.field}'] as $${result.each.item}) {\n    ${echo(result.each.item)}\n}`
    : echo(result.name);
  return `<?php
$apiKey = getenv('API_KEY');
$curl = curl_init('${urlOf(sample)}');
curl_setopt_array($curl, [
    ${options.join('\n    ')}
]);
$${result.name} = json_decode(curl_exec($curl), true);
${read}${comment(' //', result.comment)}`;
}

/** Java and C# print the status and the JSON body: reading fields takes a JSON library (Jackson, Gson) in Java, and System.Text.Json in .NET, which Mono lacks. */
function java(sample: ApiSample): string {
  const publish = sample.body
    ? `.POST(HttpRequest.BodyPublishers.ofString("""\n${'                '}${indentRest(literal(sample.body, 'json'), '                ')}"""))`
    : sample.method === 'GET'
      ? '.GET()'
      : `.method("${sample.method}", HttpRequest.BodyPublishers.noBody())`;
  const contentType = sample.body ? '\n            .header("Content-Type", "application/json")' : '';
  return `import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
    public static void main(String[] args) throws Exception {
        String apiKey = System.getenv("API_KEY");
        HttpRequest request = HttpRequest.newBuilder(URI.create("${urlOf(sample)}"))
            .header("Authorization", "Bearer " + apiKey)${contentType}
            ${publish}
            .build();
        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        System.out.println(response.statusCode() + " " + response.body());${comment(' //', sample.result.comment)}
    }
}`;
}

function go(sample: ApiSample): string {
  const {result} = sample;
  const imports = ['encoding/json', 'fmt', 'net/http', 'os', ...(sample.body ? ['strings'] : [])];
  const method = `http.Method${sample.method[0]}${sample.method.slice(1).toLowerCase()}`;
  const body = sample.body ? `\tbody := strings.NewReader(\`${literal(sample.body, 'json')}\`)\n` : '';
  const contentType = sample.body ? '\n\treq.Header.Set("Content-Type", "application/json")' : '';
  const fields = (name: string) => result.fields.map((f) => `${name}["${f}"]`).join(', ');
  const read = result.each
    ? `\tfor _, item := range ${result.name}["${result.each.field}"].([]any) {\n\t\t${result.each.item} := item.(map[string]any)\n\t\tfmt.Println(${fields(result.each.item)})\n\t}`
    : `\tfmt.Println(${fields(result.name)})`;
  return `package main

import (
${imports.map((name) => `\t"${name}"`).join('\n')}
)

func main() {
\tapiKey := os.Getenv("API_KEY")
${body}\treq, err := http.NewRequest(${method}, "${urlOf(sample)}", ${sample.body ? 'body' : 'nil'})
\tif err != nil {
\t\tpanic(err)
\t}
\treq.Header.Set("Authorization", "Bearer "+apiKey)${contentType}
\tres, err := http.DefaultClient.Do(req)
\tif err != nil {
\t\tpanic(err)
\t}
\tdefer res.Body.Close()
\tvar ${result.name} map[string]any
\tif err := json.NewDecoder(res.Body).Decode(&${result.name}); err != nil {
\t\tpanic(err)
\t}
${read}${comment(' //', result.comment)}
}`;
}

function csharp(sample: ApiSample): string {
  const call = sample.body
    ? `var body = new StringContent(@"${literal(sample.body, 'json').replaceAll('"', '""')}", Encoding.UTF8, "application/json");\n        var response = await client.PostAsync("${urlOf(sample)}", body);`
    : sample.method === 'GET'
      ? `var response = await client.GetAsync("${urlOf(sample)}");`
      : `var response = await client.SendAsync(new HttpRequestMessage(new HttpMethod("${sample.method}"), "${urlOf(sample)}"));`;
  return `using System;
using System.Net.Http;
using System.Net.Http.Headers;
${sample.body ? 'using System.Text;\n' : ''}using System.Threading.Tasks;

class Program
{
    static async Task Run()
    {
        var apiKey = Environment.GetEnvironmentVariable("API_KEY");
        var client = new HttpClient();
        client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", apiKey);
        ${call}
        Console.WriteLine($"{(int)response.StatusCode} {await response.Content.ReadAsStringAsync()}");${comment(' //', sample.result.comment)}
    }

    static void Main() => Run().GetAwaiter().GetResult();
}`;
}

function comment(marker: string, text: string | undefined): string {
  return text ? `${marker} ${text}` : '';
}

const WRITERS: Record<SampleLanguage, (sample: ApiSample) => string> = {javascript, python, curl, php, java, go, csharp};

/** A sample in one language, with `{sandboxUrl}` still to fill in (fillSample). */
export function sampleCode(sample: ApiSample, language: SampleLanguage): string {
  return WRITERS[language](sample);
}
