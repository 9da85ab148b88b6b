import React, {useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import FormField from '@site/src/components/FormField';
import type {Brand} from '@site/src/brand';
import {useBrand, useFormsEndpoint} from '@site/src/hooks/useBrand';
import {useFormDraft} from '@site/src/hooks/useFormDraft';
import {mailtoHref, submitForm, type SubmitResult} from '@site/src/forms/submit';
import type {FieldGroup, FormErrors, FormValues} from '@site/src/forms/types';
import {validateField, validateForm} from '@site/src/forms/validation';
import styles from './styles.module.css';

interface Props {
  /** Name of the form in the submitted JSON, and prefix of its ids. */
  formId: string;
  groups: FieldGroup[];
  submitLabel: string;
  /** The team whose address gets the e-mail when no endpoint is configured (or a choice of the form decides). */
  team: keyof Brand['email'] | ((values: FormValues) => keyof Brand['email']);
  /** Subject of that e-mail. */
  subject: string;
  /** Values known when the page is built (e.g. the team of /contact/support). */
  initialValues?: FormValues;
  /** Values from the address (e.g. ?position=), applied once the page has hydrated; they win over a draft. */
  prefill?: FormValues;
  /** Keep a draft in localStorage under this key. */
  draftKey?: string;
  /** What the visitor reads once the form was sent. */
  sentMessage: string;
}

type Status = {state: 'idle'} | {state: 'sending'} | {state: 'done'; result: SubmitResult};

/**
 * A form from its field groups: validation next to each field (on leaving a
 * field, then as it is corrected, and on submit, where focus moves to the first
 * invalid field), an optional draft that survives reloads, and honest
 * submission through src/forms/submit.ts.
 */
export default function FormView({formId, groups, submitLabel, team, subject, initialValues = NONE, prefill = NONE, draftKey, sentMessage}: Props): ReactNode {
  const fields = useMemo(() => groups.flatMap((g) => g.fields), [groups]);
  const [values, setValues] = useState<FormValues>(initialValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [status, setStatus] = useState<Status>({state: 'idle'});
  const form = useRef<HTMLFormElement>(null);
  const brand = useBrand();
  const endpoint = useFormsEndpoint();
  const restore = useCallback((draft: FormValues) => setValues((current) => ({...draft, ...initialValues, ...pickFilled(current)})), [initialValues]);
  const draft = useFormDraft(draftKey, fields, restore);
  const prefillKey = JSON.stringify(prefill);
  useEffect(() => {
    if (prefillKey === '{}') return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is only known once the page has hydrated
    setValues((current) => ({...current, ...(JSON.parse(prefillKey) as FormValues)}));
  }, [prefillKey]);

  const onChange = (name: string, value: string) => {
    const next = {...values, [name]: value};
    setValues(next);
    draft.save(next);
    if (status.state === 'done') setStatus({state: 'idle'});
    // Once a field has shown an error, re-check it as the visitor corrects it (and fields that compare with it).
    setErrors((current) => {
      const updated = {...current};
      for (const field of fields) {
        const related = field.name === name || field.rules?.some((r) => r.kind === 'notAbove' && r.field === name);
        if (related && (touched[field.name] || current[field.name])) updated[field.name] = validateField(field, next, fields);
      }
      return updated;
    });
  };

  const onBlur = (name: string) => {
    setTouched((t) => ({...t, [name]: true}));
    const field = fields.find((f) => f.name === name)!;
    if (values[name]?.trim() || errors[name]) setErrors((current) => ({...current, [name]: validateField(field, values, fields)}));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(fields, values);
    setErrors(found);
    setTouched(Object.fromEntries(fields.map((f) => [f.name, true])));
    const firstInvalid = fields.find((f) => found[f.name]);
    if (firstInvalid) {
      setStatus({state: 'idle'});
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus();
      return;
    }
    setStatus({state: 'sending'});
    const result = await submitForm(endpoint || undefined, formId, values);
    setStatus({state: 'done', result});
    if (result.status === 'sent') {
      draft.clear();
      setValues(initialValues);
      setTouched({});
    }
  };

  const errorCount = Object.values(errors).filter(Boolean).length;
  const address = brand.email[typeof team === 'function' ? team(values) : team];
  return (
    <form ref={form} className={styles.form} noValidate onSubmit={onSubmit} aria-label={subject} data-form={formId}>
      {groups.map((group) => (
        <fieldset key={group.id} className={styles.group} data-group={group.id}>
          <legend className={styles.legend}>
            <Heading as="h2" className={styles.groupTitle}>
              {group.title}
            </Heading>
          </legend>
          <div className={styles.fields}>
            {group.fields.map((field) => (
              <FormField key={field.name} field={field} idPrefix={formId} value={values[field.name] ?? ''} error={errors[field.name]} onChange={onChange} onBlur={onBlur} />
            ))}
          </div>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary button--lg" disabled={status.state === 'sending'}>
          {status.state === 'sending' ? translate({id: 'forms.sending', message: 'Sending…'}) : submitLabel}
        </button>
      </div>
      <div role="status" aria-live="polite" className={styles.statusRegion}>
        {errorCount > 0 && status.state === 'idle' && (
          <p className={clsx(styles.status, styles.problem)}>
            {translate({id: 'forms.checkFields', message: 'Please correct the {count} highlighted field(s); nothing was sent.'}, {count: errorCount})}
          </p>
        )}
        {status.state === 'done' && status.result.status === 'sent' && <p className={clsx(styles.status, styles.success)}>{sentMessage}</p>}
        {status.state === 'done' && status.result.status === 'unconfigured' && (
          <div className={clsx(styles.status, styles.notice)}>
            <p>{translate({id: 'forms.unconfigured', message: 'This site is not connected to a form service yet, so nothing was sent. Your answers are kept on this page.'})}</p>
            <p>
              <a className="button button--secondary" href={mailtoHref(address, subject, fields, values)}>
                {translate({id: 'forms.emailInstead', message: 'Email your answers to {address}'}, {address})}
              </a>
            </p>
          </div>
        )}
        {status.state === 'done' && status.result.status === 'failed' && (
          <div className={clsx(styles.status, styles.problem)}>
            <p>
              {status.result.httpStatus
                ? translate({id: 'forms.failedStatus', message: 'We could not send this: the server answered {code}.'}, {code: status.result.httpStatus})
                : translate({id: 'forms.failedNetwork', message: 'We could not send this: the connection failed.'})}{' '}
              {translate({id: 'forms.keep', message: 'Everything you typed is still here. Try again in a moment, or email it to us.'})}
            </p>
            <p>
              <a href={mailtoHref(address, subject, fields, values)}>{translate({id: 'forms.emailTo', message: 'Email {address}'}, {address})}</a>
            </p>
          </div>
        )}
      </div>
    </form>
  );
}

const NONE: FormValues = {};

function pickFilled(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}
