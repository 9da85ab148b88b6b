/**
 * What the contract (src/features/api/data/openapi.yaml) documents once and
 * every operation refers to, read as a payments engineer would: the API version
 * header everywhere; an Idempotency-Key on every POST, required on every request
 * that moves money or spends credit; money as whole numbers of the minor unit;
 * the rate-limit headers on every answer and 403 on every operation; every list
 * paginated the same way, and the lists of objects you create filtered by
 * reference, status and creation time; `reference` and `metadata` on every
 * object you create; payment ids apart from the ledger's; and the events a
 * webhook endpoint can subscribe to are exactly those the webhooks carry.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';

interface Response {
  $ref?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, {schema: Schema; example?: unknown}>;
}
interface Operation {
  operationId: string;
  parameters?: {$ref?: string; name?: string; in?: string; required?: boolean}[];
  requestBody?: {content: Record<string, {schema: Schema}>};
  responses: Record<string, Response>;
}
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  $ref?: string;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}
const contract = load(readFileSync(path.join(__dirname, '../../src/features/api/data/openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
  components: {schemas: Record<string, Schema>; responses: Record<string, Response>; parameters: Record<string, {name: string; required?: boolean}>};
};

const operations = Object.values(contract.paths).flatMap((item) => Object.entries(item).map(([method, op]) => ({method, ...op})));
const refs = (op: Operation) => (op.parameters ?? []).map((parameter) => parameter.$ref);
const schemaName = (ref: string | undefined) => ref?.split('/').pop();
const schema = (s: Schema | undefined): Schema | undefined => (s?.$ref ? schema(contract.components.schemas[schemaName(s.$ref)!]) : s);
const response = (r: Response): Response => (r.$ref ? contract.components.responses[schemaName(r.$ref)!]! : r);
const jsonSchema = (r: Response | undefined) => (r ? schema(response(r).content?.['application/json']?.schema) : undefined);
const successOf = (op: Operation) => Object.entries(op.responses).find(([status]) => status.startsWith('2'))!;
const requestSchema = (op: Operation) => schema(op.requestBody?.content['application/json']?.schema);

/** Whether a request body asks for an amount, here or in a list of items (a batch's payouts). */
const asksForAmount = (body: Schema | undefined): boolean =>
  !!body?.properties && Object.entries(body.properties).some(([name, property]) => name === 'amount' || asksForAmount(schema(property.items)));

/**
 * The operations that move money or spend credit without an amount in their request: a subscription charges
 * its first period at once. (The others ask for an amount, or can answer 402 insufficient_balance.)
 */
const MOVES_MONEY_WITHOUT_AMOUNT = ['createSubscription'];
/** Requests with an amount that move no money: a plan is a price list, a checkout session a page on which the customer pays (once: the session completes). */
const AMOUNT_WITHOUT_MOVING_MONEY = ['createPlan', 'createCheckoutSession'];

