import React, {useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {EXAMPLE_SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS, WEBHOOK_EXAMPLE} from '@site/src/features/docsTools/data/webhookExample';
import {formatInteger} from '@site/src/format/number';
import {formatUtcDateTime} from '@site/src/format/date';
import {checkSignature, type Verdict} from './verify';
import ToolField, {toolFormStyles, type ToolControlProps} from '@site/src/ui/ToolField';
import styles from './styles.module.css';

const COPY = {
  label: translate({id: 'webhookChecker.label', message: 'Webhook signature checker'}),
  privacy: translate({id: 'webhookChecker.privacy', message: 'Computed in this page with Web Crypto: nothing you paste is sent anywhere or kept.'}),
  body: translate({id: 'webhookChecker.body', message: 'Raw body'}),
  bodyHint: translate({id: 'webhookChecker.bodyHint', message: 'Exactly as your endpoint received it, before any JSON parsing.'}),
  header: translate({id: 'webhookChecker.header', message: 'Signature header'}),
  headerHint: translate({id: 'webhookChecker.headerHint', message: 'With or without "Signature:", for example t=1767263400,v1=ae54…'}),
  secret: translate({id: 'webhookChecker.secret', message: 'Webhook secret'}),
  secretHint: translate({id: 'webhookChecker.secretHint', message: 'whsec_…, from the dashboard under Developers → Webhooks.'}),
  required: {
    body: translate({id: 'webhookChecker.required.body', message: 'Paste the raw body of the request.'}),
    header: translate({id: 'webhookChecker.required.header', message: 'Paste the Signature header of the request.'}),
    secret: translate({id: 'webhookChecker.required.secret', message: 'Enter the webhook secret of the endpoint.'}),
  },
  check: translate({id: 'webhookChecker.check', message: 'Check the signature'}),
  example: translate({id: 'webhookChecker.example', message: 'Fill in the worked example'}),
  valid: translate({id: 'webhookChecker.valid', message: 'Valid signature'}),
};

/** How far from the clock a signature was made, in the unit a reader takes in at once. */
function age(seconds: number): string {
  const minutes = Math.round(Math.abs(seconds) / 60);
  if (minutes < 120) return translate({id: 'webhookChecker.age.minutes', message: '{count} minutes'}, {count: formatInteger(minutes)});
  if (minutes < 48 * 60) return translate({id: 'webhookChecker.age.hours', message: '{count} hours'}, {count: formatInteger(Math.round(minutes / 60))});
  return translate({id: 'webhookChecker.age.days', message: '{count} days'}, {count: formatInteger(Math.round(minutes / (24 * 60)))});
}

function explain(verdict: Verdict): {ok: boolean; title: string; text: string} {
  const limit = formatInteger(SIGNATURE_TOLERANCE_SECONDS / 60);
  switch (verdict.kind) {
    case 'valid':
      return {ok: true, title: COPY.valid, text: translate({id: 'webhookChecker.verdict.valid', message: 'The signature matches this body and secret, and was made at {time}, within {limit} minutes of this device’s clock. Your endpoint should accept this request.'}, {time: formatUtcDateTime(verdict.signedAt), limit})};
    case 'expired':
      return {
        ok: false,
        title: translate({id: 'webhookChecker.title.expired', message: 'Invalid: expired timestamp'}),
        text: translate(
          {id: 'webhookChecker.verdict.expired', message: 'The signature matches this body and secret, but it was made at {time}, {age} from this device’s clock (more than {limit} minutes). Your endpoint must reject it: it may be a replayed request, or a clock out of sync.'},
          {time: formatUtcDateTime(verdict.signedAt), age: age(verdict.ageSeconds), limit},
        ),
      };
    case 'bad-header':
      return {
        ok: false,
        title: translate({id: 'webhookChecker.title.header', message: 'Invalid: malformed header'}),
        text:
          verdict.problem === 'no-timestamp'
            ? translate({id: 'webhookChecker.verdict.noTimestamp', message: 'The header has no timestamp: it must start with t= and the signing time in seconds.'})
            : translate({id: 'webhookChecker.verdict.noSignature', message: 'The header has no v1= followed by a 64-character hexadecimal signature.'}),
      };
    case 'api-key':
      return {ok: false, title: translate({id: 'webhookChecker.title.apiKey', message: 'Invalid: wrong secret'}), text: translate({id: 'webhookChecker.verdict.apiKey', message: 'That is an API key, not a webhook secret. Use the endpoint’s webhook secret (whsec_…); never put an API key in a webhook handler’s checks.'})};
    case 'altered-body':
      return {
        ok: false,
        title: translate({id: 'webhookChecker.title.altered', message: 'Invalid: altered body'}),
        text:
          verdict.change === 'reformatted'
            ? translate({id: 'webhookChecker.verdict.reformatted', message: 'The signature matches this body once its JSON is compacted: the body was parsed and re-serialised (spaces, line breaks or key order changed) before checking. Sign the raw body, exactly as received.'})
            : translate({id: 'webhookChecker.verdict.newline', message: 'The signature matches this body with its trailing whitespace changed (a line break added or removed, by copying or by your framework). Check the raw body, exactly as received.'}),
      };
    case 'mismatch':
      return {
        ok: false,
        title: translate({id: 'webhookChecker.title.mismatch', message: 'Invalid: wrong secret or altered body'}),
        text: translate({id: 'webhookChecker.verdict.mismatch', message: 'The signature does not match. Either the secret is not this endpoint’s (the sandbox and live endpoints have different secrets), or the body is not the one that was signed (a byte changed). Your endpoint must reject this request.'}),
      };
  }
}

type Field = 'body' | 'header' | 'secret';

/** Paste a payload, its Signature header and the secret: valid or invalid, and why. */
export default function Checker(): ReactNode {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({body: '', header: '', secret: ''});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<ReturnType<typeof explain> | null>(null);
  const fields = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const set = (field: Field, value: string) => {
    setValues((current) => ({...current, [field]: value}));
    setResult(null);
    if (value.trim()) setErrors((current) => ({...current, [field]: undefined}));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = (['body', 'header', 'secret'] as const).filter((field) => !values[field].trim());
    setErrors(Object.fromEntries(missing.map((field) => [field, COPY.required[field]])));
    if (missing.length) {
      fields.current[missing[0]!]?.focus();
      setResult(null);
      return;
    }
    setResult(explain(await checkSignature({...values, now: Math.floor(Date.now() / 1000)})));
  };
  const fillExample = () => {
    setValues({body: WEBHOOK_EXAMPLE.body, header: `Signature: ${EXAMPLE_SIGNATURE_HEADER}`, secret: WEBHOOK_EXAMPLE.secret});
    setErrors({});
    setResult(null);
  };
  const input = (field: Field, label: string, hint: string, control: (props: ToolControlProps) => ReactNode) => (
    <ToolField id={`${id}-${field}`} label={label} hint={hint} error={errors[field]}>
      {control}
    </ToolField>
  );

  return (
    <form className={styles.checker} aria-label={COPY.label} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.privacy}>{COPY.privacy}</p>
      {input('body', COPY.body, COPY.bodyHint, (props) => (
        <textarea {...props} ref={(element) => void (fields.current.body = element)} rows={5} spellCheck={false} autoComplete="off" value={values.body} onChange={(event) => set('body', event.target.value)} />
      ))}
      {input('header', COPY.header, COPY.headerHint, (props) => (
        <input {...props} ref={(element) => void (fields.current.header = element)} type="text" spellCheck={false} autoComplete="off" value={values.header} onChange={(event) => set('header', event.target.value)} />
      ))}
      {input('secret', COPY.secret, COPY.secretHint, (props) => (
        <input {...props} ref={(element) => void (fields.current.secret = element)} type="password" spellCheck={false} autoComplete="off" value={values.secret} onChange={(event) => set('secret', event.target.value)} />
      ))}
      <div className={toolFormStyles.actions}>
        <button type="submit" className="button button--primary">
          {COPY.check}
        </button>
        <button type="button" className="button button--secondary" onClick={fillExample}>
          {COPY.example}
        </button>
      </div>
      <div role="status" className={clsx(styles.result, result && (result.ok ? styles.valid : styles.invalid))}>
        {result && (
          <>
            <strong>{result.title}</strong>
            <p>{result.text}</p>
          </>
        )}
      </div>
    </form>
  );
}
