import path from 'node:path';
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import {brand} from '@site/src/brand';
import {WALLET_IDS} from '@site/src/features/coverage/data/markets';
import {loadOpenApi, resolveRefs} from '@site/src/plugins/apiReference/loadOpenApi';
import {API_WEBHOOKS_ROUTE, operationsByTag, referencePages, referenceRoutes, tagSlug, webhookEvents, type ApiOperation, type SchemaField} from '@site/src/features/api/data/model';
import {API_SAMPLES} from '@site/src/features/api/data/samples';
import {rulesSentence} from '@site/src/features/api/data/referencePage';
import SchemaTable, {flattenFields} from '@site/src/features/api/ApiReference/SchemaTable';
import ApiText, {ContractTranslated, inlineParts, paragraphsOf} from '@site/src/features/api/ApiReference/ApiText';
import {mockI18n} from './mocks/useDocusaurusContext';

const {document, resolved, model} = loadOpenApi(brand, path.join(__dirname, '../../src/features/api/data/openapi.yaml'));

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => [key, ...keysOf(child)]);
  return [];
}

describe('loadOpenApi', () => {
  it('resolves every $ref of the document', () => {
    expect(keysOf(document)).toContain('$ref');
    expect(keysOf(resolved)).not.toContain('$ref');
    expect(JSON.stringify(model)).not.toContain('$ref');
  });

  it('fills in the brand: the title and the domain of every server', () => {
    expect(model.title).toBe(`${brand.name} API`);
    expect((document.info as {title: string}).title).toBe(`${brand.name} API`);
    expect(model.servers.map((server) => server.url)).toEqual([`https://api.${brand.domain}`, `https://sandbox.api.${brand.domain}`]);
    expect(JSON.stringify(model)).not.toContain('{domain}');
    expect(JSON.stringify(document)).not.toContain('example.com"');
  });

  it('gives every operation and webhook an operationId, a summary and a unique anchor', () => {
    const all = [...model.operations, ...model.webhooks];
    expect(model.operations.length).toBeGreaterThanOrEqual(6);
    expect(model.webhooks.length).toBeGreaterThanOrEqual(2);
    for (const op of all) {
      expect(op.operationId).toMatch(/^[A-Za-z][\w-]*$/);
      expect(op.summary.length).toBeGreaterThan(3);
    }
    const anchors = all.map((op) => op.operationId);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it('reduces schemas to fields: required, enums, defaults and rules', () => {
    const create = model.operations.find((op) => op.operationId === 'createPayment')!;
    expect(create.method).toBe('post');
    expect(create.path).toBe('/v1/payments');
    expect(create.security).toEqual(['bearerAuth']);
    const fields = Object.fromEntries(create.requestBody!.schema!.fields!.map((field) => [field.name, field]));
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['amount', 'currency', 'phoneNumber', 'wallet']));
    expect(fields.amount!.required).toBe(true);
    // Money in the currency's minor unit: a whole number of at least 1.
    expect(fields.amount!.schema).toMatchObject({type: 'integer', ref: 'Amount'});
    expect(fields.amount!.schema.constraints).toContainEqual({rule: 'minimum', values: [1]});
    expect(fields.currency!.schema.enum).toContain('KES');
    expect(fields.wallet!.required).toBe(false);
    expect(fields.wallet!.schema.enum).toEqual(WALLET_IDS);
    expect(fields.method!.schema.default).toBe('"mobile_money"');
    expect(fields.phoneNumber!.schema.pattern).toBe('^\\+[1-9][0-9]{7,14}$');
  });

  it('keeps nested objects, arrays and nullable unions readable', () => {
    const sms = model.operations.find((op) => op.operationId === 'getSmsMessage')!;
    const recipients = sms.responses[0]!.body!.schema!.fields!.find((field) => field.name === 'recipients')!;
    expect(recipients.schema.type).toBe('array of object');
    expect(recipients.schema.fields!.map((field) => field.name)).toEqual(['phoneNumber', 'status', 'errorCode', 'deliveredAt']);
    const transaction = model.operations.find((op) => op.operationId === 'getTransaction')!.responses[0]!.body!.schema!;
    const failureCode = transaction.fields!.find((field) => field.name === 'failureCode')!;
    expect(failureCode.schema.type).toContain('string | null');
    const errorCode = recipients.schema.fields!.find((field) => field.name === 'errorCode')!;
    expect(errorCode.schema.type).toBe('string | null');
    expect(errorCode.schema.enum).toContain('sender_id_not_registered');
  });

  it('marks error responses with the shared error object and leaves webhooks unauthenticated', () => {
    expect(model.errorSchema?.fields?.[0]?.name).toBe('error');
    const unauthorized = model.operations[0]!.responses.find((response) => response.status === '401')!;
    expect(unauthorized.body?.schema?.ref).toBe('Error');
    for (const webhook of model.webhooks) expect(webhook.security).toEqual([]);
  });

  it('groups operations by tag in the document’s order', () => {
    const groups = operationsByTag(model);
    expect(groups.map((group) => group.tag.name)).toEqual(['Payments', 'Refunds', 'Payouts', 'Customers', 'Subscriptions', 'Checkout', 'SMS', 'Sender IDs', 'OTP', 'Transactions', 'Account', 'Webhook endpoints', 'Events']);
    expect(groups.flatMap((group) => group.operations)).toHaveLength(model.operations.length);
  });

  it('stops at a $ref cycle instead of expanding it forever', () => {
    const cyclic = {
      components: {schemas: {Node: {type: 'object', properties: {child: {$ref: '#/components/schemas/Node'}}}}},
      root: {$ref: '#/components/schemas/Node'},
    };
    const out = resolveRefs(cyclic) as {root: {properties: {child: Record<string, unknown>}}};
    expect(out.root.properties.child).toEqual({'x-circular-ref': '#/components/schemas/Node', 'x-ref-name': 'Node'});
    expect(() => resolveRefs({a: {$ref: 'other.yaml#/x'}})).toThrow(/only local references/);
    expect(() => resolveRefs({a: {$ref: '#/nowhere'}})).toThrow(/nothing at "nowhere"/);
  });
});

