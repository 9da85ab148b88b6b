import React, {useRef, useState, type FormEvent, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import FormField from '@site/src/components/FormField';
import FormStatus, {type FormSubmitStatus} from '@site/src/components/FormStatus';
import {SUBSCRIBE_EMAIL_FIELD, SUBSCRIBE_NO_SCRIPT_COPY, SUBSCRIPTIONS, type SubscriptionTopic} from '@site/src/data/forms/subscribe';
import {NoScriptEmailNote} from '@site/src/components/NoScriptNote';
import {mailtoHref, mailtoTemplateHref, submitForm} from '@site/src/forms/submit';
import type {FormValues} from '@site/src/forms/types';
import {useBrand, useFormsEndpoint} from '@site/src/hooks/useBrand';
import {useFieldValidation} from '@site/src/hooks/useFieldValidation';
import styles from './styles.module.css';

const FIELDS = [SUBSCRIBE_EMAIL_FIELD];

/**
 * A one-field e-mail subscription (newsletter, product updates), in a band
 * with its heading: the required e-mail is checked like every form's, and sent
 * through the shared submission module. Like every form, it can be sent only
 * once the page has hydrated (see FormView); without JavaScript a note offers
 * an e-mail instead.
 */
export default function SubscribeForm({topic}: {topic: SubscriptionTopic}): ReactNode {
  const {formId, heading, lead, submitLabel, subject, sentMessage} = SUBSCRIPTIONS[topic];
  const [values, setValues] = useState<FormValues>({});
  const [status, setStatus] = useState<FormSubmitStatus>({state: 'idle'});
  const validation = useFieldValidation(FIELDS);
  const form = useRef<HTMLFormElement>(null);
  const endpoint = useFormsEndpoint();
  const address = useBrand().email.hello;
  const hydrated = useIsBrowser();

  const onChange = (name: string, value: string) => {
    const next = {...values, [name]: value};
    setValues(next);
    if (status.state === 'done') setStatus({state: 'idle'});
    validation.changed(name, next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validation.checkAll(values);
    if (invalid) {
      setStatus({state: 'idle'});
      form.current?.querySelector<HTMLElement>(`[name="${invalid.name}"]`)?.focus();
      return;
    }
    setStatus({state: 'sending'});
    const result = await submitForm(endpoint || undefined, formId, values);
    setStatus({state: 'done', result});
    if (result.status === 'sent') {
      setValues({});
      validation.reset();
    }
  };

  const headingId = `${formId}-heading`;
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <div className={styles.text}>
        <Heading as="h2" id={headingId} className={styles.heading}>
          {heading}
        </Heading>
        <p className={styles.lead}>{lead}</p>
      </div>
      <form ref={form} method="post" className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={headingId} data-form={formId}>
        <NoScriptEmailNote note={SUBSCRIBE_NO_SCRIPT_COPY.note} linkText={SUBSCRIBE_NO_SCRIPT_COPY.email(address)} href={mailtoTemplateHref(address, subject, FIELDS)} />
        <div className={styles.row}>
          <FormField field={SUBSCRIBE_EMAIL_FIELD} idPrefix={formId} value={values.email ?? ''} error={validation.errors.email} onChange={onChange} onBlur={(name) => validation.left(name, values)} />
          <button type="submit" className="button button--primary button--lg" disabled={!hydrated || status.state === 'sending'}>
            {submitLabel}
          </button>
        </div>
        <FormStatus status={status} errorCount={validation.errorCount} sentMessage={sentMessage} address={address} mailto={mailtoHref(address, subject, FIELDS, values)} />
      </form>
    </section>
  );
}
