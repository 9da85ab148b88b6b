/**
 * Reads the API contract (openapi.yaml) in Node when the site builds, fills in
 * the brand (the title and the `domain` server variable), resolves its local
 * `$ref`s and reduces it to the API reference's model (model.ts). Used by
 * src/plugins/apiReference/index.ts; never bundled for the browser.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Brand} from '../../brand';
import type {
  ApiBody,
  ApiModel,
  ApiOperation,
  ApiParameter,
  ApiResponse,
  ApiSecurityScheme,
  HttpMethod,
  SchemaField,
  SchemaInfo,
  Constraint,
  ConstraintRule,
} from '../../features/api/data/model';

/** The contract's file. */
export const OPENAPI_FILE = path.join(__dirname, '../../features/api/data/openapi.yaml');

const HTTP_METHODS: HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Marks a schema that came from a `$ref` (its component's name), in the resolved document only. */
const REF_NAME = 'x-ref-name';
/** Stands in for a `$ref` to one of its own ancestors, which would otherwise expand forever. */
const CIRCULAR_REF = 'x-circular-ref';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

/** The parts of an OpenAPI 3.1 document the model reads, once its `$ref`s are resolved. */
interface RawSchema {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  enum?: Json[];
  const?: Json;
  default?: Json;
  examples?: Json[];
  example?: Json;
  properties?: Record<string, RawSchema>;
  required?: string[];
  items?: RawSchema;
  oneOf?: RawSchema[];
  anyOf?: RawSchema[];
  allOf?: RawSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  [REF_NAME]?: string;
  [CIRCULAR_REF]?: string;
}

interface RawMedia {
  schema?: RawSchema;
}

interface RawParameter {
  name: string;
  in: ApiParameter['in'];
  required?: boolean;
  description?: string;
  schema?: RawSchema;
}

interface RawBody {
  description?: string;
  required?: boolean;
  content?: Record<string, RawMedia>;
}

interface RawResponse {
  description: string;
  content?: Record<string, RawMedia>;
}

type SecurityRequirement = Record<string, string[]>;

interface RawOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: RawParameter[];
  requestBody?: RawBody;
  responses?: Record<string, RawResponse>;
  security?: SecurityRequirement[];
}

type RawPathItem = Partial<Record<HttpMethod, RawOperation>> & {parameters?: RawParameter[]};

interface RawDocument {
  openapi: string;
  info: {title: string; version: string; summary?: string; description?: string};
  servers?: {url: string; description?: string; variables?: Record<string, {default: string; description?: string}>}[];
  security?: SecurityRequirement[];
  tags?: {name: string; 'x-displayName'?: string; description?: string}[];
  paths?: Record<string, RawPathItem>;
  webhooks?: Record<string, RawPathItem>;
  components?: {
    schemas?: Record<string, RawSchema>;
    securitySchemes?: Record<string, {type: string; scheme?: string; in?: string; name?: string; description?: string}>;
    parameters?: Record<string, RawParameter>;
  };
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The address of the site's pages that the contract's links stand for (its support page, each error's documentation), as written in the contract. */
export const CONTRACT_SITE_URL = 'https://www.example.com';

/** The brand the contract is published for: its name, its API's domain and, when the site is not at `https://www.<domain>`, the site's address (with its base path). */
export type ContractBrand = Pick<Brand, 'name' | 'domain'> & {siteUrl?: string};

/** Every string of `node` that starts with `from`, started with `to` instead. */
function replacePrefix(node: Json, from: string, to: string): Json {
  if (typeof node === 'string') return node.startsWith(from) ? to + node.slice(from.length) : node;
  if (Array.isArray(node)) return node.map((item) => replacePrefix(item, from, to));
  if (!isObject(node)) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, replacePrefix(value, from, to)]));
}

/**
 * The document as written, with the brand filled in: the title, every server's `domain` variable, and the
 * site's address in the links to its pages (the contact's, each error's `docUrl`), which the contract writes `https://www.example.com`.
 */
