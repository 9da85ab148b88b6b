import {DASHBOARD_PATHS} from '@site/src/data/dashboard';
import {translate} from '@docusaurus/Translate';
import {API_KEY_PREFIXES} from '@site/src/constants';

const {sandbox, live} = API_KEY_PREFIXES;

/** The Try it panel's words (loaded with the panel, not with the page). */
export const TRY_IT_COPY = {
  label: (summary: string) => translate({id: 'tryIt.formLabel', message: 'Try it: {summary}'}, {summary}),
  intro: (origin: string) =>
    translate(
      {id: 'tryIt.intro', message: 'Sends this request from your browser to the sandbox at {origin}: no money moves and no message reaches a phone. Your key stays in this browser tab and goes to the sandbox only.'},
      {origin},
    ),
  noSandbox: translate({
    id: 'tryIt.noSandbox',
    message: 'No sandbox is configured for this copy of the site, so Try it cannot send requests from here. Run this cURL command in a terminal instead, with your sandbox key in API_KEY:',
  }),
  key: translate({id: 'tryIt.key', message: 'Sandbox API key'}),
  keyHint: translate({id: 'tryIt.keyHint', message: 'Starts with {prefix}. Kept in this tab only (session storage), shown in the code samples until you hide it.'}, {prefix: sandbox}),
  keyErrors: {
    empty: translate({id: 'tryIt.keyError.empty', message: 'Enter your sandbox key: it starts with {prefix}.'}, {prefix: sandbox}),
    live: translate(
      {id: 'tryIt.keyError.live', message: 'This is a live key ({live}…). Try it takes sandbox keys ({prefix}…) only, so nothing real is charged or sent. It was not kept or sent anywhere.'},
      {live, prefix: sandbox},
    ),
    malformed: translate({id: 'tryIt.keyError.malformed', message: 'A sandbox key is {prefix} followed by letters and digits, as in the dashboard under {path}.'}, {path: DASHBOARD_PATHS.apiKeys, prefix: sandbox}),
  },
  forgetKey: translate({id: 'tryIt.forgetKey', message: 'Forget key'}),
  pathParam: (name: string) => translate({id: 'tryIt.pathParam', message: '{name} (in the path)'}, {name}),
  pathParamMissing: (name: string) => translate({id: 'tryIt.pathParamMissing', message: 'Enter {name}.'}, {name}),
  headerParam: (name: string, required: boolean) =>
    required ? translate({id: 'tryIt.headerParamRequired', message: '{name} (header, required)'}, {name}) : translate({id: 'tryIt.headerParam', message: '{name} (header, optional)'}, {name}),
  queryParam: (name: string, required: boolean) =>
    required ? translate({id: 'tryIt.queryParamRequired', message: '{name} (query, required)'}, {name}) : translate({id: 'tryIt.queryParam', message: '{name} (query, optional)'}, {name}),
  keyPrefilled: translate({id: 'tryIt.keyPrefilled', message: 'A new key for this request: send it again unchanged to see the first answer replayed.'}),
  body: translate({id: 'tryIt.body', message: 'Request body (JSON)'}),
  bodyHint: translate({id: 'tryIt.bodyHint', message: 'Prefilled from the example. Change any field to see how the API answers.'}),
  bodyInvalid: (detail: string) => translate({id: 'tryIt.bodyInvalid', message: 'The body is not valid JSON: {detail}'}, {detail}),
  send: translate({id: 'tryIt.send', message: 'Send request'}),
  sending: translate({id: 'tryIt.sending', message: 'Sending…'}),
  response: translate({id: 'tryIt.response', message: 'Response'}),
  took: (ms: string) => translate({id: 'tryIt.took', message: 'in {ms} ms'}, {ms}),
  headers: (count: string) => translate({id: 'tryIt.headers', message: 'Headers ({count})'}, {count}),
  refused: translate({
    id: 'tryIt.refused',
    message: 'The sandbox refused the request. The response below says which field or value breaks the API contract; fix it above and send again.',
  }),
  unauthorized: translate({id: 'tryIt.unauthorized', message: 'The sandbox did not accept this key. Check it in the dashboard under {path}.'}, {path: DASHBOARD_PATHS.apiKeys}),
  serverError: translate({id: 'tryIt.serverError', message: 'The sandbox had a problem answering. Try again in a moment.'}),
  network: (origin: string) =>
    translate({id: 'tryIt.network', message: 'The request did not reach the sandbox at {origin}. Check your connection and send again: everything you typed is still here.'}, {origin}),
  timeout: (seconds: string) =>
    translate({id: 'tryIt.timeout', message: 'The sandbox did not answer within {seconds} seconds. Send again: everything you typed is still here.'}, {seconds}),
};
