/**
 * @jest-environment node
 *
 * The API's error codes are one fixed list: the OpenAPI document's enum, the
 * errors guide's table (English and French) and the responses that name a
 * code agree. So are the failure codes of payments and payouts: each has its
 * row in the guide's section for it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

const root = path.join(__dirname, '../..');
type FailureSchema = 'PaymentFailureCode' | 'PayoutFailureCode' | 'RefundFailureCode' | 'SmsErrorCode';
interface ErrorExample {
  error: {type: string; code: string; docUrl: string};
}
const doc = yaml.load(readFileSync(path.join(root, 'src/features/api/data/openapi.yaml'), 'utf8')) as {
  components: {
    schemas: {Error: {properties: {error: {properties: {code: {enum: string[]}; type: {enum: string[]}}}}}} & Record<FailureSchema, {enum: (string | null)[]}>;
    responses: Record<string, {description: string; content: {'application/json': {example: ErrorExample}}}>;
  };
  paths: Record<string, Record<string, {responses: Record<string, unknown>}>>;
};
const codes = doc.components.schemas.Error.properties.error.properties.code.enum;
/** The guide's table of HTTP errors, row by row: `| 409 | \`invalid_request_error\` | <code id="duplicate_reference">duplicate_reference</code> | …`. */
const guideRows = (file: string) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/^\| (\d{3}) \| `([a-z_]+)` \| <code id="([a-z_]+)">([a-z_]+)<\/code> \|/gm)].map((match) => ({
    status: match[1],
    type: match[2],
    anchor: match[3],
    code: match[4],
  }));
const guideCodes = (file: string) => guideRows(file).map((row) => row.code);
const GUIDES = ['docs/errors.mdx', 'i18n/fr/docusaurus-plugin-content-docs/current/errors.mdx'];

/** The `failureCode` column of the table under the section whose anchor is `anchor` (in French, an MDX comment after the title gives the anchor). */
function sectionFailureCodes(file: string, anchor: string): string[] {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');
  const start = lines.findIndex((line) => line.startsWith('## ') && (line.includes(`{/* #${anchor} */}`) || slug(line.slice(3)) === anchor));
  if (start < 0) return [];
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines
    .slice(start, end < 0 ? undefined : end)
    .map((line) => /^\| `([a-z_]+)` \|/.exec(line)?.[1])
    .filter((code): code is string => !!code);
}
const failureCodes = (schema: FailureSchema) => doc.components.schemas[schema].enum.filter((code): code is string => code !== null);

describe('failure codes (a payment, refund, payout or message that was accepted, then failed)', () => {
  it.each([
    ['PaymentFailureCode', 'payment-failure-codes'],
    ['RefundFailureCode', 'refund-failure-codes'],
    ['PayoutFailureCode', 'payout-failure-codes'],
    ['SmsErrorCode', 'sms-error-codes'],
  ] as const)('%s: each is explained under #%s in both languages, in the same order', (schema, anchor) => {
    expect(failureCodes(schema).length).toBeGreaterThanOrEqual(3);
    for (const file of ['docs/errors.mdx', 'i18n/fr/docusaurus-plugin-content-docs/current/errors.mdx']) {
      expect([file, sectionFailureCodes(file, anchor)]).toEqual([file, failureCodes(schema)]);
    }
  });

  it('card payments have their own codes beside the mobile money ones', () => {
    expect(failureCodes('PaymentFailureCode')).toEqual(expect.arrayContaining(['insufficient_funds', 'card_declined', 'authentication_failed']));
  });
});

describe('API error codes', () => {
  it('are listed once in the OpenAPI document', () => {
    expect(codes.length).toBeGreaterThanOrEqual(9);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each(GUIDES)('are the ones %s explains, in the same order, each at its own anchor', (file) => {
    expect(guideCodes(file)).toEqual(codes);
    for (const row of guideRows(file)) expect(row.anchor).toBe(row.code);
  });

  it('each error response gives an example whose type, status and documentation link are the guide\'s for its code', () => {
    const rows = guideRows('docs/errors.mdx');
    const types = doc.components.schemas.Error.properties.error.properties.type.enum;
    for (const [name, response] of Object.entries(doc.components.responses)) {
      const {error} = response.content['application/json'].example;
      const row = rows.find((candidate) => candidate.code === error.code);
      expect([name, error.code, row?.type]).toEqual([name, error.code, error.type]);
      expect(types).toContain(error.type);
      expect(error.docUrl).toBe(`https://www.example.com/docs/errors#${error.code}`);
    }
    // Both languages give each code the same status and type.
    expect(guideRows(GUIDES[1]!).map(({status, type, code}) => [status, type, code])).toEqual(rows.map(({status, type, code}) => [status, type, code]));
  });

  it('every error response names a code of the list', () => {
    for (const [name, response] of Object.entries(doc.components.responses)) {
      const named = /^'?`([a-z_]+)`/.exec(response.description)?.[1];
      expect([name, codes.includes(named ?? '')]).toEqual([name, true]);
    }
  });

  it('every operation documents server errors (500 and 503) and rate limiting (429)', () => {
    for (const [pathName, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect([`${method} ${pathName}`, Object.keys(operation.responses).filter((status) => ['429', '500', '503'].includes(status))]).toEqual([`${method} ${pathName}`, ['429', '500', '503']]);
      }
    }
  });
});
