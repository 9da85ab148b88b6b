import React, {useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {EXAMPLE_SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS, WEBHOOK_EXAMPLE} from '@site/src/features/docsTools/data/webhookExample';
import {formatInteger} from '@site/src/format/number';
import {formatUtcDateTime} from '@site/src/format/date';
import {TOOL_INPUT_MAX_LENGTH} from '@site/src/constants';
import {checkSignature, type Verdict} from './verify';
import ToolField, {toolFormStyles, type ToolControlProps} from '@site/src/ui/ToolField';
import {CHECKER_COPY as COPY} from './copy';
import styles from './styles.module.css';

/** How far from the clock a signature was made, in the unit a reader takes in at once. */
function age(seconds: number): string {
  const minutes = Math.round(Math.abs(seconds) / 60);
  if (minutes < 120) return COPY.age.minutes(minutes);
  if (minutes < 48 * 60) return COPY.age.hours(formatInteger(Math.round(minutes / 60)));
  return COPY.age.days(formatInteger(Math.round(minutes / (24 * 60))));
}

function explain(verdict: Verdict): {ok: boolean; title: string; text: string} {
  const limit = formatInteger(SIGNATURE_TOLERANCE_SECONDS / 60);
  switch (verdict.kind) {
    case 'valid':
      return {ok: true, title: COPY.valid, text: COPY.verdicts.valid(formatUtcDateTime(verdict.signedAt), limit)};
    case 'expired':
      return {ok: false, title: COPY.titles.expired, text: COPY.verdicts.expired(formatUtcDateTime(verdict.signedAt), age(verdict.ageSeconds), limit)};
    case 'bad-header':
      return {ok: false, title: COPY.titles.header, text: verdict.problem === 'no-timestamp' ? COPY.verdicts.noTimestamp : COPY.verdicts.noSignature};
    case 'api-key':
      return {ok: false, title: COPY.titles.apiKey, text: COPY.verdicts.apiKey};
    case 'altered-body':
      return {ok: false, title: COPY.titles.altered, text: verdict.change === 'reformatted' ? COPY.verdicts.reformatted : COPY.verdicts.newline};
    case 'mismatch':
      return {ok: false, title: COPY.titles.mismatch, text: COPY.verdicts.mismatch};
  }
}

type Field = 'body' | 'header' | 'secret';

/** Each field's bound: a 5 MB paste is cut there, and the field says so. */
const MAX_LENGTH: Record<Field, number> = {body: TOOL_INPUT_MAX_LENGTH.webhookBody, header: TOOL_INPUT_MAX_LENGTH.signatureHeader, secret: TOOL_INPUT_MAX_LENGTH.secret};

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
    <ToolField id={`${id}-${field}`} label={label} hint={hint} error={errors[field]} maxLength={MAX_LENGTH[field]} value={values[field]}>
      {control}
    </ToolField>
  );

  return (
    <form className={toolFormStyles.frame} aria-label={COPY.label} noValidate onSubmit={(event) => void submit(event)}>
      <p className={toolFormStyles.note}>{COPY.privacy}</p>
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
