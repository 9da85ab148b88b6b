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
import {API_SAMPLES, SAMPLE_EXAMPLES, SAMPLE_LANGUAGES, isPagedList, requestPath, samplesFor, type ApiSample, type SampleLanguage, type SampleLocale} from '@site/src/features/api/data/samples';
import {sampleCode} from '@site/src/features/api/data/sampleCode';
import {withApiKey} from '@site/src/features/api/data/sandboxKey';
import {API_VERSION} from '@site/src/constants';
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

/**
 * Where a sample is saved: in the system's temporary folder, but JavaScript's inside this project's
 * `.tmp/`, where Node finds the typed client (openapi-fetch) in node_modules as a developer's project would.
 */
async function sampleDir(language: SampleLanguage): Promise<string> {
  if (language !== 'javascript') return mkdtemp(path.join(tmpdir(), `sample-${language}-`));
  await mkdir(path.join(root, '.tmp/samples'), {recursive: true});
  return mkdtemp(path.join(root, '.tmp/samples', `sample-${language}-`));
}

async function run(language: SampleLanguage, code: string, env: Record<string, string> = {API_KEY: TEST_KEY}): Promise<string> {
  const dir = await sampleDir(language);
  try {
    const file = path.join(dir, RUNNERS[language].file);
    await writeFile(file, code);
    return await runCommands(dir, RUNNERS[language].commands(file), code, env);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

/** A sample's run: whether it ended well, and what it printed (or, when it failed, what it said). */
interface SampleRun {
  ok: boolean;
  output: string;
}

/**
 * The samples of the compiled languages, each language's compiled together
 * once, and Java's and C#'s also run together, one after the other in one
 * process. Compiled and run one by one, each sample pays for a compiler's and a
 * runtime's start (a JVM's is about a second of CPU) and, in Go, a link of the
 * whole HTTP stack: the largest share of this suite's time.
 * - Java: each sample in a folder of its own, all compiled by one JVM, which
 *   then runs each sample's `Main`, from a class loader of its own, catching
 *   what it prints (tests/samples/CompileEach.java).
 * - Go: each sample a package of its own in one module (`package main`
 *   renamed, its `main` exported as `Main`), and one program that runs the
 *   sample named by its argument: one build, one link, a cheap process a run.
 * - C#: each sample in a namespace of its own, all in one assembly whose entry
 *   point runs the samples named by its arguments one after the other (each
 *   sample's own `Main`, by reflection), catching what each prints.
 */
interface CompiledLanguage {
  /** Writes every sample's code under `root`, compiles them (throwing with the compiler's output when one does not compile), and gives the function that runs one by its id. */
  prepare(root: string, samples: Map<string, string>): Promise<(id: string) => Promise<SampleRun>>;
}

/** `code` with its one occurrence of `pattern` replaced: a sample shaped otherwise cannot be compiled with the others. */
function replaceOnce(code: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = code.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (matches.length !== 1) throw new Error(`expected one ${what} in the sample, found ${matches.length}:\n${code}`);
  return code.replace(pattern, replacement);
}

async function runOrThrow(command: string, args: string[], root: string, what: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const result = await runCommand(command, args, {cwd: root, env, timeoutMs: COMMAND_TIMEOUT_MS});
  if (result.status !== 0) throw new Error(`${what}:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

/** The runs of a batch's output: each sample's after its line `@@@ <name> ok` (or `error …`), up to `@@@ end`. */
function batchRuns(output: string, idOf: (name: string) => string): Map<string, SampleRun> {
  const runs = new Map<string, SampleRun>();
  const parts = output.split(/^@@@ /m).slice(1);
  for (const part of parts) {
    const newline = part.indexOf('\n');
    const [name, ...outcome] = (newline < 0 ? part : part.slice(0, newline)).split(' ');
    if (name === 'end') break;
    const printed = newline < 0 ? '' : part.slice(newline + 1);
    const ok = outcome[0] === 'ok';
    runs.set(idOf(name!), {ok, output: ok ? printed.trim() : `${outcome.join(' ')}\n${printed}`});
  }
  return runs;
}

const SAMPLE_ENV = () => ({...process.env, API_KEY: TEST_KEY});
const fromBatch = (runs: Map<string, SampleRun>) => async (id: string) => runs.get(id) ?? {ok: false, output: `no run of ${id} in the batch's output`};

const goPackage = (index: number) => `sample${index}`;
const csharpNamespace = (id: string) => `Sample_${id}`;

const COMPILED: Partial<Record<SampleLanguage, CompiledLanguage>> = {
  java: {
    async prepare(root, samples) {
      for (const [id, code] of samples) {
        await mkdir(path.join(root, id));
        await writeFile(path.join(root, id, 'Main.java'), code);
      }
      // The JIT's first tier only: each sample runs for a moment, too short for the optimizing tier to pay back its compile time.
      const output = await runOrThrow('java', ['-XX:TieredStopAtLevel=1', path.join(__dirname, 'CompileEach.java'), ...[...samples.keys()].map((id) => path.join(root, id))], root, 'the Java samples did not compile', SAMPLE_ENV());
      return fromBatch(batchRuns(output, (folder) => path.basename(folder)));
    },
  },
  go: {
    async prepare(root, samples) {
      const ids = [...samples.keys()];
      for (const [index, id] of ids.entries()) {
        const code = replaceOnce(replaceOnce(samples.get(id)!, /^package main$/m, `package ${goPackage(index)}`, 'package main'), /^func main\(\) \{$/m, 'func Main() {', 'func main()');
        await mkdir(path.join(root, goPackage(index)));
        await writeFile(path.join(root, goPackage(index), 'main.go'), code);
      }
      await writeFile(path.join(root, 'go.mod'), 'module samples\n\ngo 1.18\n');
      await writeFile(
        path.join(root, 'main.go'),
        [
          'package main',
          '',
          'import (',
          '\t"os"',
          ...ids.map((_, index) => `\t"samples/${goPackage(index)}"`),
          ')',
          '',
          'func main() {',
          '\tswitch os.Args[1] {',
          ...ids.flatMap((id, index) => [`\tcase "${id}":`, `\t\t${goPackage(index)}.Main()`]),
          '\tdefault:',
          '\t\tpanic("no sample " + os.Args[1])',
          '\t}',
          '}',
          '',
        ].join('\n'),
      );
      // No dependency outside the standard library: nothing to download.
      await runOrThrow('go', ['build', '-o', 'samples', '.'], root, 'the Go samples did not compile', {...process.env, GO111MODULE: 'on', GOFLAGS: '-mod=mod', GOPROXY: 'off'});
      return async (id) => {
        const result = await runCommand(path.join(root, 'samples'), [id], {cwd: root, env: SAMPLE_ENV(), timeoutMs: COMMAND_TIMEOUT_MS});
        return {ok: result.status === 0, output: result.status === 0 ? result.stdout.trim() : `${result.stderr}${result.stdout}`};
      };
    },
  },
  csharp: {
    async prepare(root, samples) {
      for (const [id, code] of samples) {
        // After the last `using` directive, the rest of the file goes into the sample's namespace.
        const usings = [...code.matchAll(/^using [\w.]+;$/gm)];
        const split = usings.length ? usings.at(-1)!.index! + usings.at(-1)![0].length : 0;
        await writeFile(path.join(root, `${id}.cs`), `${code.slice(0, split)}\nnamespace ${csharpNamespace(id)} {\n${code.slice(split)}\n}\n`);
      }
      await writeFile(
        path.join(root, 'RunSample.cs'),
        [
          'using System;',
          'using System.IO;',
          'using System.Reflection;',
          'static class RunSample',
          '{',
          '    static void Main(string[] args)',
          '    {',
          '        var output = Console.Out;',
          '        foreach (var id in args)',
          '        {',
          '            var printed = new StringWriter();',
          '            var outcome = "ok";',
          '            Console.SetOut(printed);',
          '            try',
          '            {',
          `                var program = typeof(RunSample).Assembly.GetType("${csharpNamespace('')}" + id + ".Program", true);`,
          '                program.GetMethod("Main", BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic).Invoke(null, null);',
          '            }',
          '            catch (TargetInvocationException thrown)',
          '            {',
          '                outcome = "error " + thrown.InnerException.Message.Replace("\\n", " ");',
          '            }',
          '            finally',
          '            {',
          '                Console.SetOut(output);',
          '            }',
          '            output.WriteLine("@@@ " + id + " " + outcome);',
          '            output.Write(printed.ToString());',
          '        }',
          '        output.WriteLine("@@@ end");',
          // Mono sometimes lingers after Main returns (its HTTP client's threads): the answers are printed, so the run ends there.
          '        output.Flush();',
          '        Environment.Exit(0);',
          '    }',
          '}',
          '',
        ].join('\n'),
      );
      await runOrThrow('mcs', ['-nologo', '-r:System.Net.Http', '-main:RunSample', '-out:samples.exe', ...[...samples.keys()].map((id) => `${id}.cs`), 'RunSample.cs'], root, 'the C# samples did not compile');
      const output = await runOrThrow('mono', [path.join(root, 'samples.exe'), ...samples.keys()], root, 'the C# samples did not run', SAMPLE_ENV());
      return fromBatch(batchRuns(output, (id) => id));
    },
  },
};

/** The sample as the page shows it, sending its request to the contract mock. */
function runnableCode(sample: ApiSample, language: SampleLanguage): string {
  return sampleCode(sample, language).replaceAll('{sandboxUrl}', MOCK_URL);
}

/** Each compiled language's samples, compiled (and, for Java and C#, run) in the background from the start: the function that gives one's run. */
const compiledRuns = new Map<SampleLanguage, Promise<(id: string) => Promise<SampleRun>>>();

async function prepareSamples(language: SampleLanguage, compiled: CompiledLanguage): Promise<(id: string) => Promise<SampleRun>> {
  const root = await mkdtemp(path.join(tmpdir(), `samples-${language}-`));
  roots.push(root);
  const samples = new Map(CASE_SAMPLES.map(({key, sample}) => [key, runnableCode(sample, language)]));
  return compiled.prepare(root, samples);
}

/** Sample `key`'s run in its compiled language; `code` (the sample as written) goes into the message if it failed. */
async function runCompiledSample(language: SampleLanguage, key: string, code: string): Promise<string> {
  const run = await (await compiledRuns.get(language)!)(key);
  if (!run.ok) throw new Error(`${language} sample ${key} failed:\n${run.output}\n--- code ---\n${code}`);
  return run.output;
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
    requestPath(sample),
    {
      Authorization: `Bearer ${TEST_KEY}`,
      'Api-Version': API_VERSION,
      ...(sample.method === 'POST' ? {'Idempotency-Key': `reference-${sample.operationId}`} : {}),
      ...(sample.body ? {'Content-Type': 'application/json'} : {}),
    },
    sample.body ? JSON.stringify(sample.body) : undefined,
  );
  return {status, body: JSON.parse(text) as Record<string, unknown>};
}

const LANGUAGES = SAMPLE_LANGUAGES.map(({value}) => value);

/**
 * A sample's output against the operation's answer: the body (cURL; a list's items one a line), the status and
 * body (Java, C#; a list's one page of the mock), or the fields it reads.
 */
function expectOutput(language: SampleLanguage, sample: ApiSample, output: string, expected: {status: number; body: Record<string, unknown>}): void {
  expect(expected.status).toBeLessThan(300);
  if (language === 'curl' && isPagedList(sample)) expect(output.split('\n').map((line) => JSON.parse(line) as unknown)).toEqual(expected.body.data);
  else if (language === 'curl') expect(JSON.parse(output)).toEqual(expected.body);
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
  // Compiled (and Java's and C#'s run) while the other languages run: their cases come last.
  for (const [language, compiled] of Object.entries(COMPILED) as [SampleLanguage, CompiledLanguage][]) {
    const runs = prepareSamples(language, compiled);
    runs.catch(() => undefined);
    compiledRuns.set(language, runs);
  }
}, 90_000);

afterAll(async () => {
  for (const runs of compiledRuns.values()) await runs.catch(() => undefined);
  await mock?.stop();
  for (const root of roots) await rm(root, {recursive: true, force: true});
});

describe('the contract mock itself', () => {
  it('refuses a request that breaks the contract, and one without a key', async () => {
    const unkeyedHeaders = {Authorization: `Bearer ${TEST_KEY}`, 'Content-Type': 'application/json'};
    const headers = {...unkeyedHeaders, 'Idempotency-Key': 'mock-check'};
    const broken = await send('POST', '/v1/payments', headers, JSON.stringify({amount: 100000, currency: 'KES', phone: '+254712345678'}));
    expect(broken.status).toBeGreaterThanOrEqual(400);
    // Money in the currency's minor unit: a whole number.
    const decimal = await send('POST', '/v1/payments', headers, JSON.stringify({amount: 1000.5, currency: 'KES', phoneNumber: '+254712345678', wallet: 'mpesa'}));
    expect(decimal.status).toBe(400);
    // A request that moves money without an Idempotency-Key.
    const unkeyed = await send('POST', '/v1/payments', unkeyedHeaders, JSON.stringify({amount: 100000, currency: 'KES', phoneNumber: '+254712345678', wallet: 'mpesa'}));
    expect(unkeyed.status).toBe(400);
    expect((await send('GET', '/v1/balance', {})).status).toBe(401);
  });
});

/** The operation's answer to each sample, asked once, when the first of its languages needs it. */
const references = new Map<string, Promise<{status: number; body: Record<string, unknown>}>>();
function referenceOf(key: string, sample: ApiSample) {
  if (!references.has(key)) references.set(key, reference(sample));
  return references.get(key)!;
}

/** Every compiled language's samples' roots, removed at the end. */
const roots: string[] = [];

/**
 * Every sample once per locale's examples (English pages' and French pages'), keyed `<id>_<locale>`: a
 * locale's sample whose code is the English one's in every language (a lookup by id) runs once, as English.
 */
const CASE_SAMPLES = (Object.keys(SAMPLE_EXAMPLES) as SampleLocale[]).flatMap((locale) => {
  const english = samplesFor(SAMPLE_EXAMPLES.en) as Record<string, ApiSample>;
  return (Object.entries(samplesFor(SAMPLE_EXAMPLES[locale])) as [string, ApiSample][])
    .filter(([id, sample]) => locale === 'en' || LANGUAGES.some((language) => sampleCode(sample, language) !== sampleCode(english[id]!, language)))
    .map(([id, sample]) => ({key: `${id}_${locale}`, sample}));
});

/** Every sample in every language; the compiled languages last, as their samples compile (and run) together in the meantime. */
const CASES = [...LANGUAGES.filter((language) => !COMPILED[language]), ...LANGUAGES.filter((language) => COMPILED[language])].flatMap((language) =>
  CASE_SAMPLES.map(({key, sample}) => [key, language, sample] as const),
);

/**
 * Every sample in every language, as one list of concurrent tests rather than a
 * block per sample: jest starts the next one as soon as one ends (up to
 * `--maxConcurrency`, which npm test sets), so the cores stay busy instead of
 * waiting, block after block, for each sample's slowest language.
 */
describe('every sample, in every language, with each locale\'s examples', () => {
  it('runs the French pages\' examples too, where they differ', () => {
    expect(CASE_SAMPLES.filter(({key}) => key.endsWith('_fr')).length).toBeGreaterThanOrEqual(10);
  });

  it.concurrent.each(CASES)('%s runs in %s and reads the response of the contract mock', async (key, language, sample) => {
    const expected = await referenceOf(key, sample);
    // The request as the data says, sent directly, is one the contract accepts.
    expect([key, expected.status >= 200 && expected.status < 300]).toEqual([key, true]);
    const code = runnableCode(sample, language);
    const output = COMPILED[language] ? await runCompiledSample(language, key, code) : await run(language, code);
    expectOutput(language, sample, output, expected);
  }, TEST_TIMEOUT_MS);
});

describe('with the developer\'s sandbox key written in (after Try it, until "Hide key")', () => {
  const sample = API_SAMPLES.createPayment as ApiSample;
  it.concurrent.each(LANGUAGES)('%s still runs, reading no environment variable', async (language) => {
    const code = withApiKey(runnableCode(sample, language), language, TEST_KEY);
    expect(code).not.toContain('API_KEY');
    expect(code).toContain(TEST_KEY);
    const output = await run(language, code, {API_KEY: ''});
    expectOutput(language, sample, output, await reference(sample));
  }, TEST_TIMEOUT_MS);
});
