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
const doc = yaml.load(readFileSync(path.join(root, 'src/features/api/data/openapi.yaml'), 'utf8')) as {
  components: {schemas: {Error: {properties: {error: {properties: {code: {enum: string[]}}}}}} & Record<'PaymentFailureCode' | 'PayoutFailureCode', {enum: (string | null)[]}>; responses: Record<string, {description: string}>};
  paths: Record<string, Record<string, {responses: Record<string, unknown>}>>;
};
const codes = doc.components.schemas.Error.properties.error.properties.code.enum;
/** The `code` column of the guide's table of HTTP errors: rows `| 409 | \`code\` | …`. */
const guideCodes = (file: string) => [...readFileSync(path.join(root, file), 'utf8').matchAll(/^\| (\d{3}) \| `([a-z_]+)` \|/gm)].map((match) => match[2]);

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
const failureCodes = (schema: 'PaymentFailureCode' | 'PayoutFailureCode') => doc.components.schemas[schema].enum.filter((code): code is string => code !== null);

describe('failure codes (a payment or a payout that was accepted, then failed)', () => {
  it.each([
    ['PaymentFailureCode', 'payment-failure-codes'],
    ['PayoutFailureCode', 'payout-failure-codes'],
  ] as const)('%s: each is explained under #%s in both languages, in the same order', (schema, anchor) => {
    expect(failureCodes(schema).length).toBeGreaterThanOrEqual(4);
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

  it.each([['docs/errors.mdx'], ['i18n/fr/docusaurus-plugin-content-docs/current/errors.mdx']])('are the ones %s explains, in the same order', (file) => {
    expect(guideCodes(file)).toEqual(codes);
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
