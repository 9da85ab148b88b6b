/**
 * @jest-environment node
 */
/** Try it's logic: the sandbox key rules, the key in the samples, and the requests (src/features/api/TryIt/request.ts). */
import {checkSandboxKey, withApiKey} from '@site/src/features/api/data/sandboxKey';
import {API_SAMPLES, SAMPLE_LANGUAGES, type ApiSample} from '@site/src/features/api/data/samples';
import {sampleCode} from '@site/src/features/api/data/sampleCode';
import {buildRequest, jsonProblem, sendRequest} from '@site/src/features/api/TryIt/request';

const KEY = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';

describe('checkSandboxKey', () => {
  it('takes sandbox keys only', () => {
    expect(checkSandboxKey(KEY)).toBe('ok');
    expect(checkSandboxKey(`  ${KEY}\n`)).toBe('ok');
    expect(checkSandboxKey('')).toBe('empty');
    expect(checkSandboxKey('   ')).toBe('empty');
    expect(checkSandboxKey('sk_live_4eC39HqLyjWDarjtT1zdp7dc')).toBe('live');
    expect(checkSandboxKey('pk_test_4eC39HqLyjWDarjtT1zdp7dc')).toBe('malformed');
    expect(checkSandboxKey('sk_test_')).toBe('malformed');
    // Nothing that could end a string in a sample, or become markup.
    expect(checkSandboxKey("sk_test_abcdefgh'; rm -rf /")).toBe('malformed');
    expect(checkSandboxKey('sk_test_<img src=x onerror=alert(1)>')).toBe('malformed');
  });
});

describe('withApiKey', () => {
  it('writes the key where each language reads API_KEY, and nowhere else', () => {
    for (const {value: language} of SAMPLE_LANGUAGES) {
      const code = sampleCode(API_SAMPLES.createPayment as ApiSample, language);
      const filled = withApiKey(code, language, KEY);
      expect(filled).toContain(KEY);
      expect(filled).not.toContain('API_KEY');
      expect(filled.split(KEY)).toHaveLength(2);
    }
  });

  it('drops the import the key leaves unused (Go does not compile one; Python keeps no dead import)', () => {
    const go = withApiKey(sampleCode(API_SAMPLES.getBalance as ApiSample, 'go'), 'go', KEY);
    expect(go).not.toContain('"os"');
    const python = withApiKey(sampleCode(API_SAMPLES.getBalance as ApiSample, 'python'), 'python', KEY);
    expect(python).not.toContain('import os');
  });

  it('leaves the code alone for anything but a well-formed sandbox key', () => {
    const code = sampleCode(API_SAMPLES.getBalance as ApiSample, 'javascript');
    for (const key of ['', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc', "sk_test_x'+alert(1)+'"]) expect(withApiKey(code, 'javascript', key)).toBe(code);
  });
});

describe('buildRequest', () => {
  const base = {baseUrl: 'https://sandbox.api.example.africa', method: 'get', path: '/v1/transactions/{id}', headers: {}, key: KEY};

  it('fills the path, the bearer key and the headers typed', () => {
    expect(buildRequest({...base, pathParams: {id: 'txn_1'}, headers: {'Idempotency-Key': ' abc ', Other: ''}})).toEqual({
      method: 'GET',
      url: 'https://sandbox.api.example.africa/v1/transactions/txn_1',
      headers: {Authorization: `Bearer ${KEY}`, Accept: 'application/json', 'Idempotency-Key': 'abc'},
      body: undefined,
    });
    expect(buildRequest({...base, method: 'post', path: '/v1/payments', pathParams: {}, body: '{}'}).headers['Content-Type']).toBe('application/json');
  });

  it('keeps a base path, and never leaves the sandbox\'s origin, whatever is typed as a parameter', () => {
    expect(buildRequest({...base, baseUrl: 'https://example.africa/sandbox/', pathParams: {id: 'a'}}).url).toBe('https://example.africa/sandbox/v1/transactions/a');
    for (const id of ['//evil.example/x', '@evil.example', '../../..', 'https://evil.example', '%2F%2Fevil.example']) {
      expect(new URL(buildRequest({...base, pathParams: {id}}).url).origin).toBe('https://sandbox.api.example.africa');
    }
  });
});

describe('sendRequest', () => {
  const request = {method: 'GET', url: 'https://sandbox.api.example.africa/v1/balance', headers: {}};

  it('reads status, headers and body, indenting JSON', async () => {
    const fake = jest.fn(async () => new Response('{"balances":[]}', {status: 200, statusText: 'OK', headers: {'content-type': 'application/json', 'x-request-id': 'r1'}}));
    const outcome = await sendRequest(request, 1000, fake as unknown as typeof fetch);
    expect(outcome).toMatchObject({kind: 'response', status: 200, statusText: 'OK', body: '{\n  "balances": []\n}', json: true});
    expect(outcome.kind === 'response' && outcome.headers).toEqual([
      ['content-type', 'application/json'],
      ['x-request-id', 'r1'],
    ]);
    expect(fake.mock.calls[0]).toEqual([request.url, expect.objectContaining({credentials: 'omit', referrerPolicy: 'no-referrer', mode: 'cors'})]);
  });

  it('says network when the request fails, and timeout when no answer comes in time', async () => {
    expect(await sendRequest(request, 1000, (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch)).toEqual({kind: 'network'});
    const never = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
    expect(await sendRequest(request, 20, never)).toEqual({kind: 'timeout'});
  });
});

describe('jsonProblem', () => {
  it('is empty for JSON and says what is wrong otherwise', () => {
    expect(jsonProblem('{"a": 1}')).toBeUndefined();
    expect(jsonProblem('{"a": 1,')).toMatch(/JSON|Unexpected|Expected/);
  });
});