export function readOpenApiDocument(brand: ContractBrand, file = OPENAPI_FILE): JsonObject {
  const loaded = yaml.load(readFileSync(file, 'utf8'), {filename: file});
  if (!isObject(loaded) || typeof loaded.openapi !== 'string' || !isObject(loaded.info)) {
    throw new Error(`${file}: not an OpenAPI document (no "openapi" version or "info")`);
  }
  const document = replacePrefix(loaded, CONTRACT_SITE_URL, (brand.siteUrl ?? `https://www.${brand.domain}`).replace(/\/$/, '')) as JsonObject & {info: JsonObject};
  document.info.title = `${brand.name} API`;
  for (const server of Array.isArray(document.servers) ? document.servers : []) {
    if (isObject(server) && isObject(server.variables) && isObject(server.variables.domain)) {
      server.variables.domain.default = brand.domain;
    }
  }
  return document;
}

/** The value a local JSON pointer (`#/components/schemas/Currency`) points to in the document. */
function lookUp(document: JsonObject, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`$ref "${ref}": only local references (#/...) are supported`);
  let node: Json = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (!isObject(node) || !(key in node)) throw new Error(`$ref "${ref}": nothing at "${key}"`);
    node = node[key]!;
  }
  return node;
}

/**
 * A copy of the document with every `$ref` replaced by what it points to
 * (keys written beside a `$ref` win, as OpenAPI 3.1 allows). A schema that
 * comes from a component is marked with its name (`x-ref-name`); a reference to
 * one of its own ancestors becomes `{x-circular-ref: pointer}` instead of expanding forever.
 */
export function resolveRefs(document: JsonObject): JsonObject {
  const visit = (node: Json, ancestors: string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => visit(item, ancestors));
    if (!isObject(node)) return node;
    const {$ref: ref, ...siblings} = node;
    if (typeof ref === 'string') {
      const name = ref.split('/').pop()!;
      if (ancestors.includes(ref)) return {[CIRCULAR_REF]: ref, [REF_NAME]: name};
      const target = visit(lookUp(document, ref), [...ancestors, ref]);
      const resolvedSiblings = visit(siblings, ancestors) as JsonObject;
      if (!isObject(target)) return target;
      const marked: JsonObject = ref.startsWith('#/components/schemas/') ? {[REF_NAME]: name} : {};
      return {...target, ...marked, ...resolvedSiblings};
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value, ancestors)]));
  };
  return visit(document, []) as JsonObject;
}

const json = (value: Json | undefined): string | undefined => (value === undefined ? undefined : JSON.stringify(value));
const enumValue = (value: Json): string => (typeof value === 'string' ? value : JSON.stringify(value));

function constraintsOf(schema: RawSchema): Constraint[] {
  const rules: Constraint[] = [];
  const rule = (kind: ConstraintRule, ...values: number[]) => rules.push({rule: kind, values});
  const {minLength, maxLength, minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, minItems, maxItems} = schema;
  if (minLength !== undefined && maxLength !== undefined) rule('lengthRange', minLength, maxLength);
  else if (maxLength !== undefined) rule('maxLength', maxLength);
  else if (minLength !== undefined) rule('minLength', minLength);
  if (exclusiveMinimum !== undefined) rule('greaterThan', exclusiveMinimum);
  if (minimum !== undefined) rule('minimum', minimum);
  if (exclusiveMaximum !== undefined) rule('lessThan', exclusiveMaximum);
  if (maximum !== undefined) rule('maximum', maximum);
  if (multipleOf !== undefined) rule('multipleOf', multipleOf);
  if (minItems !== undefined && maxItems !== undefined) rule('itemsRange', minItems, maxItems);
  else if (maxItems !== undefined) rule('maxItems', maxItems);
  else if (minItems !== undefined) rule('minItems', minItems);
  if (schema.uniqueItems) rule('uniqueItems');
  return rules;
}

function typeOf(schema: RawSchema): string {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0 && (schema.properties || schema.allOf)) return 'object';
  if (types.length === 0 && schema.enum) return [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))].join(' | ');
  return types.length > 0 ? types.join(' | ') : 'any';
}

function fieldsOf(schema: RawSchema): SchemaField[] | undefined {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return undefined;
  const required = new Set(schema.required ?? []);
  return properties.map(([name, property]) => ({name, required: required.has(name), schema: toSchemaInfo(property)}));
}

