/**
 * @jest-environment node
 *
 * The API reference in French: src/features/api/data/openapi.fr.yaml has a
 * French text for every summary and description of the contract (openapi.yaml)
 * and none the contract no longer has, keeps each text's `code` spans, and is
 * written the French way (i18n/fr/STYLE.md, the checker of
 * tests/support/frenchTypography.ts). The plugin lays it over the page's model
 * only (src/plugins/apiReference/translateOpenApi.ts): the downloads keep the
 * English contract.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {brand} from '@site/src/brand';
import {loadOpenApi} from '@site/src/plugins/apiReference/loadOpenApi';
import {examplesOf, isExamplesKey, mapProse, modelInLocale, openApiTranslationFile, proseOf, readOpenApiTranslations} from '@site/src/plugins/apiReference/translateOpenApi';
import {frenchTypographySlips} from '../support/frenchTypography';
import {frenchGlossaryAvoid} from '../support/frenchProse';

const root = path.join(__dirname, '../..');
const contractFile = path.join(root, 'src/features/api/data/openapi.yaml');
const contract = loadOpenApi(brand, contractFile);
/** The contract's texts by key (`paths./v1/payments.post.summary`: `Create a payment`). */
const english = proseOf(contract.document);
const translations = readOpenApiTranslations('fr', contractFile) ?? {};
/** The French texts (the file's other keys are the examples French pages show). */
const french = Object.fromEntries(Object.entries(translations).filter((entry): entry is [string, string] => !isExamplesKey(entry[0]))) as Record<string, string>;
const frenchExamples = Object.entries(translations).filter(([key]) => isExamplesKey(key)) as [string, unknown[]][];
const frenchEntries = Object.entries(french).filter(([key]) => english.has(key));

/** A text's `code` spans, each once, sorted. */
const codeSpans = (text: string) => [...new Set(text.match(/`[^`]+`/g) ?? [])].sort();
/** What a reader reads as prose: the code spans left out (as the French gate reads Markdown, tests/support/frenchProse.ts). */
const proseOfText = (text: string) => text.replace(/`[^`]+`/g, ' ');

/** A model's values without its texts (summaries, descriptions, tags' headings) and examples: what a translation must leave as it is. */
function withoutProse(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProse);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, child]) => !(['summary', 'description', 'label', 'example'].includes(key) && typeof child === 'string') && key !== 'translated')
      .map(([key, child]) => [key, withoutProse(child)]),
  );
}

/** The tags whose heading French writes as English does (a name, or the same word). */
const SAME_IN_FRENCH = new Set(['tags.SMS.x-displayName', 'tags.Transactions.x-displayName', 'tags.USSD.x-displayName']);

