/**
 * Every API code sample, in all seven languages, run as a developer would
 * copy it against a mock of the API that Prism (@stoplight/prism-cli) makes
 * from src/features/api/data/openapi.yaml. Prism checks each request against the
 * contract (`--errors`: a request that breaks it gets a 4xx error instead of
 * the operation's example), so a sample passes only when its request is
 * accepted and its output is what it reads from the operation's response.
 * The toolchains come from scripts/ensure-toolchains.mjs (npm test runs it first).
 *
 * Nothing here blocks the event loop or keeps a connection between requests,
 * so the suite holds on a slow or loaded machine:
 * - each sample runs in a child process awaited asynchronously (execFile,
 *   never spawnSync), so the event loop keeps running while a Java or Go
 *   sample compiles, and the samples run side by side (`it.concurrent`, at
 *   most jest's maxConcurrency at once);
 * - every request to the mock goes on a connection of its own, closed after
 *   the answer (`agent: false`). A pooled keep-alive connection (the global
 *   fetch's) held across seconds of work gets closed by the mock's idle
 *   timeout, and the next request on it fails with "other side closed" on a
 *   machine slow enough to let that timeout pass.
 */
import {readFileSync} from 'node:fs';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {API_SAMPLES, SAMPLE_LANGUAGES, type ApiSample, type SampleLanguage} from '@site/src/features/api/data/samples';
import {sampleCode} from '@site/src/features/api/data/sampleCode';
import {withApiKey} from '@site/src/features/api/data/sandboxKey';
import {startContractMock, type ContractMock} from '../support/contractMock';
import {requestOnce} from '../support/requestOnce';
import {runCommand} from '../support/runCommand';

const root = path.join(__dirname, '../..');
/** The mock's address, on a port the system hands out (set once it listens). */
let MOCK_URL = '';
const TEST_KEY = 'sk_test_samples0000000000';

function pythonWithRequests(): string {
  try {
    return readFileSync(path.join(root, '.tmp/sample-python'), 'utf8').trim();
  } catch {
    return 'python3';
  }
}

/** How each language's sample is saved and run (commands in order, in a folder of its own). */
const RUNNERS: Record<SampleLanguage, {file: string; commands: (file: string) => [string, string[]][]}> = {
  curl: {file: 'sample.sh', commands: (file) => [['bash', ['-e', file]]]},
  javascript: {file: 'sample.mjs', commands: (file) => [['node', [file]]]},
  python: {file: 'sample.py', commands: (file) => [[pythonWithRequests(), [file]]]},
  php: {file: 'sample.php', commands: (file) => [['php', [file]]]},
  java: {file: 'Main.java', commands: (file) => [['java', [file]]]},
  go: {file: 'main.go', commands: (file) => [['go', ['run', file]]]},
  csharp: {
    file: 'Program.cs',
    commands: (file) => [
      ['mcs', ['-nologo', '-r:System.Net.Http', `-out:${file}.exe`, file]],
      ['mono', [`${file}.exe`]],
    ],
  },
};

/**
 * How long one command of a sample may take, and one test: bounds for a hung
 * process, not a measure of speed (compiling Java or Go takes seconds even on
 * a loaded 2-core machine; a test waits for its turn among the concurrent ones
 * before its clock starts).
 */
const COMMAND_TIMEOUT_MS = 180_000;
const TEST_TIMEOUT_MS = 2 * COMMAND_TIMEOUT_MS + 60_000;

