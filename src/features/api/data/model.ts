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

/** The route of the reference's index (the overview and every resource with its operations). */
export const API_REFERENCE_ROUTE = '/api-reference';

/** The anchor of the error object on the index, which every error response links to. */
export const ERRORS_ANCHOR = 'errors';

/** The route of the webhooks page (every webhook, after the catalogue of its event types). */
export const API_WEBHOOKS_ROUTE = `${API_REFERENCE_ROUTE}/webhooks`;

/** A tag's part of an address: lowercase, anything but letters and digits as `-` (`Sender IDs` gives `sender-ids`). */
export function tagSlug(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The route of a tag's page (`Webhook endpoints` gives `/api-reference/webhook-endpoints`). */
export function resourceRoute(tag: string): string {
  return `${API_REFERENCE_ROUTE}/${tagSlug(tag)}`;
}

/** Operations grouped by tag, in the document's tag order (tags without operations are left out). */
export function operationsByTag(model: Pick<ApiModel, 'tags' | 'operations'>): {tag: ApiTag; operations: ApiOperation[]}[] {
  const known = model.tags.map((tag) => tag.name);
  const extra = [...new Set(model.operations.map((op) => op.tag))].filter((name) => !known.includes(name));
  return [...model.tags, ...extra.map((name) => ({name, label: name}))]
    .map((tag) => ({tag, operations: model.operations.filter((op) => op.tag === tag.name)}))
    .filter((group) => group.operations.length > 0);
}

/** An operation as the index and the contents navs list it: no fields, no responses. */
export interface ApiOperationSummary {
  operationId: string;
  method: HttpMethod;
  summary: string;
}

/** A tag with operations, as the index lists it: its heading, description, page and operations. */
export interface ApiResourceSummary {
  tag: ApiTag;
  /** Its page (`/api-reference/payments`), without the base URL. */
  route: string;
  operations: ApiOperationSummary[];
}

/** One event type of the webhooks page's catalogue, and the webhook that carries it. */
export interface ApiEvent {
  /** The payload's `type` value (`payment.succeeded`); none for a webhook without a `type` enum (listed by its summary). */
  type?: string;
  /** The webhook's operationId: its anchor on the webhooks page. */
  operationId: string;
  /** The webhook's summary. */
  summary: string;
}

/** What every page of the reference carries of the document. */
export interface ApiPageBase {
  title: string;
  version: string;
  /** As ApiModel.translated. */
  translated?: boolean;
}

/** The props of /api-reference: the overview, and a summary of each resource and webhook (no schemas but the error object's). */
export interface ApiIndexProps extends ApiPageBase {
  description?: string;
  servers: ApiServer[];
  securitySchemes: ApiSecurityScheme[];
  errorSchema?: SchemaInfo;
  resources: ApiResourceSummary[];
  webhooks: ApiOperationSummary[];
}

/** The props of a resource's page: its tag and its operations only. */
export interface ApiResourceProps extends ApiPageBase {
  tag: ApiTag;
  operations: ApiOperation[];
}

/** The props of /api-reference/webhooks: every webhook and the event types they carry. */
export interface ApiWebhooksProps extends ApiPageBase {
  webhooks: ApiOperation[];
  events: ApiEvent[];
}

/** Every page of the reference with its route and its own slice of the model (src/plugins/apiReference/index.ts adds them as routes). */
export interface ApiReferencePages {
  index: ApiIndexProps;
  resources: {route: string; props: ApiResourceProps}[];
  webhooks: ApiWebhooksProps;
}

const summaryOf = ({operationId, method, summary}: ApiOperation): ApiOperationSummary => ({operationId, method, summary});

/**
 * The event types of the webhooks, from each payload's `type` field's enum
 * (`WebhookEvent.type`); a webhook whose payload has none is one entry, named by its summary.
 */
export function webhookEvents(webhooks: readonly ApiOperation[]): ApiEvent[] {
  return webhooks.flatMap(({operationId, summary, requestBody}) => {
    const types = requestBody?.schema?.fields?.find((field) => field.name === 'type')?.schema.enum ?? [];
    return types.length ? types.map((type) => ({type, operationId, summary})) : [{operationId, summary}];
  });
}

/** The model cut into the reference's pages: the index, one page per tag with operations, the webhooks page. */
export function referencePages(model: ApiModel): ApiReferencePages {
  const {title, version, translated} = model;
  const base: ApiPageBase = {title, version, ...(translated === undefined ? {} : {translated})};
  const groups = operationsByTag(model);
  const routes = groups.map(({tag}) => resourceRoute(tag.name));
  const clash = routes.find((route, i) => route === API_WEBHOOKS_ROUTE || routes.indexOf(route) !== i);
  if (clash) throw new Error(`api-reference: two pages would be published at ${clash}; rename a tag of the contract`);
  return {
    index: {
      ...base,
      ...(model.description === undefined ? {} : {description: model.description}),
      servers: model.servers,
      securitySchemes: model.securitySchemes,
      ...(model.errorSchema ? {errorSchema: model.errorSchema} : {}),
      resources: groups.map(({tag, operations}, i) => ({tag, route: routes[i]!, operations: operations.map(summaryOf)})),
      webhooks: model.webhooks.map(summaryOf),
    },
    resources: groups.map(({tag, operations}, i) => ({route: routes[i]!, props: {...base, tag, operations}})),
    webhooks: {...base, webhooks: model.webhooks, events: webhookEvents(model.webhooks)},
  };
}

/** Every route of the reference, index first (without the base URL). */
export function referenceRoutes(model: ApiModel): string[] {
  return [API_REFERENCE_ROUTE, ...operationsByTag(model).map(({tag}) => resourceRoute(tag.name)), API_WEBHOOKS_ROUTE];
}