/** Merges the schemas of an `allOf` into one (properties and required fields add up). */
function mergeAllOf(schema: RawSchema): RawSchema {
  const {allOf, ...rest} = schema;
  return (allOf ?? []).reduce<RawSchema>(
    (merged, part) => ({
      ...part,
      ...merged,
      type: merged.type ?? part.type,
      properties: {...part.properties, ...merged.properties},
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    rest,
  );
}

/** A schema in the reader's terms (model.ts). */
export function toSchemaInfo(raw: RawSchema): SchemaInfo {
  const schema = raw.allOf ? mergeAllOf(raw) : raw;
  const ref = schema[REF_NAME];
  const base = {
    ...(schema.description ? {description: schema.description.trim()} : {}),
    ...(ref ? {ref} : {}),
  };
  if (schema[CIRCULAR_REF]) return {type: 'object', constraints: [], ...base, circular: true};

  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    const infos = variants.map(toSchemaInfo);
    const nonNull = infos.filter((info) => info.type !== 'null');
    const only = nonNull.length === 1 ? nonNull[0]! : undefined;
    return {
      ...(only ?? {constraints: []}),
      ...base,
      type: infos.map((info) => info.type).join(' | '),
      ...(schema.description || !only?.description ? {} : {description: only.description}),
    };
  }

  const type = typeOf(schema);
  const values = schema.const !== undefined ? [schema.const] : schema.enum;
  const example = schema.examples?.[0] ?? schema.example;
  const info: SchemaInfo = {
    type,
    ...(schema.format ? {format: schema.format} : {}),
    ...base,
    ...(values ? {enum: values.map(enumValue)} : {}),
    ...(schema.default !== undefined ? {default: json(schema.default)} : {}),
    ...(example !== undefined ? {example: json(example)} : {}),
    constraints: constraintsOf(schema),
    ...(schema.pattern !== undefined ? {pattern: schema.pattern} : {}),
  };
  const fields = fieldsOf(schema);
  if (fields) info.fields = fields;

  if (schema.items && type.split(' | ').includes('array')) {
    const item = toSchemaInfo(schema.items);
    info.type = type.replace('array', `array of ${item.type.includes('|') ? `(${item.type})` : item.type}`);
    if (item.format && !info.format) info.format = item.format;
    if (item.enum && !info.enum) info.enum = item.enum;
    if (item.pattern && !info.pattern) info.pattern = item.pattern;
    info.constraints.push(...item.constraints.map((rule) => ({...rule, each: true})));
    if (!info.description && item.description) info.description = item.description;
    if (item.fields) info.fields = item.fields;
  }
  return info;
}

function bodyOf(raw: {description?: string; required?: boolean; content?: Record<string, RawMedia>}): ApiBody | undefined {
  const [mediaType, media] = Object.entries(raw.content ?? {})[0] ?? [];
  if (!mediaType) return undefined;
  return {
    mediaType,
    required: raw.required ?? false,
    ...(raw.description ? {description: raw.description.trim()} : {}),
    ...(media?.schema ? {schema: toSchemaInfo(media.schema)} : {}),
  };
}

function parametersOf(shared: RawParameter[] = [], own: RawParameter[] = []): ApiParameter[] {
  const key = (p: RawParameter) => `${p.in}:${p.name}`;
  const ownKeys = new Set(own.map(key));
  return [...shared.filter((p) => !ownKeys.has(key(p))), ...own].map((p) => ({
    name: p.name,
    in: p.in,
    required: p.in === 'path' ? true : (p.required ?? false),
    ...(p.description ? {description: p.description.trim()} : {}),
    schema: p.schema ? toSchemaInfo(p.schema) : {type: 'any', constraints: []},
  }));
}

function operationsOf(items: Record<string, RawPathItem>, kind: ApiOperation['kind'], document: RawDocument): ApiOperation[] {
  // In the document's order, methods included: a path's operations read as the contract lists them (create before list).
  return Object.entries(items).flatMap(([pathOrName, item]) =>
    (Object.keys(item) as HttpMethod[]).filter((method) => HTTP_METHODS.includes(method) && item[method]).map((method): ApiOperation => {
      const op = item[method]!;
      const where = `${method.toUpperCase()} ${pathOrName}`;
      if (!op.operationId) throw new Error(`openapi.yaml: ${where} has no operationId (it is the operation's anchor and sample key)`);
      if (!op.summary) throw new Error(`openapi.yaml: ${where} has no summary (it is the operation's heading)`);
      const responses = Object.entries(op.responses ?? {}).map(
        ([status, response]): ApiResponse => ({
          status,
          description: response.description.trim(),
          ...(response.content ? {body: bodyOf({content: response.content})} : {}),
        }),
      );
      const requestBody = op.requestBody ? bodyOf(op.requestBody) : undefined;
      return {
        operationId: op.operationId,
        method,
        path: pathOrName,
        kind,
        summary: op.summary,
        ...(op.description ? {description: op.description.trim()} : {}),
        tag: op.tags?.[0] ?? 'Other',
        parameters: parametersOf(item.parameters, op.parameters),
        ...(requestBody ? {requestBody} : {}),
        responses,
        // The document's default security is for calls to the API, not for the webhooks it sends.
        security: [...new Set((op.security ?? (kind === 'operation' ? document.security : undefined) ?? []).flatMap((requirement) => Object.keys(requirement)))],
      };
    }),
  );
}

/** The reference's model of a resolved document (every `$ref` replaced, see resolveRefs). */
export function buildApiModel(resolved: JsonObject): ApiModel {
  // The document was read from YAML as plain JSON values; from here on it is read with OpenAPI's shape.
  const document = resolved as unknown as RawDocument;
  const operations = operationsOf(document.paths ?? {}, 'operation', document);
  const webhooks = operationsOf(document.webhooks ?? {}, 'webhook', document);
  const ids = [...operations, ...webhooks].map((op) => op.operationId);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) throw new Error(`openapi.yaml: operationId "${duplicate}" is used twice (operationIds are the page's anchors)`);

  const securitySchemes = Object.entries(document.components?.securitySchemes ?? {}).map(
    ([name, scheme]): ApiSecurityScheme => ({
      name,
      type: scheme.type,
      ...(scheme.scheme ? {scheme: scheme.scheme} : {}),
      ...(scheme.in ? {in: scheme.in} : {}),
      ...(scheme.name ? {paramName: scheme.name} : {}),
      ...(scheme.description ? {description: scheme.description.trim()} : {}),
    }),
  );
  const errorSchema = document.components?.schemas?.Error;
  const {info} = document;
  // The dated version the document describes: the newest `Api-Version` (info.version is the release's number).
  const apiVersion = document.components?.parameters?.ApiVersion?.schema?.enum?.[0];
  if (typeof apiVersion !== 'string') throw new Error(`the API contract has no ApiVersion parameter with the dated versions (newest first) in components.parameters`);
  return {
    title: info.title,
    version: apiVersion,
    ...(info.summary ? {summary: info.summary.trim()} : {}),
    ...(info.description ? {description: info.description.trim()} : {}),
    servers: (document.servers ?? []).map((server) => ({
      url: server.url.replace(/\{(\w+)\}/g, (all, name: string) => server.variables?.[name]?.default ?? all),
      ...(server.description ? {description: server.description} : {}),
    })),
    tags: (document.tags ?? []).map((tag) => ({name: tag.name, label: tag['x-displayName'] ?? tag.name, ...(tag.description ? {description: tag.description} : {})})),
    securitySchemes,
    operations,
    webhooks,
    ...(errorSchema ? {errorSchema: toSchemaInfo(errorSchema)} : {}),
  };
}

export interface LoadedOpenApi {
  /** The document as written, brand filled in: what developers download. */
  document: JsonObject;
  /** The same with every `$ref` resolved. */
  resolved: JsonObject;
  model: ApiModel;
}

/** The contract for a brand: the downloadable document and the reference's model. */
export function loadOpenApi(brand: ContractBrand, file = OPENAPI_FILE): LoadedOpenApi {
  const document = readOpenApiDocument(brand, file);
  const resolved = resolveRefs(document);
  return {document, resolved, model: buildApiModel(resolved)};
}
