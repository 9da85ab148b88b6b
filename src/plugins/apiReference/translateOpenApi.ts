/**
 * The API reference in another language. Beside the contract (openapi.yaml, in
 * English, the one contract), `openapi.<locale>.yaml` holds the locale's text of
 * every summary and description of the document, keyed by where the English text
 * is (proseKey). The plugin (index.ts) lays it over a copy of the document before
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
 * A copy of `document` with each prose string (a `summary` or `description`)
 * replaced by `translate(key, text)`. The key is where the text is in the
 * document: the names from the root joined by dots, an array's item named by
 * its `name`, `url` or `$ref` (else its index), as in
 * `paths./v1/payments.post.summary`, `paths./v1/payments/{id}/cancel.post.parameters.id.description`,
 * `servers.https://sandbox.api.{domain}.description` or
 * `components.schemas.PaymentRequest.properties.amount.description`.
 */
export function mapProse<T>(document: T, translate: (key: string, text: string) => string): T {
  const visit = (node: unknown, at: string[], names: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => visit(item, [...at, itemSegment(item, i)], false));
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([field, value]) => {
        if (!names && DATA_FIELDS.has(field)) return [field, value];
        if (!names && PROSE_FIELDS.has(field) && typeof value === 'string') return [field, translate([...at, field].join('.'), value)];
        return [field, visit(value, [...at, field], !names && NAME_MAPS.has(field))];
      }),
    );
  };
  return visit(document, [], false) as T;
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

/** The translations of a locale's file (key: text), or undefined when the locale has none. */
export function readOpenApiTranslations(locale: string, contract = OPENAPI_FILE): Record<string, string> | undefined {
  const file = openApiTranslationFile(locale, contract);
  if (!existsSync(file)) return undefined;
  const translations = yaml.load(readFileSync(file, 'utf8'), {filename: file});
  if (typeof translations !== 'object' || translations === null || Array.isArray(translations)) throw new Error(`${file}: not a map of keys to texts`);
  const notText = Object.entries(translations).find(([, text]) => typeof text !== 'string');
  if (notText) throw new Error(`${file}: "${notText[0]}" is not a text`);
  return translations as Record<string, string>;
}

/**
 * The document with its prose in another language, for the reference's model
 * (never for download). A text the translation lacks stays in English: the unit
 * test is what keeps the translation complete and current.
 */
export function translateOpenApi<T extends object>(document: T, translations: Record<string, string>): T {
  return mapProse(document, (key, text) => translations[key] ?? text);
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
