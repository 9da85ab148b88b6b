import type {ReactNode} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import {translate} from '@docusaurus/Translate';
import {formatNumber} from '@site/src/format/number';
import {selectPlural} from '@site/src/format/plural';
import type {Constraint} from './model';

/** A link of the reference's copy: its words and where it goes. */
export interface CopyLink {
  label: string;
  to: string;
}

/** A sentence with one link in it: the text before it, the link, and the text after it (often only the full stop). */
export interface LinkedSentence {
  before: string;
  link: CopyLink;
  after: string;
}

/**
 * Copy of the API reference's pages (src/features/api/ApiReference: the index, each resource's page, the webhooks). The contract itself (operations,
 * fields, descriptions) comes from src/features/api/data/openapi.yaml; this is the page's own
 * wording around it. Strings with `code` spans are rendered by ApiText.
 */
export const API_REFERENCE_COPY = {
  eyebrow: (title: string, version: string) => translate({id: 'apiReference.eyebrow.apiVersion', message: '{title} · Api-Version {version}'}, {title, version}),
  downloadYaml: translate({id: 'apiReference.downloadYaml', message: 'Download openapi.yaml'}),
  downloadJson: translate({id: 'apiReference.downloadJson', message: 'openapi.json'}),
  postman: translate({id: 'apiReference.postman', message: 'Postman collection'}),

  nav: {
    /** Also the marker that tells the reference's chunk from any other (tests/e2e/api-reference.spec.ts). */
    label: translate({id: 'apiReference.nav.label', message: 'API reference contents'}),
    title: translate({id: 'apiReference.nav.title', message: 'On this page'}),
    /** A resource's or the webhooks' page: the link back to the index. */
    back: translate({id: 'apiReference.nav.back', message: 'Overview and every resource'}),
  },

  /** The index's list of resources, each a page of its own. */
  resources: {
    heading: translate({id: 'apiReference.resources.heading', message: 'Resources'}),
    lead: translate({
      id: 'apiReference.resources.lead',
      message: 'Each resource has a page of its own: its operations with their parameters, fields, responses, code samples and Try it panel.',
    }),
    /** How many operations a resource has ("3 operations"), the figure written the page's way. */
    operationCount: (count: number) =>
      selectPlural(count, translate({id: 'apiReference.resources.operationCount', message: '{count} operation|{count} operations'}, {count: formatNumber(count)})),
    webhooksLink: translate({id: 'apiReference.resources.webhooksLink', message: 'Event types and every webhook'}),
  },

  /** A resource's page (/api-reference/payments). */
  resource: {
    title: (resource: string) => translate({id: 'apiReference.resource.title', message: '{resource}: API reference'}, {resource}),
    /** Its meta description when the tag has no description. */
    description: (resource: string) =>
      translate(
        {id: 'apiReference.resource.description', message: '{resource} in the API reference: each operation with its parameters, request and response fields, errors and code samples.'},
        {resource},
      ),
    operations: translate({id: 'apiReference.resource.operations', message: 'Operations'}),
  },

  /** The webhooks page's catalogue of event types. */
  events: {
    heading: translate({id: 'apiReference.events.heading', message: 'Event types'}),
    lead: translate({
      id: 'apiReference.events.lead',
      message: 'The `type` field of a payload says what happened. Each event type links to the webhook that carries it and its payload; a webhook without event types is listed by its name.',
    }),
    tableLabel: translate({id: 'apiReference.events.tableLabel', message: 'Event types and the webhooks that carry them'}),
    event: translate({id: 'apiReference.events.event', message: 'Event type'}),
    webhook: translate({id: 'apiReference.events.webhook', message: 'Webhook and payload'}),
  },

  overview: {
    heading: translate({id: 'apiReference.overview.heading', message: 'Overview'}),
    lead: translate({id: 'apiReference.overview.lead', message: 'New to the API? Start from these:'}),
    links: [
      {label: translate({id: 'apiReference.overview.links.start', message: 'Getting started: your keys and a first request'}), to: '/docs/getting-started'},
      {label: translate({id: 'apiReference.overview.links.guides', message: 'Developer guides for each product'}), to: '/docs'},
      {label: translate({id: 'apiReference.overview.links.hub', message: 'Developer hub: samples to start from'}), to: '/api-docs'},
      {label: translate({id: 'apiReference.overview.links.sandbox', message: 'Sandbox test numbers'}), to: '/docs/sandbox'},
    ] satisfies CopyLink[],
  },

  servers: {
    heading: translate({id: 'apiReference.servers.heading', message: 'Base URLs'}),
    /** A server the document does not describe. */
    fallback: translate({id: 'apiReference.servers.fallback', message: 'Server'}),
  },

  authentication: {
    heading: translate({id: 'apiReference.authentication.heading', message: 'Authentication'}),
    none: translate({id: 'apiReference.authentication.none', message: 'No authentication.'}),
    bearer: translate({id: 'apiReference.authentication.bearer', message: 'Every request carries your API key as a bearer token in the `Authorization` header:'}),
    bearerExample: 'Authorization: Bearer sk_test_…',
    /** Any other scheme: its name and type, and where its parameter goes when it has one. */
    scheme: (name: string, type: string) => translate({id: 'apiReference.authentication.scheme', message: '`{name}`: {type}.'}, {name, type}),
    schemeIn: (name: string, type: string, location: string, param: string) =>
      translate({id: 'apiReference.authentication.schemeIn', message: '`{name}`: {type} in the {location} `{param}`.'}, {name, type, location, param}),
  },

  errors: {
    heading: translate({id: 'apiReference.errors.heading', message: 'Errors'}),
    text: {
      before: translate({
        id: 'apiReference.errors.text',
        message: 'A request that fails answers with a 4xx or 5xx status and this object; the codes are listed under each operation’s responses and explained, with what to do, in',
      }),
      link: {label: translate({id: 'apiReference.errors.link', message: 'Errors'}), to: '/docs/errors'},
      after: '.',
    } satisfies LinkedSentence,
    tableLabel: translate({id: 'apiReference.errors.tableLabel', message: 'Fields of the error object'}),
  },

  webhooks: {
    heading: translate({id: 'apiReference.webhooks.heading', message: 'Webhooks'}),
    lead: {
      before: translate({
        id: 'apiReference.webhooks.lead',
        message: 'Requests we send to your server. Answer each with a 2xx status quickly; do the work after answering. The',
      }),
      link: {label: translate({id: 'apiReference.webhooks.link', message: 'webhooks guide'}), to: '/docs/webhooks'},
      after: translate({id: 'apiReference.webhooks.leadEnd', message: 'shows how to verify their signature.'}),
    } satisfies LinkedSentence,
    /** The heading of the webhooks themselves, after the event types. */
    requests: translate({id: 'apiReference.webhooks.requests', message: 'Webhook requests'}),
  },

  operation: {
    webhookTarget: translate({id: 'apiReference.operation.webhookTarget', message: 'to your URL, event'}),
    parameters: translate({id: 'apiReference.operation.parameters', message: 'Parameters'}),
    headers: translate({id: 'apiReference.operation.headers', message: 'Headers'}),
    parametersLabel: (summary: string) => translate({id: 'apiReference.operation.parametersLabel', message: '{summary}: parameters'}, {summary}),
    requestBody: translate({id: 'apiReference.operation.requestBody', message: 'Request body'}),
    payload: translate({id: 'apiReference.operation.payload', message: 'Payload'}),
    optionalBody: translate({id: 'apiReference.operation.optionalBody', message: '(optional)'}),
    requestBodyLabel: (summary: string) => translate({id: 'apiReference.operation.requestBodyLabel', message: '{summary}: request body fields'}, {summary}),
    payloadLabel: (summary: string) => translate({id: 'apiReference.operation.payloadLabel', message: '{summary}: payload fields'}, {summary}),
    responses: translate({id: 'apiReference.operation.responses', message: 'Responses'}),
    yourResponse: translate({id: 'apiReference.operation.yourResponse', message: 'Your response'}),
    example: translate({id: 'apiReference.operation.example', message: 'Example'}),
    /** An error response: it points to the shared error object (on the index, /api-reference#errors). */
    errorObject: (link: ReactNode): ReactNode =>
      interpolate(translate({id: 'apiReference.operation.errorObject', message: 'Returns the {link}.'}), {link}),
    errorObjectLink: translate({id: 'apiReference.operation.errorObjectLink', message: 'error object'}),
    responseFields: (status: string) => translate({id: 'apiReference.operation.responseFields', message: 'Response fields ({status})'}, {status}),
    responseBody: (status: string) => translate({id: 'apiReference.operation.responseBody', message: 'Response body ({status})'}, {status}),
    responseLabel: (summary: string, status: string) =>
      translate({id: 'apiReference.operation.responseLabel', message: '{summary}: fields of the {status} response'}, {summary, status}),
  },

  schemaTable: {
    field: translate({id: 'apiReference.schema.field', message: 'Field'}),
    type: translate({id: 'apiReference.schema.type', message: 'Type'}),
    description: translate({id: 'apiReference.schema.description', message: 'Description'}),
    required: translate({id: 'apiReference.schema.required', message: 'required'}),
    optional: translate({id: 'apiReference.schema.optional', message: 'optional'}),
    location: (location: string) => translate({id: 'apiReference.schema.location', message: 'in {location}'}, {location}),
    oneOf: translate({id: 'apiReference.schema.oneOf', message: 'One of:'}),
    eachOneOf: translate({id: 'apiReference.schema.eachOneOf', message: 'Each one of:'}),
    matches: translate({id: 'apiReference.schema.matches', message: 'Matches:'}),
    eachMatches: translate({id: 'apiReference.schema.eachMatches', message: 'Each matches:'}),
    default: translate({id: 'apiReference.schema.default', message: 'Default:'}),
    example: translate({id: 'apiReference.schema.example', message: 'Example:'}),
    circular: (ref: string) => translate({id: 'apiReference.schema.circular', message: 'The same fields as its parent {ref}.'}, {ref}),
    /** A schema's rules in words, numbers written the page's way; `count` picks the plural form. */
    rules: {
      lengthRange: (min: string, max: string) => translate({id: 'apiReference.rule.lengthRange', message: '{min} to {max} characters'}, {min, max}),
      maxLength: (max: string, count: number) => selectPlural(count, translate({id: 'apiReference.rule.maxLength', message: 'at most {max} character|at most {max} characters'}, {max})),
      minLength: (min: string, count: number) => selectPlural(count, translate({id: 'apiReference.rule.minLength', message: 'at least {min} character|at least {min} characters'}, {min})),
      greaterThan: (value: string) => translate({id: 'apiReference.rule.greaterThan', message: 'greater than {value}'}, {value}),
      minimum: (value: string) => translate({id: 'apiReference.rule.minimum', message: 'at least {value}'}, {value}),
      lessThan: (value: string) => translate({id: 'apiReference.rule.lessThan', message: 'less than {value}'}, {value}),
      maximum: (value: string) => translate({id: 'apiReference.rule.maximum', message: 'at most {value}'}, {value}),
      multipleOf: (value: string) => translate({id: 'apiReference.rule.multipleOf', message: 'a multiple of {value}'}, {value}),
      itemsRange: (min: string, max: string) => translate({id: 'apiReference.rule.itemsRange', message: '{min} to {max} items'}, {min, max}),
      maxItems: (max: string, count: number) => selectPlural(count, translate({id: 'apiReference.rule.maxItems', message: 'at most {max} item|at most {max} items'}, {max})),
      minItems: (min: string, count: number) => selectPlural(count, translate({id: 'apiReference.rule.minItems', message: 'at least {min} item|at least {min} items'}, {min})),
      uniqueItems: () => translate({id: 'apiReference.rule.uniqueItems', message: 'unique items'}),
      each: (rule: string) => translate({id: 'apiReference.rule.each', message: 'each {rule}'}, {rule}),
      separator: translate({id: 'apiReference.rule.separator', message: '; ', description: 'Between two rules of a field (French: narrow no-break space, semicolon, space)'}),
    },
  },
};

/** A schema's rules as one sentence in the page's language ("At most 64 characters; greater than 0."). */
export function rulesSentence(constraints: readonly Constraint[]): string {
  const {rules} = API_REFERENCE_COPY.schemaTable;
  const number = (value: number) => formatNumber(value, {decimals: Number.isInteger(value) ? 0 : String(value).split('.')[1]!.length});
  const words = constraints.map(({rule, values, each}) => {
    const [first = 0, second = 0] = values;
    const text =
      rule === 'lengthRange' || rule === 'itemsRange'
        ? rules[rule](number(first), number(second))
        : rule === 'maxLength' || rule === 'minLength' || rule === 'maxItems' || rule === 'minItems'
          ? rules[rule](number(first), first)
          : rule === 'uniqueItems'
            ? rules.uniqueItems()
            : rules[rule](number(first));
    return each ? rules.each(text) : text;
  });
  const text = words.join(rules.separator);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
