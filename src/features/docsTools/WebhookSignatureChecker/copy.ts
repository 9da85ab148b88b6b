import {DASHBOARD_PATHS} from '@site/src/data/dashboard';
import {translate} from '@docusaurus/Translate';
import {selectPlural} from '@site/src/format/plural';
import {formatInteger} from '@site/src/format/number';

/** The signature checker's words (loaded with the checker, not with the page; the placeholder's are in ./wrapperCopy.ts). */
export const CHECKER_COPY = {
  label: translate({id: 'webhookChecker.label', message: 'Webhook signature checker'}),
  privacy: translate({id: 'webhookChecker.privacy', message: 'Computed in this page with Web Crypto: nothing you paste is sent anywhere or kept.'}),
  body: translate({id: 'webhookChecker.body', message: 'Raw body'}),
  bodyHint: translate({id: 'webhookChecker.bodyHint', message: 'Exactly as your endpoint received it, before any JSON parsing.'}),
  header: translate({id: 'webhookChecker.header', message: 'Signature header'}),
  headerHint: translate({id: 'webhookChecker.headerHint', message: 'With or without "Signature:", for example t=1767263400,v1=ae54…'}),
  secret: translate({id: 'webhookChecker.secret', message: 'Webhook secret'}),
  secretHint: translate({id: 'webhookChecker.secretHint', message: 'whsec_…, from the dashboard under {path}.'}, {path: DASHBOARD_PATHS.webhooks}),
  required: {
    body: translate({id: 'webhookChecker.required.body', message: 'Paste the raw body of the request.'}),
    header: translate({id: 'webhookChecker.required.header', message: 'Paste the Signature header of the request.'}),
    secret: translate({id: 'webhookChecker.required.secret', message: 'Enter the webhook secret of the endpoint.'}),
  },
  check: translate({id: 'webhookChecker.check', message: 'Check the signature'}),
  example: translate({id: 'webhookChecker.example', message: 'Fill in the worked example'}),
  valid: translate({id: 'webhookChecker.valid', message: 'Valid signature'}),
  /** How far from the clock a signature was made (hours and days are 2 or more: see Checker's age()). */
  age: {
    minutes: (count: number) => selectPlural(count, translate({id: 'webhookChecker.age.minutes', message: '{count} minute|{count} minutes'}, {count: formatInteger(count)})),
    hours: (count: string) => translate({id: 'webhookChecker.age.hours', message: '{count} hours'}, {count}),
    days: (count: string) => translate({id: 'webhookChecker.age.days', message: '{count} days'}, {count}),
  },
  /** Each verdict's title (the valid one is `valid`) and explanation. */
  titles: {
    expired: translate({id: 'webhookChecker.title.expired', message: 'Invalid: expired timestamp'}),
    header: translate({id: 'webhookChecker.title.header', message: 'Invalid: malformed header'}),
    apiKey: translate({id: 'webhookChecker.title.apiKey', message: 'Invalid: wrong secret'}),
    altered: translate({id: 'webhookChecker.title.altered', message: 'Invalid: altered body'}),
    mismatch: translate({id: 'webhookChecker.title.mismatch', message: 'Invalid: wrong secret or altered body'}),
  },
  verdicts: {
    valid: (time: string, limit: string) =>
      translate(
        {id: 'webhookChecker.verdict.valid', message: 'The signature matches this body and secret, and was made at {time}, within {limit} minutes of this device’s clock. Your endpoint should accept this request.'},
        {time, limit},
      ),
    expired: (time: string, age: string, limit: string) =>
      translate(
        {id: 'webhookChecker.verdict.expired', message: 'The signature matches this body and secret, but it was made at {time}, {age} from this device’s clock (more than {limit} minutes). Your endpoint must reject it: it may be a replayed request, or a clock out of sync.'},
        {time, age, limit},
      ),
    noTimestamp: translate({id: 'webhookChecker.verdict.noTimestamp', message: 'The header has no timestamp: it must start with t= and the signing time in seconds.'}),
    noSignature: translate({id: 'webhookChecker.verdict.noSignature', message: 'The header has no v1= followed by a 64-character hexadecimal signature.'}),
    apiKey: translate({id: 'webhookChecker.verdict.apiKey', message: 'That is an API key, not a webhook secret. Use the endpoint’s webhook secret (whsec_…); never put an API key in a webhook handler’s checks.'}),
    reformatted: translate({id: 'webhookChecker.verdict.reformatted', message: 'The signature matches this body once its JSON is compacted: the body was parsed and re-serialised (spaces, line breaks or key order changed) before checking. Sign the raw body, exactly as received.'}),
    newline: translate({id: 'webhookChecker.verdict.newline', message: 'The signature matches this body with its trailing whitespace changed (a line break added or removed, by copying or by your framework). Check the raw body, exactly as received.'}),
    mismatch: translate({id: 'webhookChecker.verdict.mismatch', message: 'The signature does not match. Either the secret is not this endpoint’s (the sandbox and live endpoints have different secrets), or the body is not the one that was signed (a byte changed). Your endpoint must reject this request.'}),
  },
};