describe('API_SAMPLES', () => {
  it.each(Object.entries(API_SAMPLES))('%s calls an operation of the document', (_id, sample) => {
    expect(model.operations.map((op) => op.operationId)).toContain(sample.operationId);
  });
});

describe('ApiText', () => {
  it('splits paragraphs and code spans, and renders them as text', () => {
    expect(paragraphsOf('One\nline.\n\nTwo.')).toEqual(['One line.', 'Two.']);
    expect(inlineParts('Use `a` or `b`.')).toEqual(['Use ', 'a', ' or ', 'b', '.']);
    const {container} = render(<ApiText text={'Send <b>bold</b> as `code`.\n\nSecond.'} />);
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('code')).toHaveTextContent('code');
    expect(container).toHaveTextContent('Send <b>bold</b> as code.');
  });
  it('marks the contract’s text as English in another locale, unless the page’s model is translated', () => {
    mockI18n.currentLocale = 'fr';
    try {
      const {container} = render(
        <>
          <ApiText text="The payment." />
          <ContractTranslated.Provider value>
            <ApiText text="Le paiement." />
          </ContractTranslated.Provider>
        </>,
      );
      const [english, french] = Array.from(container.querySelectorAll('p'));
      expect(english).toHaveAttribute('lang', 'en');
      expect(french).not.toHaveAttribute('lang');
    } finally {
      mockI18n.currentLocale = 'en';
    }
  });
});

