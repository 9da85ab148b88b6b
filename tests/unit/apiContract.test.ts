/**
 * What the contract (src/features/api/data/openapi.yaml) documents once and
 * every operation refers to: the API version header, idempotency on every
 * POST, the rate limit's answer, cursor pagination on every paginated list;
 * and the events a webhook endpoint can subscribe to are exactly those the
 * webhooks carry, each with its payload.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';

interface Operation {
  operationId: string;
  parameters?: {$ref?: string; name?: string}[];
  requestBody?: {content: Record<string, {schema: {$ref?: string}}>};
  responses: Record<string, {$ref?: string; content?: Record<string, {schema: {$ref?: string}}>}>;
}
interface Schema {
  enum?: string[];
  properties?: Record<string, Schema>;
  $ref?: string;
}
const contract = load(readFileSync(path.join(__dirname, '../../src/features/api/data/openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
  components: {schemas: Record<string, Schema>};
};

const operations = Object.values(contract.paths).flatMap((item) => Object.entries(item).map(([method, op]) => ({method, ...op})));
const refs = (op: Operation) => (op.parameters ?? []).map((parameter) => parameter.$ref);
const schemaName = (ref: string | undefined) => ref?.split('/').pop();

describe('the API contract', () => {
  it('has about thirty operations', () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
  });

  it('takes the dated version header on every operation', () => {
    expect(operations.filter((op) => !refs(op).includes('#/components/parameters/ApiVersion')).map((op) => op.operationId)).toEqual([]);
  });

  it('takes an Idempotency-Key on every POST', () => {
    expect(operations.filter((op) => op.method === 'post' && !refs(op).includes('#/components/parameters/IdempotencyKey')).map((op) => op.operationId)).toEqual([]);
  });

  it('answers every operation that can be refused for its rate with the one rate-limit answer', () => {
    expect(operations.filter((op) => op.responses['429']?.$ref !== '#/components/responses/RateLimited').map((op) => op.operationId)).toEqual([]);
  });

  it('paginates every list that can grow (a page with hasMore) with the same two parameters', () => {
    const paginated = operations.filter((op) => {
      const schema = contract.components.schemas[schemaName(op.responses['200']?.content?.['application/json']?.schema.$ref) ?? ''];
      return schema?.properties?.hasMore !== undefined;
    });
    expect(paginated.map((op) => op.operationId)).toEqual(
      expect.arrayContaining(['listPayments', 'listRefunds', 'listPayouts', 'listSmsMessages', 'listTransactions', 'listInboundSms', 'listSenderIds']),
    );
    for (const op of paginated) {
      expect([op.operationId, refs(op)]).toEqual([op.operationId, expect.arrayContaining(['#/components/parameters/Limit', '#/components/parameters/StartingAfter'])]);
    }
  });

  it('lets a webhook endpoint subscribe to exactly the events the webhooks carry', () => {
    const carried = Object.values(contract.webhooks).flatMap((item) =>
      Object.values(item).flatMap((op) => {
        const payload = contract.components.schemas[schemaName(op.requestBody?.content['application/json']?.schema.$ref) ?? '']!;
        return payload.properties?.type?.enum ?? [];
      }),
    );
    expect(carried.length).toBeGreaterThan(10);
    expect([...carried].sort()).toEqual([...contract.components.schemas.EventType!.enum!].sort());
  });
});