describe('openapi.fr.yaml (the API reference in French)', () => {
  it('is the French file beside the contract', () => {
    expect(openApiTranslationFile('fr', contractFile)).toBe(path.join(root, 'src/features/api/data/openapi.fr.yaml'));
    expect(english.size).toBeGreaterThan(60);
    expect(Object.keys(french).length).toBeGreaterThan(60);
  });

  it('has a French text for every summary and description of openapi.yaml', () => {
    const missing = [...english.keys()].filter((key) => !(key in french));
    expect(missing).toEqual([]);
  });

  it('has no stale key: each one is a text of openapi.yaml', () => {
    const stale = Object.keys(french).filter((key) => !english.has(key));
    expect(stale).toEqual([]);
  });

  it('translates each text, keeping every `code` span of the English', () => {
    const untranslated = frenchEntries.filter(([key, text]) => text.trim() === english.get(key)!.trim()).map(([key]) => key);
    expect(untranslated.filter((key) => !SAME_IN_FRENCH.has(key))).toEqual([]);
    const changed = frenchEntries
      .filter(([key, text]) => codeSpans(text).join(' ') !== codeSpans(english.get(key)!).join(' '))
      .map(([key, text]) => ({key, english: codeSpans(english.get(key)!), french: codeSpans(text)}));
    expect(changed).toEqual([]);
  });

  it('writes French typography (i18n/fr/STYLE.md): no slip, typographic apostrophes and guillemets, and none of the glossary’s rejected words', () => {
    const avoid = frenchGlossaryAvoid(readFileSync(path.join(root, 'i18n/fr/STYLE.md'), 'utf8'));
    const found = frenchEntries.flatMap(([key, text]) => {
      const prose = proseOfText(text);
      return [
        ...frenchTypographySlips(prose).map((slip) => `${key}: ${slip.rule}: …${slip.context}…`),
        ...(/['"]/.test(prose) ? [`${key}: a straight quote or apostrophe in prose (’ and « »)`] : []),
        ...avoid.filter(({pattern}) => pattern.test(prose)).map(({word, use}) => `${key}: « ${word} » (write « ${use} »)`),
      ];
    });
    expect(found).toEqual([]);
  });
});

describe('openapi.fr.yaml\'s examples (what French pages show instead of Kenyan values)', () => {
  const contractExamples = examplesOf(contract.document);
  /** The schema that holds a key's examples (the key without `.examples`), read from the contract. */
  const schemaAt = (key: string) =>
    key
      .split('.')
      .slice(0, -1)
      .reduce<Record<string, unknown>>((node, segment) => node[segment] as Record<string, unknown>, contract.document as Record<string, unknown>) as {enum?: unknown[]; pattern?: string; type?: string | string[]};

  it('replace examples of the contract, one for one, with values the contract takes', () => {
    expect(frenchExamples.length).toBeGreaterThanOrEqual(5);
    for (const [key, values] of frenchExamples) {
      expect([key, contractExamples.has(key)]).toEqual([key, true]);
      expect([key, values.length]).toEqual([key, contractExamples.get(key)!.length]);
      const schema = schemaAt(key);
      for (const value of values) {
        if (schema.enum) expect([key, schema.enum]).toEqual([key, expect.arrayContaining([value])]);
        if (schema.pattern) expect([key, new RegExp(schema.pattern).test(String(value))]).toEqual([key, true]);
        if (schema.type === 'integer') expect([key, Number.isInteger(value)]).toEqual([key, true]);
      }
    }
  });

  it('are francophone: a Senegalese number and wallet, francs CFA', () => {
    const model = modelInLocale(contract, 'fr', contractFile);
    const fields = model.operations.find((op) => op.operationId === 'createPayment')!.requestBody!.schema!.fields!;
    const example = (name: string) => fields.find((field) => field.name === name)!.schema.example;
    expect([example('phoneNumber'), example('currency'), example('wallet'), example('amount')]).toEqual(['"+221771234567"', '"XOF"', '"orange-money"', '5000']);
    const englishFields = contract.model.operations.find((op) => op.operationId === 'createPayment')!.requestBody!.schema!.fields!;
    expect(englishFields.find((field) => field.name === 'phoneNumber')!.schema.example).toBe('"+254712345678"');
  });
});

describe('the API reference’s model in a locale', () => {
  const model = modelInLocale(contract, 'fr', contractFile);
  const operation = (id: string) => [...model.operations, ...model.webhooks].find((op) => op.operationId === id)!;

  it('takes the French texts, through every $ref, and says so', () => {
    expect(model.translated).toBe(true);
    expect(operation('createPayment').summary).toBe(french['paths./v1/payments.post.summary']);
    expect(model.servers.map((server) => server.description)).toEqual([
      french['servers.https://api.{domain}.description'],
      french['servers.https://sandbox.api.{domain}.description'],
    ]);
    // A component's text, where the operation refers to it.
    const currency = operation('createPayment').requestBody!.schema!.fields!.find((field) => field.name === 'currency')!;
    expect(currency.schema.description).toBe(french['components.schemas.Currency.description']!.trim());
    expect(operation('createPayment').responses.find((response) => response.status === '429')!.description).toBe(french['components.responses.RateLimited.description']!.trim());
  });

  it('changes the texts only, and leaves the contract (the downloads, the sandbox lookup) in English', () => {
    expect(withoutProse(model)).toEqual(withoutProse(contract.model));
    expect(contract.model.translated).toBeUndefined();
    expect(proseOf(contract.document)).toEqual(english);
    expect(contract.model.servers.find((server) => /sandbox/i.test(server.description ?? ''))?.url).toBe(`https://sandbox.api.${brand.domain}`);
  });

  it('is the contract’s own model in a locale without a translation', () => {
    expect(modelInLocale(contract, 'xx', contractFile)).toBe(contract.model);
  });
});

describe('mapProse (the keys of a translation)', () => {
  it('names each text by where it is, array items by name or URL, and leaves the API’s values alone', () => {
    const document = {
      servers: [{url: 'https://api.{domain}', description: 'Live'}],
      tags: [{name: 'Payments', description: 'Collect money.'}],
      paths: {
        '/v1/items/{id}': {
          get: {
            summary: 'Get an item',
            parameters: [{name: 'id', in: 'path', description: 'The id.'}],
            responses: {default: {description: 'An error.', content: {'application/json': {example: {description: 'data, not prose'}}}}},
          },
        },
      },
      components: {schemas: {Item: {properties: {description: {type: 'string', description: 'Shown to the customer.', default: 'none'}}}}},
    };
    expect([...proseOf(document)]).toEqual([
      ['servers.https://api.{domain}.description', 'Live'],
      ['tags.Payments.description', 'Collect money.'],
      ['paths./v1/items/{id}.get.summary', 'Get an item'],
      ['paths./v1/items/{id}.get.parameters.id.description', 'The id.'],
      ['paths./v1/items/{id}.get.responses.default.description', 'An error.'],
      ['components.schemas.Item.properties.description.description', 'Shown to the customer.'],
    ]);
    const upper = mapProse(document, (_key, text) => text.toUpperCase());
    expect(upper.paths['/v1/items/{id}'].get.summary).toBe('GET AN ITEM');
    expect(upper.paths['/v1/items/{id}'].get.responses.default.content['application/json'].example.description).toBe('data, not prose');
    expect(document.tags[0]!.description).toBe('Collect money.');
  });
});
