import Converter from 'openapi-to-postmanv2';
import {DASHBOARD_PATHS} from '../../data/dashboard';

/**
 * The API as a Postman collection, made when the site builds from the
 * brand-filled OpenAPI document with openapi-to-postmanv2 (Postman's own
 * converter), then set up for the sandbox: the requests use `{{baseUrl}}`
 * (the sandbox base URL) and a bearer `{{apiKey}}`, both collection
 * variables, so importing it and pasting a test key is all it takes.
 * Published next to the OpenAPI document (src/plugins/apiReference/index.ts).
 */

interface PostmanVariable {
  key: string;
  value: string;
  type?: string;
  description?: string;
}

interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: {url?: {variable?: PostmanVariable[]}};
}

export interface PostmanCollection {
  info: {name: string; description?: unknown; schema: string};
  item: PostmanItem[];
  variable: PostmanVariable[];
  auth: unknown;
}

/** What a request's key placeholder says until the developer pastes theirs. */
export const POSTMAN_KEY_PLACEHOLDER = 'sk_test_your_key';

function convert(document: object): Promise<PostmanCollection> {
  return new Promise((resolve, reject) => {
    Converter.convert(
      {type: 'json', data: document},
      {folderStrategy: 'Tags', requestParametersResolution: 'Example', exampleParametersResolution: 'Example'},
      (error, result) => {
        const output = result?.result ? result.output?.[0] : undefined;
        if (error) reject(error);
        else if (!output) reject(new Error(`Postman collection: ${result?.reason ?? 'conversion failed'}`));
        else resolve(output.data as PostmanCollection);
      },
    );
  });
}

/** Removes the server variables the converter copies into each request's URL: the base URL variable holds the whole address. */
function withoutServerVariables(items: PostmanItem[]): PostmanItem[] {
  return items
    .map((item) => ({
      ...item,
      ...(item.item ? {item: withoutServerVariables(item.item)} : {}),
      ...(item.request?.url ? {request: {...item.request, url: {...item.request.url, variable: (item.request.url.variable ?? []).filter((variable) => !/^domain$/.test(variable.key))}}} : {}),
    }))
    .filter((item) => !item.item || item.item.length > 0);
}

/**
 * The collection of `document`, which is left as it was: the converter writes its own working fields
 * into the document it is given (`securityDefs`, `baseUrl`, `baseUrlVariables`, a `name` in each header,
 * `$ref`s resolved in place), so it is given a copy, and the published document stays valid OpenAPI.
 */
export async function postmanCollection(document: object, {name, sandboxUrl, description}: {name: string; sandboxUrl: string; description: string}): Promise<PostmanCollection> {
  const converted = await convert(structuredClone(document));
  return {
    ...converted,
    info: {...converted.info, name, description},
    // Folders left empty (webhooks are sent to you, not requests you make) are dropped.
    item: withoutServerVariables(converted.item),
    variable: [
      {key: 'baseUrl', value: sandboxUrl, type: 'string', description: 'The sandbox base URL. Use the live one with a live key only.'},
      {key: 'apiKey', value: POSTMAN_KEY_PLACEHOLDER, type: 'string', description: `Your sandbox key (sk_test_…), from the dashboard under ${DASHBOARD_PATHS.apiKeys}.`},
    ],
    auth: {type: 'bearer', bearer: [{key: 'token', value: '{{apiKey}}', type: 'string'}]},
  };
}
