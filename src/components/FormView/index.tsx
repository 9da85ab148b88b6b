import React, {useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import FormField from '@site/src/components/FormField';
import type {Brand} from '@site/src/brand';
import {useBrand, useFormsEndpoint} from '@site/src/hooks/useBrand';
import {useFormDraft} from '@site/src/hooks/useFormDraft';
import {mailtoHref, mailtoTemplateHref, submitForm} from '@site/src/forms/submit';
import FormStatus, {type FormSubmitStatus as Status} from '@site/src/components/FormStatus';
import type {FieldGroup, FormValues} from '@site/src/forms/types';
import {useFieldValidation} from '@site/src/hooks/useFieldValidation';
import {NoScriptEmailNote} from '@site/src/components/NoScriptNote';
import {FORM_COPY} from '@site/src/data/forms/enquiries';
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


/**
 * A form from its field groups: validation next to each field (on leaving a
 * field, then as it is corrected, and on submit, where focus moves to the first
 * invalid field), an optional draft that survives reloads, and honest
 * submission through src/forms/submit.ts. Until the page has hydrated (and
 * without JavaScript) it cannot be sent: the submit button is disabled, which
 * also stops Enter from submitting, the method is POST so nothing typed could
 * reach an address, and a <noscript> note offers an e-mail instead.
 */
export default function FormView({formId, groups, submitLabel, team, subject, initialValues = NONE, prefill = NONE, draftKey, sentMessage}: Props): ReactNode {
  const fields = useMemo(() => groups.flatMap((g) => g.fields), [groups]);
  const [values, setValues] = useState<FormValues>(initialValues);
  const validation = useFieldValidation(fields);
  const [status, setStatus] = useState<Status>({state: 'idle'});
  const form = useRef<HTMLFormElement>(null);
  const brand = useBrand();
  const endpoint = useFormsEndpoint();
  const hydrated = useIsBrowser();
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
    validation.changed(name, next);
  };

  const onBlur = (name: string) => validation.left(name, values);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const firstInvalid = validation.checkAll(values);
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
      validation.reset();
    }
  };

  const address = brand.email[typeof team === 'function' ? team(values) : team];
  return (
    <form ref={form} method="post" className={styles.form} noValidate onSubmit={onSubmit} aria-label={subject} data-form={formId}>
      <NoScriptEmailNote note={FORM_COPY.noScript} linkText={FORM_COPY.noScriptEmail(address)} href={mailtoTemplateHref(address, subject, fields)} />
      {groups.map((group) => (
        <fieldset key={group.id} className={styles.group} data-group={group.id}>
          <legend className={styles.legend}>
            <Heading as="h2" className={styles.groupTitle}>
              {group.title}
            </Heading>
          </legend>
          <div className={styles.fields}>
            {group.fields.map((field) => (
              <FormField key={field.name} field={field} idPrefix={formId} value={values[field.name] ?? ''} error={validation.errors[field.name]} onChange={onChange} onBlur={onBlur} />
            ))}
          </div>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary button--lg" disabled={!hydrated || status.state === 'sending'}>
          {status.state === 'sending' ? translate({id: 'forms.sending', message: 'Sending…'}) : submitLabel}
        </button>
      </div>
      <FormStatus status={status} errorCount={validation.errorCount} sentMessage={sentMessage} address={address} mailto={mailtoHref(address, subject, fields, values)} />
    </form>
  );
}

const NONE: FormValues = {};

function pickFilled(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}
