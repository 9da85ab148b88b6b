/**
 * The API reference's model of the OpenAPI document: plain, serialisable data
 * (route props of /api-reference), built in Node by loadOpenApi.ts and read by
 * src/features/api/ApiReference. No imports, so client code can use these types
 * without pulling in the loader.
 */

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** A schema, reduced to what a reader needs: its type in words, its rules, and its fields. */
export interface SchemaInfo {
  /** `string`, `number | null`, `array of string`, `object`... */
  type: string;
  format?: string;
  description?: string;
  /** Allowed values, as written in JSON (`"KES"`, `1`, `null` shown without quotes for strings). */
  enum?: string[];
  /** The default, as JSON. */
  default?: string;
  /** The first example, as JSON. */
  example?: string;
  /** Its rules (maxLength 64, exclusiveMinimum 0, 1 to 1000 items), put in words by the page in its language. */
  constraints: Constraint[];
  /** A regular expression the value matches (of each item, for an array). */
  pattern?: string;
  /** An object's properties, or those of an array's item objects. */
  fields?: SchemaField[];
  /** The component the schema came from (`#/components/schemas/Error` gives `Error`). */
  ref?: string;
  /** The schema refers back to one of its ancestors; its fields are not expanded again. */
  circular?: boolean;
}

/** The rules of JSON Schema the reference puts in words. */
export type ConstraintRule =
  | 'lengthRange'
  | 'maxLength'
  | 'minLength'
  | 'greaterThan'
  | 'minimum'
  | 'lessThan'
  | 'maximum'
  | 'multipleOf'
  | 'itemsRange'
  | 'maxItems'
  | 'minItems'
  | 'uniqueItems';

/** One rule of a schema: its kind and its numbers (a range has two); `each` when it applies to each item of an array. */
export interface Constraint {
  rule: ConstraintRule;
  values: number[];
  each?: boolean;
}

export interface SchemaField {
  name: string;
  required: boolean;
  schema: SchemaInfo;
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  schema: SchemaInfo;
}

export interface ApiBody {
  /** `application/json`, `text/plain`... */
  mediaType: string;
  required: boolean;
  description?: string;
  schema?: SchemaInfo;
}

export interface ApiResponse {
  /** `200`, `4XX`, `default`. */
  status: string;
  description: string;
  body?: ApiBody;
}

export interface ApiOperation {
  /** The in-page anchor of the operation too. */
  operationId: string;
  method: HttpMethod;
  /** The path (`/v1/payments`), or for a webhook its name (`transactionUpdated`). */
  path: string;
  kind: 'operation' | 'webhook';
  summary: string;
  description?: string;
  /** The first tag, or `Other`. */
  tag: string;
  /** The SDK method (`x-sdk-method`), when the operation has one. */
  sdkMethod?: string;
  parameters: ApiParameter[];
  requestBody?: ApiBody;
  responses: ApiResponse[];
  /** Names of the security schemes that authorise it (any one of them); empty: no authentication. */
  security: string[];
}

export interface ApiTag {
  /** The tag's name in the contract, which operations are filed under (and its section's anchor). */
  name: string;
  /** Its heading as the page shows it: the tag's `x-displayName`, translated with the contract's prose, else its name. */
  label: string;
  description?: string;
}

export interface ApiServer {
  /** With its variables filled in. */
  url: string;
  description?: string;
}

export interface ApiSecurityScheme {
  name: string;
  type: string;
  /** `bearer` for HTTP bearer authentication. */
  scheme?: string;
  /** For API keys: the header, query parameter or cookie that carries it. */
  in?: string;
  paramName?: string;
  description?: string;
}

export interface ApiModel {
  title: string;
  version: string;
  summary?: string;
  description?: string;
  servers: ApiServer[];
  tags: ApiTag[];
  securitySchemes: ApiSecurityScheme[];
  operations: ApiOperation[];
  webhooks: ApiOperation[];
  /** `components.schemas.Error`, which every error response returns; shown once. */
  errorSchema?: SchemaInfo;
  /** The summaries and descriptions are in the page's language (a translation of the contract, src/plugins/apiReference/translateOpenApi.ts); otherwise they are in the default language and marked as such. */
  translated?: boolean;
}

/** Where the brand-filled document and the Postman collection made from it are published (src/plugins/apiReference/index.ts), under the site's baseUrl. */
export const OPENAPI_DOWNLOADS = {yaml: '/openapi.yaml', json: '/openapi.json', postman: '/postman-collection.json'} as const;

/** The route of the reference page. */
export const API_REFERENCE_ROUTE = '/api-reference';

/** Operations grouped by tag, in the document's tag order (tags without operations are left out). */
export function operationsByTag(model: Pick<ApiModel, 'tags' | 'operations'>): {tag: ApiTag; operations: ApiOperation[]}[] {
  const known = model.tags.map((tag) => tag.name);
  const extra = [...new Set(model.operations.map((op) => op.tag))].filter((name) => !known.includes(name));
  return [...model.tags, ...extra.map((name) => ({name, label: name}))]
    .map((tag) => ({tag, operations: model.operations.filter((op) => op.tag === tag.name)}))
    .filter((group) => group.operations.length > 0);
}
