/** The code samples against the API contract (the built site's every code block is checked in tests/integration/api-samples.test.ts). */
import {MINOR_UNITS, WALLET_IDS} from '@site/src/features/coverage/data/markets';
import {API_SAMPLES, SAMPLE_EXAMPLES, SAMPLE_LANGUAGES, fillSample, requestPath, samplesFor, type ApiSample} from '@site/src/features/api/data/samples';
import {sampleCode} from '@site/src/features/api/data/sampleCode';
import {checkCall, findApiCalls, loadOpenApi, segmentsMatch} from '../support/apiCalls';

const doc = loadOpenApi();
const fill = (code: string) => fillSample(code, {domain: 'example.africa'});

const samples = Object.entries(API_SAMPLES) as [string, ApiSample][];
/** Every language's examples (French pages send francs CFA from Dakar): each must call the contract as well. */
const everyLocale = Object.entries(SAMPLE_EXAMPLES).flatMap(([locale, examples]) => (Object.entries(samplesFor(examples)) as [string, ApiSample][]).map(([id, sample]) => [locale, id, sample] as const));
const pathOnly = (path: string) => path.split('?')[0]!;
const queryOf = (path: string) => [...new URLSearchParams(path.split('?')[1] ?? '').keys()];

describe('every sample in src/features/api/data/samples.ts, in every language and with each locale\'s examples', () => {
  for (const [locale, id, sample] of everyLocale) {
    for (const {value: language} of SAMPLE_LANGUAGES) {
      it(`${id} (${locale}) in ${language} calls ${sample.operationId} with the fields it defines`, () => {
        const calls = findApiCalls(fill(sampleCode(sample, language)));
        expect(calls).toHaveLength(1);
        // A list read to its end also sends the cursor of the page before (startingAfter).
        expect({...calls[0], query: calls[0]!.query?.filter((name) => name !== 'startingAfter')}).toMatchObject({method: sample.method, path: pathOnly(requestPath(sample)), query: queryOf(requestPath(sample))});
        expect(calls.flatMap((call) => checkCall(call, doc))).toEqual([]);
        // The habits of production code: the version written for, and an Idempotency-Key on every POST.
        expect(calls[0]).toMatchObject({apiVersion: true, idempotencyKey: sample.method === 'POST'});
      });
    }
  }

  it('every operation of the contract has a sample, kept under its operationId (the reference and Try it show it)', () => {
    const operationIds = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(operationIds.length).toBeGreaterThanOrEqual(30);
    expect(operationIds.filter((id) => !Object.hasOwn(API_SAMPLES, id))).toEqual([]);
    for (const id of operationIds) expect((API_SAMPLES as Record<string, ApiSample>)[id]!.operationId).toBe(id);
  });

  it('each locale\'s examples write money with the exponent the market data gives their currency', () => {
    for (const examples of Object.values(SAMPLE_EXAMPLES)) expect([examples.currency, examples.exponent]).toEqual([examples.currency, MINOR_UNITS[examples.currency]]);
    expect(samplesFor(SAMPLE_EXAMPLES.en).createPayment.body.amount).toBe(SAMPLE_EXAMPLES.en.amount * 100);
    expect(samplesFor(SAMPLE_EXAMPLES.fr).createPayment.body.amount).toBe(SAMPLE_EXAMPLES.fr.amount);
    expect(MINOR_UNITS.NGN).toBe(2); // the bank payout's ₦150,000.00, written 15000000
  });

  it('the seven languages of a sample send the body of its data', () => {
    for (const [, sample] of samples) {
      for (const {value} of SAMPLE_LANGUAGES) expect(findApiCalls(fill(sampleCode(sample, value)))[0]!.body).toEqual(sample.body);
    }
  });

  it('each names its operation: the data\'s operationId is the one of its method and path', () => {
    for (const [, sample] of samples) {
      const [template, item] = Object.entries(doc.paths).find(([template, item]) => segmentsMatch(template, pathOnly(requestPath(sample))) && item[sample.method.toLowerCase()])!;
      expect(template).toBe(sample.path);
      expect([template, item[sample.method.toLowerCase()]!.operationId]).toEqual([template, sample.operationId]);
    }
  });
});