describe('the API contract', () => {
  it('has about forty operations', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
  });

  it('takes the dated version header on every operation', () => {
    expect(operations.filter((op) => !refs(op).includes('#/components/parameters/ApiVersion')).map((op) => op.operationId)).toEqual([]);
  });

  it('takes an Idempotency-Key on every POST, required on every request that moves money or spends credit', () => {
    expect(contract.components.parameters.IdempotencyKey).toMatchObject({name: 'Idempotency-Key', required: true});
    expect(contract.components.parameters.IdempotencyKeyOptional).toMatchObject({name: 'Idempotency-Key', required: false});
    const movesMoney = (op: Operation) =>
      (asksForAmount(requestSchema(op)) && !AMOUNT_WITHOUT_MOVING_MONEY.includes(op.operationId)) || '402' in op.responses || MOVES_MONEY_WITHOUT_AMOUNT.includes(op.operationId);
    const posts = operations.filter((op) => op.method === 'post');
    expect(posts.filter((op) => movesMoney(op) && !refs(op).includes('#/components/parameters/IdempotencyKey')).map((op) => op.operationId)).toEqual([]);
    expect(posts.filter((op) => !movesMoney(op) && !refs(op).includes('#/components/parameters/IdempotencyKeyOptional')).map((op) => op.operationId)).toEqual([]);
    // The ones that move money, by name: what the upgrade guide lists.
    expect(posts.filter(movesMoney).map((op) => op.operationId).sort()).toEqual(
      ['createCardPayment', 'createPayment', 'createPayout', 'createPayoutBatch', 'createRefund', 'createSubscription', 'sendOtp', 'sendSms'].sort(),
    );
  });

  it('asks for money as a whole number of the currency\'s minor unit, everywhere an amount is', () => {
    const amounts: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (Array.isArray(node)) node.forEach((item, i) => visit(item, `${where}.${i}`));
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
          if (key === 'amount' && where.endsWith('properties')) amounts.push(`${where}: ${JSON.stringify(value)}`);
          visit(value, `${where}.${key}`);
        }
      }
    };
    visit(contract.components.schemas, 'schemas');
    expect(amounts.length).toBeGreaterThanOrEqual(10);
    for (const amount of amounts) expect(amount).toMatch(/"\$ref":"#\/components\/schemas\/Amount"/);
    expect(contract.components.schemas.Amount).toMatchObject({type: 'integer', minimum: 1});
  });

  it('answers every operation with the three RateLimit headers, whatever the status, and documents 403', () => {
    const missing: string[] = [];
    for (const op of operations) {
      for (const [status, answer] of Object.entries(op.responses)) {
        const headers = Object.keys(response(answer).headers ?? {});
        for (const name of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']) if (!headers.includes(name)) missing.push(`${op.operationId} ${status} ${name}`);
      }
    }
    expect(missing).toEqual([]);
    expect(operations.filter((op) => op.responses['403']?.$ref !== '#/components/responses/Forbidden').map((op) => op.operationId)).toEqual([]);
  });

  it('answers every operation that can be refused for its rate with the one rate-limit answer', () => {
    expect(operations.filter((op) => op.responses['429']?.$ref !== '#/components/responses/RateLimited').map((op) => op.operationId)).toEqual([]);
  });

  it('paginates every list (an answer with `data`) the same way: a page with hasMore and nextCursor, asked with limit and startingAfter', () => {
    const lists = operations.filter((op) => op.method === 'get' && jsonSchema(successOf(op)[1])?.properties?.data);
    expect(lists.map((op) => op.operationId)).toEqual(expect.arrayContaining(['listPayments', 'listCustomerCards', 'listWebhookEndpoints', 'listEvents', 'listBanks']));
    for (const op of lists) {
      const page = jsonSchema(successOf(op)[1])!;
      expect([op.operationId, page.required]).toEqual([op.operationId, ['data', 'hasMore', 'nextCursor']]);
      expect([op.operationId, refs(op)]).toEqual([op.operationId, expect.arrayContaining(['#/components/parameters/Limit', '#/components/parameters/StartingAfter'])]);
    }
  });

  it('filters every list of objects you create by reference, status and creation time', () => {
    const lists = operations.filter((op) => op.method === 'get' && jsonSchema(successOf(op)[1])?.properties?.data);
    const ofReferencedObjects = lists.filter((op) => schema(jsonSchema(successOf(op)[1])!.properties!.data!.items)?.properties?.reference);
    expect(ofReferencedObjects.map((op) => op.operationId).sort()).toEqual(['listPayments', 'listPayouts', 'listRefunds', 'listSmsMessages', 'listTransactions'].sort());
    for (const op of ofReferencedObjects) {
      expect([op.operationId, refs(op)]).toEqual([op.operationId, expect.arrayContaining(['#/components/parameters/Reference', '#/components/parameters/CreatedFrom', '#/components/parameters/CreatedTo'])]);
      expect([op.operationId, (op.parameters ?? []).some((parameter) => parameter.name === 'status')]).toEqual([op.operationId, true]);
    }
  });

  it('keeps your reference and metadata on every object you create, and takes them in its request', () => {
    const created = ['Payment', 'Refund', 'Payout', 'PayoutBatch', 'Customer', 'Plan', 'Subscription', 'CheckoutSession', 'SmsMessage', 'Otp', 'Transaction', 'SmsDeliveryReport'];
    for (const name of created) expect([name, contract.components.schemas[name]!.required]).toEqual([name, expect.arrayContaining(['reference', 'metadata'])]);
    for (const op of operations.filter((candidate) => candidate.method === 'post' && candidate.requestBody)) {
      const answer = jsonSchema(successOf(op)[1]);
      const objectName = Object.entries(contract.components.schemas).find(([, candidate]) => candidate === answer)?.[0];
      if (!objectName || !created.includes(objectName) || op.operationId.startsWith('cancel') || op.operationId === 'verifyOtp') continue;
      expect([op.operationId, Object.keys(requestSchema(op)!.properties ?? {})]).toEqual([op.operationId, expect.arrayContaining(['reference', 'metadata'])]);
    }
  });

  it('names payments `pay_…` and the ledger\'s entries `txn_…`, in every example', () => {
    const text = readFileSync(path.join(__dirname, '../../src/features/api/data/openapi.yaml'), 'utf8');
    const paymentIds = [...text.matchAll(/\b(?:paymentId|sourceId|objectId): (\w+)/g)].map((match) => match[1]).filter((id) => id !== 'null');
    expect(paymentIds.length).toBeGreaterThan(3);
    for (const id of paymentIds) expect(id).toMatch(/^(pay|rfd|po|sms|cs)_/);
    expect(contract.components.schemas.Payment!.properties!.id).toMatchObject({examples: [expect.stringMatching(/^pay_/)]});
    expect(contract.components.schemas.Transaction!.properties!.id).toMatchObject({examples: [expect.stringMatching(/^txn_/)]});
  });

  it('has payment states for a payment being settled and one sent back, and what has been refunded', () => {
    expect(contract.components.schemas.PaymentStatus!.enum).toEqual(expect.arrayContaining(['pending', 'processing', 'succeeded', 'failed', 'cancelled', 'reversed']));
    expect(contract.components.schemas.Payment!.required).toEqual(expect.arrayContaining(['amountRefunded']));
    expect(contract.components.schemas.PayoutStatus!.enum).toEqual(expect.arrayContaining(['reversed']));
  });

  it('lets a webhook endpoint subscribe to exactly the events the webhooks carry, and the events API list them all', () => {
    const carried = Object.values(contract.webhooks).flatMap((item) =>
      Object.values(item).flatMap((op) => {
        const payload = contract.components.schemas[schemaName(op.requestBody?.content['application/json']?.schema.$ref) ?? '']!;
        return (payload.properties?.type?.enum ?? []) as string[];
      }),
    );
    expect(carried.length).toBeGreaterThan(15);
    expect([...carried].sort()).toEqual([...(contract.components.schemas.EventType!.enum as string[])].sort());
    // The events API answers with any of the webhooks' payloads.
    const payloads = Object.values(contract.webhooks).flatMap((item) => Object.values(item).map((op) => op.requestBody?.content['application/json']?.schema.$ref)).filter((ref) => ref && !ref.endsWith('UssdSessionEvent'));
    expect(contract.components.schemas.Event!.anyOf!.map((variant) => variant.$ref).sort()).toEqual([...payloads].sort());
  });

  it('names the recipient in every SMS delivery report', () => {
    const report = contract.webhooks.smsDeliveryReport!.post!;
    const payload = schema(report.requestBody!.content['application/json']!.schema)!;
    expect(schema(payload.properties!.data)!.required).toEqual(expect.arrayContaining(['messageId', 'phoneNumber', 'status']));
  });
});
