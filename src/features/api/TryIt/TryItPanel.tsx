import React, {useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import type {ApiOperation} from '@site/src/features/api/data/model';
import {fillSample, sampleIdOf, samplesOf, type ApiSample} from '@site/src/features/api/data/samples';
import {SITE_LOCALE} from '@site/src/format/locale';
import {sampleCode} from '@site/src/features/api/data/sampleCode';
import {checkSandboxKey} from '@site/src/features/api/data/sandboxKey';
import {API_VERSION, TOOL_INPUT_MAX_LENGTH, TRY_IT_TIMEOUT_MS} from '@site/src/constants';
import type {ApiParameter} from '@site/src/features/api/data/model';
import {formatInteger} from '@site/src/format/number';
import {useBrand} from '@site/src/hooks/useBrand';
import {useSandboxApiUrl} from './useSandboxApiUrl';
import {forgetSandboxKey, typeSandboxKey, useSandboxKey, useSandboxKeyInput} from '@site/src/features/api/SandboxKey/store';
import ToolField, {toolFormStyles} from '@site/src/ui/ToolField';
import {buildRequest, jsonProblem, sendRequest, type TryItOutcome} from './request';
import {TRY_IT_COPY as COPY} from './copy';
import styles from './styles.module.css';

/** The operation's sample with the page's locale's examples (a French page's body is in francs CFA, from Dakar). */
function sampleOf(operationId: string): ApiSample | undefined {
  const id = sampleIdOf(operationId);
  return id && samplesOf(SITE_LOCALE)[id];
}

/** The value of each `{name}` of the path template: the id the sample uses. */
function pathDefaults(template: string, sample: ApiSample | undefined): Record<string, string> {
  return Object.fromEntries([...template.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [name!, sample?.pathParams?.[name!] ?? '']));
}

/** A new Idempotency-Key, as the samples make one (a UUID); Try it runs in a secure context, which has randomUUID. */
const newIdempotencyKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`);

/** The headers a request starts with: the API version the reference describes, a new Idempotency-Key; others empty. */
function headerDefaults(parameters: ApiParameter[]): Record<string, string> {
  const start: Record<string, () => string> = {'Api-Version': () => API_VERSION, 'Idempotency-Key': newIdempotencyKey};
  return Object.fromEntries(parameters.map((p) => [p.name, start[p.name]?.() ?? '']));
}

type Errors = Partial<Record<string, string>>;
type Status = {state: 'idle'} | {state: 'sending'} | {state: 'done'; outcome: TryItOutcome};

/** No sandbox configured at build time: say so, and give the cURL to run instead. */
function NoSandbox({operation}: {operation: ApiOperation}): ReactNode {
  const {domain} = useBrand();
  const sample = sampleOf(operation.operationId);
  return (
    <div className={styles.panel}>
      <p>{COPY.noSandbox}</p>
      {sample && (
        <pre className={styles.curl}>
          <code>{fillSample(sampleCode(sample, 'curl'), {domain})}</code>
        </pre>
      )}
    </div>
  );
}

function Outcome({outcome, origin}: {outcome: TryItOutcome; origin: string}): ReactNode {
  if (outcome.kind === 'network') return <p className={styles.problem}>{COPY.network(origin)}</p>;
  if (outcome.kind === 'timeout') return <p className={styles.problem}>{COPY.timeout(formatInteger(TRY_IT_TIMEOUT_MS / 1000))}</p>;
  const {status, statusText, headers, body, ms} = outcome;
  const advice = status === 401 ? COPY.unauthorized : status >= 500 ? COPY.serverError : status >= 400 ? COPY.refused : undefined;
  return (
    <>
      <p className={styles.statusLine}>
        <strong className={clsx(styles.status, status < 400 ? styles.success : styles.failure)}>
          {status} {statusText}
        </strong>{' '}
        <span className={styles.took}>{COPY.took(formatInteger(ms))}</span>
      </p>
      {advice && <p className={styles.problem}>{advice}</p>}
      <details className={styles.headers}>
        <summary>{COPY.headers(formatInteger(headers.length))}</summary>
        <dl>
          {headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      {body && (
        <pre className={styles.body} tabIndex={0}>
          <code>{body}</code>
        </pre>
      )}
    </>
  );
}

/**
 * Try it for one operation of the API reference: the sandbox key (one for
 * every panel of the page, kept for this tab: src/features/api/SandboxKey),
 * the path parameters and headers the operation takes, and its JSON body,
 * prefilled from the operation's code sample; sent from the browser to
 * SANDBOX_API_URL, with the status, headers and body of the answer, and a
 * clear message for a refused request, a network failure or no answer in
 * time. Nothing typed is cleared; every field has a bound
 * (TOOL_INPUT_MAX_LENGTH), and says when text was cut at it.
 */
export default function TryItPanel({operation}: {operation: ApiOperation}): ReactNode {
  const baseUrl = useSandboxApiUrl();
  const stored = useSandboxKey();
  const key = useSandboxKeyInput();
  const id = useId();
  const sample = sampleOf(operation.operationId);
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const headerParams = operation.parameters.filter((p) => p.in === 'header');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const [params, setParams] = useState(() => pathDefaults(operation.path, sample));
  const [headers, setHeaders] = useState<Record<string, string>>(() => headerDefaults(headerParams));
  const [query, setQuery] = useState<Record<string, string>>(() => Object.fromEntries(queryParams.map((p) => [p.name, String(sample?.query?.[p.name] ?? '')])));
  const [body, setBody] = useState(() => (sample?.body ? JSON.stringify(sample.body, null, 2) : ''));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>({state: 'idle'});
  const controls = useRef<Record<string, HTMLInputElement | HTMLTextAreaElement | null>>({});

  if (!baseUrl) return <NoSandbox operation={operation} />;
  const origin = new URL(baseUrl).origin;

  const keyError = (value: string): string | undefined => {
    const check = checkSandboxKey(value);
    return check === 'ok' ? undefined : COPY.keyErrors[check];
  };
  const changeKey = (value: string) => {
    // Every panel's key field shows it; kept for this tab once it is a sandbox key.
    typeSandboxKey(value);
    const check = checkSandboxKey(value);
    // A live key is refused at once (never kept); other problems wait for the next send.
    setErrors((current) => ({...current, key: check === 'live' ? COPY.keyErrors.live : check === 'ok' ? undefined : current.key}));
  };
  const forget = () => {
    // Every panel's field empties, and their Send asks for a key again.
    forgetSandboxKey();
    controls.current.key?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.state === 'sending') return;
    const found: Errors = {key: keyError(key)};
    for (const p of pathParams) if (!params[p.name]?.trim()) found[`path:${p.name}`] = COPY.pathParamMissing(p.name);
    for (const p of queryParams) if (p.required && !query[p.name]?.trim()) found[`query:${p.name}`] = COPY.pathParamMissing(p.name);
    for (const p of headerParams) if (p.required && !headers[p.name]?.trim()) found[`header:${p.name}`] = COPY.pathParamMissing(p.name);
    if (operation.requestBody) {
      const problem = jsonProblem(body);
      if (problem) found.body = COPY.bodyInvalid(problem);
    }
    setErrors(found);
    const first = Object.entries(found).find(([, message]) => message)?.[0];
    if (first) {
      controls.current[first]?.focus();
      return;
    }
    setStatus({state: 'sending'});
    const request = buildRequest({
      baseUrl,
      method: operation.method,
      path: operation.path,
      pathParams: params,
      query,
      headers,
      key,
      body: operation.requestBody ? body : undefined,
    });
    setStatus({state: 'done', outcome: await sendRequest(request, TRY_IT_TIMEOUT_MS)});
  };

  const control = (name: string) => (element: HTMLInputElement | HTMLTextAreaElement | null) => void (controls.current[name] = element);

  /** One parameter's field (a path id, a query parameter or a header): its label, hint, error and cut notice beside it. */
  const parameterField = (
    place: 'path' | 'query' | 'header',
    name: string,
    label: string,
    values: Record<string, string>,
    setValues: (update: (current: Record<string, string>) => Record<string, string>) => void,
    hint?: string,
  ) => (
    <ToolField
      key={name}
      id={`${id}-${place}-${name}`}
      label={label}
      hint={hint}
      error={errors[`${place}:${name}`]}
      maxLength={TOOL_INPUT_MAX_LENGTH.parameter}
      value={values[name] ?? ''}>
      {(props) => (
        <input
          {...props}
          ref={control(`${place}:${name}`)}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={values[name] ?? ''}
          onChange={(event) => setValues((current) => ({...current, [name]: event.target.value}))}
        />
      )}
    </ToolField>
  );
  return (
    <form className={styles.panel} aria-label={COPY.label(operation.summary)} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.intro}>{COPY.intro(origin)}</p>
      <ToolField id={`${id}-key`} label={COPY.key} hint={COPY.keyHint} error={errors.key} maxLength={TOOL_INPUT_MAX_LENGTH.secret} value={key}>
        {(props) => (
          <div className={styles.keyRow}>
            <input {...props} ref={control('key')} type="password" autoComplete="off" spellCheck={false} value={key} onChange={(event) => changeKey(event.target.value)} />
            {stored.key && (
              <button type="button" className="button button--secondary" onClick={forget}>
                {COPY.forgetKey}
              </button>
            )}
          </div>
        )}
      </ToolField>
      {pathParams.map((p) => parameterField('path', p.name, COPY.pathParam(p.name), params, setParams))}
      {queryParams.map((p) => parameterField('query', p.name, COPY.queryParam(p.name, p.required), query, setQuery))}
      {headerParams.map((p) => parameterField('header', p.name, COPY.headerParam(p.name, p.required), headers, setHeaders, p.name === 'Idempotency-Key' ? COPY.keyPrefilled : undefined))}
      {operation.requestBody && (
        <ToolField id={`${id}-body`} label={COPY.body} hint={COPY.bodyHint} error={errors.body} maxLength={TOOL_INPUT_MAX_LENGTH.requestBody} value={body}>
          {(props) => (
            <textarea {...props} ref={control('body')} rows={Math.min(14, body.split('\n').length + 1)} spellCheck={false} autoComplete="off" value={body} onChange={(event) => setBody(event.target.value)} />
          )}
        </ToolField>
      )}
      <div className={toolFormStyles.actions}>
        <button type="submit" className="button button--primary" aria-disabled={status.state === 'sending'}>
          {status.state === 'sending' ? COPY.sending : COPY.send}
        </button>
      </div>
      <div role="status" className={styles.result}>
        {status.state === 'done' && (
          <>
            <p className={styles.resultTitle}>{COPY.response}</p>
            <Outcome outcome={status.outcome} origin={origin} />
          </>
        )}
      </div>
    </form>
  );
}