describe('the check itself catches what a wrong sample would do', () => {
  const curl = (path: string, body: string, method = 'POST') => `curl -X ${method} https://sandbox.api.example.africa${path} \\\n  -H "Authorization: Bearer $API_KEY" \\\n  -d '${body}'`;

  it('an unknown path or method', () => {
    expect(checkCall(findApiCalls(curl('/v1/payment', '{}'))[0]!, doc)).toEqual(['POST /v1/payment: no such operation in the OpenAPI document']);
    expect(checkCall(findApiCalls('curl -X DELETE https://x.example/v1/transactions/abc -H "Authorization: Bearer k"')[0]!, doc)[0]).toMatch(/no such operation/);
  });

  it('a renamed field, a missing required one and a value outside an enum', () => {
    const problems = checkCall(findApiCalls(curl('/v1/payments', '{"amount": 1000, "currency": "KES", "phone": "+254712345678", "wallet": "paypal"}'))[0]!, doc);
    expect(problems).toEqual([
      'POST /v1/payments: no Idempotency-Key header, which createPayment requires',
      'POST /v1/payments: required field "phoneNumber" missing',
      'POST /v1/payments: field "phone" is not defined by createPayment',
      `POST /v1/payments: "wallet" is "paypal", not one of ${WALLET_IDS.join(', ')}`,
    ]);
  });

  it('a query parameter the operation does not define', () => {
    expect(checkCall(findApiCalls('curl "https://x.example/v1/payments?status=pending&state=x" -H "Authorization: Bearer k"')[0]!, doc)).toEqual([
      'GET /v1/payments: query parameter "state" is not defined by listPayments',
    ]);
  });

  it('a missing bearer header', () => {
    expect(checkCall(findApiCalls('curl https://x.example/v1/balance')[0]!, doc)).toEqual(['GET /v1/balance: no "Authorization: Bearer" header']);
  });

  it('PHP, Java, Go and C# calls are read, and a wrong field in one of them is caught', () => {
    const wrong: ApiSample = {...API_SAMPLES.createPayment, body: {...API_SAMPLES.createPayment.body, phone: '+254712345678'}};
    for (const language of ['php', 'java', 'go', 'csharp'] as const) {
      const [call] = findApiCalls(fill(sampleCode(wrong, language)));
      expect(call).toMatchObject({style: language, method: 'POST', path: '/v1/payments', bearer: true});
      expect(checkCall(call!, doc)).toEqual(['POST /v1/payments: field "phone" is not defined by createPayment']);
    }
  });

  it('fetch and requests calls are read too, and a call written as an SDK\'s fails: the API has none', () => {
    const js = `await fetch(\`https://x/v1/sms/messages/\${id}\`, {method: 'GET', headers: {Authorization: \`Bearer \${key}\`}});`;
    expect(findApiCalls(js)).toEqual([{style: 'fetch', method: 'GET', path: '/v1/sms/messages/${id}', query: [], body: undefined, bearer: true, idempotencyKey: false, apiVersion: false}]);
    const py = `requests.post(\n    "https://x/v1/sms/messages",\n    headers={"Authorization": f"Bearer {key}", "Idempotency-Key": key},\n    json={"from": "A", "to": ["+254712345678"]},\n)`;
    expect(checkCall(findApiCalls(py)[0]!, doc)).toEqual(['POST /v1/sms/messages: required field "message" missing']);
    expect(checkCall(findApiCalls(`client.payments.create({amount: 100, currency: 'KES', phoneNumber: '+254712345678', wallet: 'mpesa'})`)[0]!, doc)).toEqual([
      'client.payments.create: the API has no SDK; write the call with an HTTP client or the typed client (docs/typed-client.mdx)',
    ]);
  });
});

describe('the samples\' words as shown', () => {
  it('give every sample a title and every comment its words, in one place (sampleTitles.ts)', async () => {
    const {SAMPLE_TITLES, SAMPLE_COMMENTS} = await import('@site/src/features/api/data/sampleTitles');
    expect(Object.keys(SAMPLE_TITLES).sort()).toEqual(Object.keys(API_SAMPLES).sort());
    for (const [, sample] of samples) if (sample.result.comment) expect(SAMPLE_COMMENTS[sample.result.comment]).toBeTruthy();
  });
});
