/**
 * The API reference's pages as the contract says they must be, read from
 * src/features/api/data/openapi.yaml as written (not through the site's
 * loader): the index, one page per tag with operations (its address from the
 * tag's name: lowercase, anything but letters and digits as `-`), the webhooks
 * page, and the event types of each webhook's payload (its `type` enum).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

interface RawOperation {
  operationId: string;
  summary: string;
  tags?: string[];
  requestBody?: {content?: Record<string, {schema?: RawSchema}>};
}
interface RawSchema {
  $ref?: string;
  enum?: string[];
  properties?: Record<string, RawSchema>;
}
interface RawDoc {
  tags?: {name: string; 'x-displayName'?: string}[];
  paths: Record<string, Record<string, RawOperation>>;
  webhooks?: Record<string, Record<string, RawOperation>>;
  components?: {schemas?: Record<string, RawSchema>};
}

const DATA = path.join(__dirname, '../../src/features/api/data');
const doc = yaml.load(readFileSync(path.join(DATA, 'openapi.yaml'), 'utf8')) as RawDoc;
const french = yaml.load(readFileSync(path.join(DATA, 'openapi.fr.yaml'), 'utf8')) as Record<string, string>;

export const INDEX_ROUTE = '/api-reference';
export const WEBHOOKS_ROUTE = '/api-reference/webhooks';

export interface ContractOperation {
  operationId: string;
  method: string;
  summary: string;
}

const operationsOf = (items: Record<string, Record<string, RawOperation>> = {}) =>
  Object.values(items).flatMap((item) => Object.entries(item).map(([method, op]) => ({operationId: op.operationId, method, summary: op.summary, tag: op.tags?.[0] ?? 'Other', op})));

const operations = operationsOf(doc.paths);

/** Each tag with operations, in the document's order: its page and its operations (in the document's order). */
export const REFERENCE_TAGS = (doc.tags ?? [])
  .map((tag) => ({
    name: tag.name,
    label: {en: tag['x-displayName'] ?? tag.name, fr: french[`tags.${tag.name}.x-displayName`] ?? tag['x-displayName'] ?? tag.name},
    route: `${INDEX_ROUTE}/${tag.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    operations: operations.filter((op) => op.tag === tag.name).map(({operationId, method, summary}): ContractOperation => ({operationId, method, summary})),
  }))
  .filter((tag) => tag.operations.length > 0);

/** Every page of the reference: the index, each tag's page, the webhooks. */
export const REFERENCE_ROUTES = [INDEX_ROUTE, ...REFERENCE_TAGS.map((tag) => tag.route), WEBHOOKS_ROUTE];

/** The page an operation is on. */
export function routeOf(operationId: string): string {
  const tag = REFERENCE_TAGS.find((candidate) => candidate.operations.some((op) => op.operationId === operationId));
  if (!tag) throw new Error(`no operation ${operationId} in the contract`);
  return tag.route;
}

const resolve = (schema: RawSchema | undefined): RawSchema | undefined =>
  schema?.$ref ? resolve(doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')]) : schema;

/** Every webhook with the event types of its payload (none when its payload has no `type` enum). */
export const WEBHOOKS = operationsOf(doc.webhooks).map(({operationId, method, summary, op}) => {
  const schema = resolve(Object.values(op.requestBody?.content ?? {})[0]?.schema);
  return {operationId, method, summary, eventTypes: resolve(schema?.properties?.type)?.enum ?? []};
});