/** Runs `commands` in `dir` one after the other; the output of the last. */
async function runCommands(dir: string, commands: [string, string[]][], code: string, env: Record<string, string>): Promise<string> {
  let stdout = '';
  for (const [command, args] of commands) {
    const result = await runCommand(command, args, {cwd: dir, timeoutMs: COMMAND_TIMEOUT_MS, env: {...process.env, GO111MODULE: 'off', ...env}});
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}:\n${result.stderr}${result.stdout}\n--- code ---\n${code}`);
    stdout = result.stdout;
  }
  return stdout.trim();
}

async function run(language: SampleLanguage, code: string, env: Record<string, string> = {API_KEY: TEST_KEY}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `sample-${language}-`));
  try {
    const file = path.join(dir, RUNNERS[language].file);
    await writeFile(file, code);
    return await runCommands(dir, RUNNERS[language].commands(file), code, env);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

/**
 * The Java samples, compiled all at once, each in a folder of its own, by one
 * JVM (tests/samples/CompileEach.java, the JDK's compiler API), then each run
 * as compiled: `java -cp <folder> Main`. Launched one by one as `java Main.java`,
 * each would start a JVM and its compiler, about 1.5 s of CPU a sample: the
 * largest share of this suite's time.
 */
const javaSamples = new Map<string, {dir: string; code: string}>();
let javaCompiled: Promise<void> | undefined;

async function compileJavaSamples(): Promise<void> {
  const root = await mkdtemp(path.join(tmpdir(), 'samples-java-'));
  for (const [id, sample] of Object.entries(API_SAMPLES) as [string, ApiSample][]) {
    const dir = path.join(root, id);
    const code = sampleCode(sample, 'java').replaceAll('{sandboxUrl}', MOCK_URL);
    await mkdir(dir);
    await writeFile(path.join(dir, 'Main.java'), code);
    javaSamples.set(id, {dir, code});
  }
  const compiled = await runCommand('java', [path.join(__dirname, 'CompileEach.java'), ...[...javaSamples.values()].map(({dir}) => dir)], {cwd: root, timeoutMs: COMMAND_TIMEOUT_MS});
  if (compiled.status !== 0) throw new Error(`the Java samples did not compile:\n${compiled.stderr}${compiled.stdout}`);
}

async function runJavaSample(id: string): Promise<string> {
  await javaCompiled;
  const {dir, code} = javaSamples.get(id)!;
  return runCommands(dir, [['java', ['-cp', dir, 'Main']]], code, {API_KEY: TEST_KEY});
}

/** One request to the mock on a connection of its own (no keep-alive pool: see the top of this file). */
async function send(method: string, pathname: string, headers: Record<string, string>, body?: string): Promise<{status: number; text: string}> {
  const response = await requestOnce(MOCK_URL, pathname, {method, headers, body});
  return {status: response.status, text: response.body};
}

/** The operation's answer to the sample's request, asked directly (the reference each language's output must match). */
async function reference(sample: ApiSample): Promise<{status: number; body: Record<string, unknown>}> {
  const {status, text} = await send(
    sample.method,
    sample.path,
    {Authorization: `Bearer ${TEST_KEY}`, ...(sample.body ? {'Content-Type': 'application/json'} : {})},
    sample.body ? JSON.stringify(sample.body) : undefined,
  );
  return {status, body: JSON.parse(text) as Record<string, unknown>};
}

const LANGUAGES = SAMPLE_LANGUAGES.map(({value}) => value);

/** A sample's output against the operation's answer: the body (cURL), the status and body (Java, C#), or the fields it reads. */
function expectOutput(language: SampleLanguage, sample: ApiSample, output: string, expected: {status: number; body: Record<string, unknown>}): void {
  expect(expected.status).toBeLessThan(300);
  if (language === 'curl') expect(JSON.parse(output)).toEqual(expected.body);
  else if (language === 'java' || language === 'csharp') {
    const [status, ...json] = output.split(' ');
    expect(Number(status)).toBe(expected.status);
    expect(JSON.parse(json.join(' '))).toEqual(expected.body);
  } else expect(output).toBe(printed(sample, expected.body));
}

/** What a sample that reads fields prints for a response body. */
function printed(sample: ApiSample, body: Record<string, unknown>): string {
  const line = (object: Record<string, unknown>) => sample.result.fields.map((field) => String(object[field])).join(' ');
  const {each} = sample.result;
  return each ? (body[each.field] as Record<string, unknown>[]).map(line).join('\n') : line(body);
}

let mock: ContractMock | undefined;

beforeAll(async () => {
  mock = await startContractMock();
  MOCK_URL = mock.url;
  // Compiled while the other languages run: the Java cases come last.
  javaCompiled = compileJavaSamples();
  javaCompiled.catch(() => undefined);
}, 90_000);

afterAll(async () => {
  await mock?.stop();
  const [first] = javaSamples.values();
  if (first) await rm(path.dirname(first.dir), {recursive: true, force: true});
});

describe('the contract mock itself', () => {
  it('refuses a request that breaks the contract, and one without a key', async () => {
    const broken = await send('POST', '/v1/payments', {Authorization: `Bearer ${TEST_KEY}`, 'Content-Type': 'application/json'}, JSON.stringify({amount: 1000, currency: 'KES', phone: '+254712345678'}));
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect((await send('GET', '/v1/balance', {})).status).toBe(401);
  });
});

/** The operation's answer to each sample, asked once, when the first of its languages needs it. */
const references = new Map<string, Promise<{status: number; body: Record<string, unknown>}>>();
function referenceOf(id: string, sample: ApiSample) {
  if (!references.has(id)) references.set(id, reference(sample));
  return references.get(id)!;
}

/** Every sample in every language; Java last, as its samples compile together in the meantime. */
const CASES = [...LANGUAGES.filter((language) => language !== 'java'), 'java' as const].flatMap((language) =>
  (Object.entries(API_SAMPLES) as [string, ApiSample][]).map(([id, sample]) => [id, language, sample] as const),
);

/**
 * Every sample in every language, as one list of concurrent tests rather than a
 * block per sample: jest starts the next one as soon as one ends (up to
 * `--maxConcurrency`, which npm test sets), so the cores stay busy instead of
 * waiting, block after block, for each sample's slowest language (Java).
 */
describe('every sample, in every language', () => {
  it.concurrent.each(CASES)('%s runs in %s and reads the response of the contract mock', async (id, language, sample) => {
    const expected = await referenceOf(id, sample);
    // The request as the data says, sent directly, is one the contract accepts.
    expect([id, expected.status >= 200 && expected.status < 300]).toEqual([id, true]);
    const output = language === 'java' ? await runJavaSample(id) : await run(language, sampleCode(sample, language).replaceAll('{sandboxUrl}', MOCK_URL));
    expectOutput(language, sample, output, expected);
  }, TEST_TIMEOUT_MS);
});

describe('with the developer\'s sandbox key written in (after Try it, until "Hide key")', () => {
  const sample = API_SAMPLES.createPayment as ApiSample;
  it.concurrent.each(LANGUAGES)('%s still runs, reading no environment variable', async (language) => {
    const code = withApiKey(sampleCode(sample, language).replaceAll('{sandboxUrl}', MOCK_URL), language, TEST_KEY);
    expect(code).not.toContain('API_KEY');
    expect(code).toContain(TEST_KEY);
    const output = await run(language, code, {API_KEY: ''});
    expectOutput(language, sample, output, await reference(sample));
  }, TEST_TIMEOUT_MS);
});
