/**
 * @jest-environment node
 *
 * The typed client the docs offer (docs/typed-client.mdx), made as a developer
 * makes it: openapi-typescript writes the types of the OpenAPI document this
 * build publishes (build/openapi.yaml, as downloaded), and the TypeScript
 * compiler checks, strictly, the docs' client module and every JavaScript code
 * sample of the site, in both languages' examples, against them with
 * openapi-fetch's types: the paths, the parameters, the required
 * Idempotency-Key, the bodies and the fields each sample reads. A sample that
 * breaks the contract fails here before any request. Needs the production build.
 */
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {SAMPLE_EXAMPLES, samplesFor, type ApiSample} from '@site/src/features/api/data/samples';
import {sampleCode} from '@site/src/features/api/data/sampleCode';
import {runCommand} from '../support/runCommand';

const root = path.join(__dirname, '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
/** Generous bounds for a loaded machine: the compiler reads openapi-fetch's types and some 200 files. */
const TIMEOUT_MS = 300_000;

/** The code blocks of a language in a Markdown page. */
const blocks = (markdown: string, language: string) => [...markdown.matchAll(new RegExp(`^\`\`\`${language}[^\\n]*\\n([\\s\\S]*?)^\`\`\``, 'gm'))].map((match) => match[1]!);

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    allowJs: true,
    checkJs: true,
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    lib: ['es2022', 'dom'],
    types: ['node'],
    skipLibCheck: true,
  },
  include: ['*.ts', '*.mjs'],
};

let dir = '';

/** Writes the samples, the docs' client module and the types into one folder inside the project (so that node_modules is found), and compiles it. */
async function compile(files: Record<string, string>): Promise<{status: number | null; output: string}> {
  for (const [name, code] of Object.entries(files)) await writeFile(path.join(dir, name), code);
  const result = await runCommand(bin('tsc'), ['-p', path.join(dir, 'tsconfig.json')], {cwd: dir, timeoutMs: TIMEOUT_MS});
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

const javascriptSamples = () =>
  Object.fromEntries(
    Object.entries(SAMPLE_EXAMPLES).flatMap(([locale, examples]) =>
      (Object.entries(samplesFor(examples)) as [string, ApiSample][]).map(([id, sample]) => [`${id}.${locale}.mjs`, sampleCode(sample, 'javascript').replaceAll('{sandboxUrl}', 'https://sandbox.api.example.africa')]),
    ),
  );

beforeAll(async () => {
  await mkdir(path.join(root, '.tmp'), {recursive: true});
  dir = await mkdtemp(path.join(root, '.tmp', 'typed-client-'));
  await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  // The types of the published document, written by the command the docs give.
  // (`--default-non-nullable false`: a field with a default stays optional in a request, as the contract says.)
  const generated = await runCommand(bin('openapi-typescript'), [path.join(root, 'build/openapi.yaml'), '--default-non-nullable', 'false', '-o', path.join(dir, 'api.d.ts')], {cwd: root, timeoutMs: TIMEOUT_MS});
  if (generated.status !== 0) throw new Error(`openapi-typescript failed on build/openapi.yaml:\n${generated.stderr}${generated.stdout}`);
}, TIMEOUT_MS);

afterAll(async () => {
  if (dir) await rm(dir, {recursive: true, force: true});
});

describe('the typed client, made from the published OpenAPI document', () => {
  it('describes the version the site publishes, with the Idempotency-Key required where money moves', async () => {
    const types = await readFile(path.join(dir, 'api.d.ts'), 'utf8');
    expect(types).toContain('"/v1/payments"');
    expect(types).toMatch(/createPayment: \{\s+parameters: \{\s+query\?: never;\s+header: \{[^}]*"Idempotency-Key": components\["parameters"\]\["IdempotencyKey"\];/);
    expect(types).toMatch(/"Api-Version"\?: components\["parameters"\]\["ApiVersion"\];/);
  });

  it('compiles the docs\' client module and every JavaScript sample, in every locale\'s examples, strictly', async () => {
    const docs = await readFile(path.join(root, 'docs/typed-client.mdx'), 'utf8');
    const [clientModule] = blocks(docs, 'ts');
    expect(clientModule).toContain("from 'openapi-fetch'");
    const samples = javascriptSamples();
    expect(Object.keys(samples).length).toBeGreaterThan(80);
    const {status, output} = await compile({'client.ts': clientModule!, ...samples});
    expect(output).toBe('');
    expect(status).toBe(0);
  }, TIMEOUT_MS);

  it('fails a sample that breaks the contract: a field it does not take, a missing Idempotency-Key, a field it does not answer', async () => {
    const sample = samplesFor(SAMPLE_EXAMPLES.en).createPayment;
    const good = sampleCode(sample, 'javascript');
    const broken = {
      'unknownField.mjs': good.replace("currency: 'KES',", "currency: 'KES',\n    phone: '+254712345678',"),
      'noKey.mjs': good.replace("params: {header: {'Idempotency-Key': randomUUID()}},\n", '').replace("import {randomUUID} from 'node:crypto';\n", ''),
      'unknownAnswer.mjs': good.replace('payment.status', 'payment.state'),
    };
    for (const [name, code] of Object.entries(broken)) expect([name, code]).not.toEqual([name, good]);
    const {status, output} = await compile(broken);
    expect(status).not.toBe(0);
    for (const name of Object.keys(broken)) expect([name, output.includes(name)]).toEqual([name, true]);
    for (const name of Object.keys(broken)) await rm(path.join(dir, name));
  }, TIMEOUT_MS);
});
