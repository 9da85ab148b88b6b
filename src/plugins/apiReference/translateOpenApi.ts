/**
 * The API reference in another language. Beside the contract (openapi.yaml, in
 * English, the one contract), `openapi.<locale>.yaml` holds the locale's text of
 * every summary and description of the document, keyed by where the English text
 * is, and the examples the locale's pages show in place of some of the contract's
 * (keys ending in `.examples`: francophone numbers, wallets and francs CFA on French pages). The plugin (index.ts) lays it over a copy of the document before
 * its `$ref`s are resolved, for the reference's model only: the documents
 * published for download, the Postman collection and the sandbox lookup keep the
 * English contract. Node-only; checked by tests/unit/apiReferenceTranslations.test.ts.
 */
import {existsSync, readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import type {ApiModel} from '../../features/api/data/model';
import {OPENAPI_FILE, buildApiModel, resolveRefs, type LoadedOpenApi} from './loadOpenApi';

/** The fields a reader reads: the ones translated (a tag's `x-displayName` is its heading). */
const PROSE_FIELDS = new Set(['summary', 'description', 'x-displayName']);
/** Values of the API itself (examples, defaults, allowed values): never translated, even where they hold a `description`. */
const DATA_FIELDS = new Set(['example', 'examples', 'default', 'enum', 'const']);
/** Maps whose keys are names (of paths, properties, responses...), not fields: a property called `default` is not a default. */
const NAME_MAPS = new Set(['paths', 'webhooks', 'schemas', 'properties', 'parameters', 'responses', 'requestBodies', 'headers', 'securitySchemes', 'variables', 'content', 'callbacks', 'links']);

/** The translation of the contract for a locale, beside it: openapi.fr.yaml. */
export function openApiTranslationFile(locale: string, contract = OPENAPI_FILE): string {
  return contract.replace(/\.yaml$/, `.${locale}.yaml`);
}

/** An array's item in a key: its `name` (tags, parameters), its `url` (servers), its `$ref`, else its index. */
function itemSegment(item: unknown, index: number): string {
  if (typeof item === 'object' && item !== null) {
    for (const field of ['name', 'url', '$ref']) {
      const value = (item as Record<string, unknown>)[field];
      if (typeof value === 'string') return value;
    }
  }
  return String(index);
}

/**
 * A copy of `document` with each value of the fields `fields` (a `summary` or
 * `description`; or the API's `examples`) replaced by `map(key, value)`. The key
 * is where the value is in the document: the names from the root joined by dots,
 * an array's item named by its `name`, `url` or `$ref` (else its index), as in
 * `paths./v1/payments.post.summary`, `paths./v1/payments/{id}/cancel.post.parameters.id.description`,
 * `servers.https://sandbox.api.{domain}.description`,
 * `components.schemas.PaymentRequest.properties.amount.description` or `components.schemas.PhoneNumber.examples`.
 */
function mapFields<T>(document: T, fields: 'prose' | 'examples', map: (key: string, value: unknown) => unknown): T {
  const visit = (node: unknown, at: string[], names: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => visit(item, [...at, itemSegment(item, i)], false));
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([field, value]) => {
        if (!names && fields === 'examples' && field === 'examples' && Array.isArray(value)) return [field, map([...at, field].join('.'), value)];
        if (!names && DATA_FIELDS.has(field)) return [field, value];
        if (!names && fields === 'prose' && PROSE_FIELDS.has(field) && typeof value === 'string') return [field, map([...at, field].join('.'), value)];
        return [field, visit(value, [...at, field], !names && NAME_MAPS.has(field))];
      }),
    );
  };
  return visit(document, [], false) as T;
}

/** A copy of `document` with each prose string (a `summary` or `description`) replaced by `translate(key, text)` (keys: see mapFields). */
export function mapProse<T>(document: T, translate: (key: string, text: string) => string): T {
  return mapFields(document, 'prose', (key, value) => translate(key, value as string));
}

/** Every list of `examples` of the document (of a schema, a parameter, a header) by its key (see mapFields). */
export function examplesOf(document: object): Map<string, unknown[]> {
  const examples = new Map<string, unknown[]>();
  mapFields(document, 'examples', (key, value) => {
    examples.set(key, value as unknown[]);
    return value;
  });
  return examples;
}

/** Every prose string of the document by its key (see mapProse), in the document's order. */
export function proseOf(document: object): Map<string, string> {
  const prose = new Map<string, string>();
  mapProse(document, (key, text) => {
    if (prose.has(key)) throw new Error(`OpenAPI translation: two texts have the key "${key}"`);
    prose.set(key, text);
    return text;
  });
  return prose;
}

/**
 * A locale's file: the text of each prose key, and, under keys that end in `.examples`, the examples its
 * pages show instead of the contract's (a French page's phone numbers are Senegalese, its amounts in francs CFA).
 */
export type OpenApiTranslations = Record<string, string | unknown[]>;

/** Whether a key of a locale's file names a list of examples rather than a text. */
export const isExamplesKey = (key: string) => key.endsWith('.examples');

/** The translations of a locale's file, or undefined when the locale has none. */
export function readOpenApiTranslations(locale: string, contract = OPENAPI_FILE): OpenApiTranslations | undefined {
  const file = openApiTranslationFile(locale, contract);
  if (!existsSync(file)) return undefined;
  const translations = yaml.load(readFileSync(file, 'utf8'), {filename: file});
  if (typeof translations !== 'object' || translations === null || Array.isArray(translations)) throw new Error(`${file}: not a map of keys to texts`);
  const wrong = Object.entries(translations).find(([key, value]) => (isExamplesKey(key) ? !Array.isArray(value) : typeof value !== 'string'));
  if (wrong) throw new Error(`${file}: "${wrong[0]}" is not ${isExamplesKey(wrong[0]) ? 'a list of examples' : 'a text'}`);
  return translations as OpenApiTranslations;
}

/**
 * The document with its prose in another language, and the examples the locale's pages show,
 * for the reference's model (never for download). A text the translation lacks stays in English:
 * the unit test is what keeps the translation complete and current.
 */
export function translateOpenApi<T extends object>(document: T, translations: OpenApiTranslations): T {
  const texts = mapProse(document, (key, text) => (typeof translations[key] === 'string' ? (translations[key] as string) : text));
  return mapFields(texts, 'examples', (key, value) => (Array.isArray(translations[key]) ? translations[key] : value));
}

/**
 * The reference's model in a locale: built from the document with the locale's
 * translation laid over it, and marked `translated`; the contract's own model
 * when the locale has no translation. The document itself is left as it is.
 */
export function modelInLocale({document, model}: Pick<LoadedOpenApi, 'document' | 'model'>, locale: string, contract = OPENAPI_FILE): ApiModel {
  const translations = readOpenApiTranslations(locale, contract);
  return translations ? {...buildApiModel(resolveRefs(translateOpenApi(document, translations))), translated: true} : model;
}