describe('SchemaTable', () => {
  const fields: SchemaField[] = [
    {name: 'amount', required: true, schema: {type: 'number', constraints: [{rule: 'greaterThan', values: [0]}], description: 'The amount.'}},
    {name: 'wallet', required: false, schema: {type: 'string', enum: ['mpesa', 'airtel-money'], constraints: []}},
    {
      name: 'recipients',
      required: false,
      schema: {
        type: 'array of object',
        constraints: [],
        fields: [{name: 'phoneNumber', required: true, schema: {type: 'string', format: 'e164', constraints: []}}],
      },
    },
  ];

  it('puts the rules in words, numbers grouped, plurals right, rules of items marked', () => {
    expect(rulesSentence([{rule: 'maxLength', values: [64]}, {rule: 'greaterThan', values: [0]}])).toBe('At most 64 characters; greater than 0.');
    expect(rulesSentence([{rule: 'minItems', values: [1]}, {rule: 'maxItems', values: [1000]}])).toBe('At least 1 item; at most 1,000 items.');
    expect(rulesSentence([{rule: 'lengthRange', values: [3, 11], each: true}, {rule: 'multipleOf', values: [0.01]}, {rule: 'uniqueItems', values: []}])).toBe(
      'Each 3 to 11 characters; a multiple of 0.01; unique items.',
    );
  });

  it('flattens nested fields after their parent, one level deeper', () => {
    expect(flattenFields(fields).map(({row, depth, parents}) => [row.name, depth, parents.join('.')])).toEqual([
      ['amount', 0, ''],
      ['wallet', 0, ''],
      ['recipients', 0, ''],
      ['phoneNumber', 1, 'recipients[]'],
    ]);
  });

  it('shows which fields are required in words, their enums and rules', () => {
    render(<SchemaTable fields={fields} label="Request body fields" />);
    const table = screen.getByRole('region', {name: 'Request body fields'});
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    const amount = within(table).getByRole('rowheader', {name: /amount/});
    expect(amount).toHaveTextContent('required');
    expect(within(table).getByRole('rowheader', {name: /wallet/})).toHaveTextContent('optional');
    expect(rows[2]).toHaveTextContent('One of: mpesa, airtel-money');
    expect(rows[1]).toHaveTextContent('Greater than 0.');
    // By its code: the name holds <wbr> break points (BreakableText), which jsdom's name computation reads as spaces; browsers do not.
    const nested = within(table).getByText('phoneNumber', {selector: 'code'}).closest('th')!;
    expect(nested).toHaveAttribute('scope', 'row');
    expect(nested).toHaveTextContent('recipients[].phoneNumber');
    expect(nested.closest('tr')).toHaveAttribute('data-depth', '1');
    expect(rows[4]).toHaveTextContent('e164');
  });
});

describe('the reference cut into pages (referencePages)', () => {
  const pages = referencePages(model);

  it('names each tag\'s page after the tag: lowercase, anything but letters and digits as "-"', () => {
    expect(['Payments', 'Sender IDs', 'Webhook endpoints', 'OTP'].map(tagSlug)).toEqual(['payments', 'sender-ids', 'webhook-endpoints', 'otp']);
  });

  it('gives each tag with operations a page holding its operations only, in the contract\'s order', () => {
    const groups = operationsByTag(model);
    expect(pages.resources.map((page) => page.route)).toEqual(groups.map(({tag}) => `/api-reference/${tagSlug(tag.name)}`));
    for (const [i, {props}] of pages.resources.entries()) expect(props.operations).toEqual(groups[i]!.operations);
    expect(pages.resources.flatMap(({props}) => props.operations)).toHaveLength(model.operations.length);
    expect(referenceRoutes(model)).toEqual(['/api-reference', ...pages.resources.map((page) => page.route), API_WEBHOOKS_ROUTE]);
  });

  it('gives the index summaries and the error object, no operation\'s fields', () => {
    expect(pages.index.resources.flatMap((resource) => resource.operations.map((op) => Object.keys(op).sort()))).toEqual(model.operations.map(() => ['method', 'operationId', 'summary']));
    expect(pages.index.errorSchema).toEqual(model.errorSchema);
    expect(JSON.stringify(pages.index)).not.toContain('requestBody');
  });

  it('lists every event type of the webhooks\' payloads, and a webhook without types by its summary', () => {
    const types = pages.webhooks.events.filter((event) => event.type).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['payment.succeeded', 'payment.failed', 'sms.delivered']));
    const ussd = model.webhooks.find((webhook) => webhook.operationId === 'ussdSessionWebhook')!;
    expect(pages.webhooks.events).toContainEqual({operationId: ussd.operationId, summary: ussd.summary});
    const bare = {operationId: 'x', summary: 'A webhook', method: 'post', path: 'x', kind: 'webhook', tag: 'X', parameters: [], responses: [], security: []} satisfies ApiOperation;
    expect(webhookEvents([bare])).toEqual([{operationId: 'x', summary: 'A webhook'}]);
  });

  it('refuses a tag whose page would be the webhooks page', () => {
    const clash = {...model, tags: [...model.tags, {name: 'Webhooks', label: 'Webhooks'}], operations: [...model.operations, {...model.operations[0]!, operationId: 'clash', tag: 'Webhooks'}]};
    expect(() => referencePages(clash)).toThrow(/two pages would be published at \/api-reference\/webhooks/);
  });
});
