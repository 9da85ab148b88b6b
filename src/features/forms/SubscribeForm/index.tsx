import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import FormField from '@site/src/features/forms/FormField';
import FormStatus from '@site/src/features/forms/FormStatus';
import ClearAnswersButton from '@site/src/features/forms/ClearAnswersButton';
import TrapField from '@site/src/features/forms/TrapField';
import {NoScriptEmailNote} from '@site/src/features/forms/NoScriptNote';
import {mailtoHref, mailtoTemplateHref, submitForm} from '@site/src/features/forms/submit';
import {useFormController} from '@site/src/features/forms/useFormController';
import {SUBSCRIBE_EMAIL_FIELD, SUBSCRIBE_NO_SCRIPT_COPY, SUBSCRIPTIONS, type SubscriptionTopic} from '@site/src/features/forms/data/subscribe';
import {useBrand, useFormsEndpoint} from '@site/src/hooks/useBrand';
import styles from './styles.module.css';

const FIELDS = [SUBSCRIBE_EMAIL_FIELD];

/**
 * A one-field e-mail subscription (newsletter, product updates), in a band
 * with its heading, with the behaviour every form has (useFormController): the
 * required e-mail is checked, sent through the shared submission module, and
 * can be cleared. It keeps no draft: one address is quickly typed again. Like
 * every form, it can be sent only once the page has hydrated (see FormView);
 * without JavaScript a note offers an e-mail instead.
 */
export default function SubscribeForm({topic}: {topic: SubscriptionTopic}): ReactNode {
  const {formId, heading, lead, submitLabel, subject, sentMessage} = SUBSCRIPTIONS[topic];
  const endpoint = useFormsEndpoint();
  const form = useFormController({
    fields: FIELDS,
    send: (values, attempt) => submitForm(endpoint || undefined, formId, values, attempt),
    delivered: (result) => result.status === 'sent',
    problemsIn: (result) => (result.status === 'invalid' ? result.problems : undefined),
  });
  const address = useBrand().email.hello;
  const hydrated = useIsBrowser();

  const headingId = `${formId}-heading`;
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <div className={styles.text}>
        <Heading as="h2" id={headingId} className={styles.heading}>
          {heading}
        </Heading>
        <p className={styles.lead}>{lead}</p>
      </div>
      <form
        {...form.formProps}
        className={styles.form}
        aria-labelledby={headingId}
        data-form={formId}>
        <NoScriptEmailNote note={SUBSCRIBE_NO_SCRIPT_COPY.note} linkText={SUBSCRIBE_NO_SCRIPT_COPY.email(address)} href={mailtoTemplateHref(address, subject, FIELDS)} />
        <div className={styles.row}>
          <FormField field={SUBSCRIBE_EMAIL_FIELD} idPrefix={formId} {...form.bind(SUBSCRIBE_EMAIL_FIELD)} />
          <button type="submit" className="button button--primary button--lg" disabled={!hydrated || form.submit.state === 'sending'}>
            {submitLabel}
          </button>
        </div>
        <TrapField />
        <ClearAnswersButton className={`button button--link ${styles.clear}`} />
        <FormStatus status={form.submit} errorCount={form.errorCount} cleared={form.cleared} sentMessage={sentMessage} address={address} mailto={mailtoHref(address, subject, FIELDS, form.values)} onRetry={() => void form.retry()} />
      </form>
    </section>
  );
}
