/**
 * Every API code sample, in all seven languages, run as a developer would
 * copy it against a mock of the API that Prism (@stoplight/prism-cli) makes
 * from src/data/api/openapi.yaml. Prism checks each request against the
 * contract (`--errors`: a request that breaks it gets a 4xx error instead of
 * the operation's example), so a sample passes only when its request is
 * accepted and its output is what it reads from the operation's response.
 * The toolchains come from scripts/ensure-toolchains.mjs (npm test runs it first).
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {API_SAMPLES, SAMPLE_LANGUAGES, type ApiSample, type SampleLanguage} from '@site/src/data/api/samples';
import {sampleCode} from '@site/src/data/api/sampleCode';
import {withApiKey} from '@site/src/data/api/sandboxKey';
import {startContractMock, type ContractMock} from '../e2e/contractMock';

const root = path.join(__dirname, '../..');
const MOCK_PORT = 4610;
const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`;
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

function run(language: SampleLanguage, code: string, env: Record<string, string> = {API_KEY: TEST_KEY}): string {
  const dir = mkdtempSync(path.join(tmpdir(), `sample-${language}-`));
  try {
    const file = path.join(dir, RUNNERS[language].file);
    writeFileSync(file, code);
    let stdout = '';
    for (const [command, args] of RUNNERS[language].commands(file)) {
      const result = spawnSync(command, args, {cwd: dir, encoding: 'utf8', timeout: 60_000, env: {...process.env, GO111MODULE: 'off', ...env}});
      if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}:\n${result.stderr}${result.stdout}\n--- code ---\n${code}`);
      stdout = result.stdout;
    }
    return stdout.trim();
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** The operation's answer to the sample's request, asked directly (the reference each language's output must match). */
async function reference(sample: ApiSample): Promise<{status: number; body: Record<string, unknown>}> {
  const response = await fetch(`${MOCK_URL}${sample.path}`, {
    method: sample.method,
    headers: {Authorization: `Bearer ${TEST_KEY}`, ...(sample.body ? {'Content-Type': 'application/json'} : {})},
    body: sample.body ? JSON.stringify(sample.body) : undefined,
  });
  return {status: response.status, body: (await response.json()) as Record<string, unknown>};
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
  mock = await startContractMock(MOCK_PORT);
}, 90_000);

afterAll(() => {
  mock?.stop();
});

describe('the contract mock itself', () => {
  it('refuses a request that breaks the contract, and one without a key', async () => {
    const broken = await fetch(`${MOCK_URL}/v1/payments`, {
      method: 'POST',
      headers: {Authorization: `Bearer ${TEST_KEY}`, 'Content-Type': 'application/json'},
      body: JSON.stringify({amount: 1000, currency: 'KES', phone: '+254712345678'}),
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect((await fetch(`${MOCK_URL}/v1/balance`)).status).toBe(401);
  });
});

describe.each(Object.entries(API_SAMPLES) as [string, ApiSample][])('sample %s', (id, sample) => {
  let expected: {status: number; body: Record<string, unknown>};
  beforeAll(async () => {
    expected = await reference(sample);
  });

  it('is accepted by the contract mock when sent as the data says', () => {
    expect(expected.status).toBeGreaterThanOrEqual(200);
    expect(expected.status).toBeLessThan(300);
  });

  it.each(LANGUAGES)(`runs in %s and reads the response`, (language) => {
    expectOutput(language, sample, run(language, sampleCode(sample, language).replaceAll('{sandboxUrl}', MOCK_URL)), expected);
  });
});

describe('with the developer\'s sandbox key written in (after Try it, until "Hide key")', () => {
  const sample = API_SAMPLES.createPayment as ApiSample;
  it.each(LANGUAGES)('%s still runs, reading no environment variable', async (language) => {
    const code = withApiKey(sampleCode(sample, language).replaceAll('{sandboxUrl}', MOCK_URL), language, TEST_KEY);
    expect(code).not.toContain('API_KEY');
    expect(code).toContain(TEST_KEY);
    expectOutput(language, sample, run(language, code, {API_KEY: ''}), await reference(sample));
  });
});
