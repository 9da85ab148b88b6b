import React, {useMemo, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Brand} from '@site/src/brand';
import {useBrand, useFormsEndpoint} from '@site/src/hooks/useBrand';
import FormField from '../FormField';
import FormStatus from '../FormStatus';
import ClearAnswersButton from '../ClearAnswersButton';
import TrapField from '../TrapField';
import {NoScriptEmailNote} from '../NoScriptNote';
import {FORM_SYSTEM_COPY} from '../copy';
import {mailtoHref, mailtoTemplateHref, submitForm} from '../submit';
import type {FieldGroup, FieldSpec, FormValues} from '../types';
import {useFormController} from '../useFormController';
import styles from './styles.module.css';

interface Props {
  /** Name of the form in the submitted JSON, and prefix of its ids. */
  formId: string;
  groups: FieldGroup[];
  submitLabel: string;
  /** The team whose address gets the e-mail when no endpoint is configured (or a choice of the form decides). */
  team: keyof Brand['email'] | ((values: FormValues) => keyof Brand['email']);
  /** Subject of that e-mail, and the form's accessible name. */
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


/** The field with the hint that follows the other answers (the same field object when it has none, or the hint is unchanged). */
function withHint(field: FieldSpec, values: FormValues): FieldSpec {
  const hint = field.hintFor?.(values) ?? field.hint;
  return hint === field.hint ? field : {...field, hint};
}

/**
 * A form from its field groups, with the behaviour of useFormController
 * (validation next to each field, a draft that survives reloads and expires,
 * "Clear my answers", honest submission through src/features/forms/submit.ts). Until
 * the page has hydrated (and without JavaScript) it cannot be sent: the submit
 * button is disabled, which also stops Enter from submitting, the method is
 * POST so nothing typed could reach an address, and a <noscript> note offers
 * an e-mail instead. "Clear my answers" is a reset button, so it works without
 * JavaScript too.
 */
export default function FormView({formId, groups, submitLabel, team, subject, initialValues, prefill, draftKey, sentMessage}: Props): ReactNode {
  const fields = useMemo(() => groups.flatMap((g) => g.fields), [groups]);
  const endpoint = useFormsEndpoint();
  const form = useFormController({
    fields,
    initialValues,
    prefill,
    draftKey,
    send: (values, attempt) => submitForm(endpoint || undefined, formId, values, attempt),
    delivered: (result) => result.status === 'sent',
    problemsIn: (result) => (result.status === 'invalid' ? result.problems : undefined),
  });
  const brand = useBrand();
  const hydrated = useIsBrowser();
  const address = brand.email[typeof team === 'function' ? team(form.values) : team];
  return (
    <form
      {...form.formProps}
      className={styles.form}
      aria-label={subject}
      data-form={formId}>
      <NoScriptEmailNote note={FORM_SYSTEM_COPY.noScript} linkText={FORM_SYSTEM_COPY.noScriptEmail(address)} href={mailtoTemplateHref(address, subject, fields)} />
      {groups.map((group) => (
        <fieldset key={group.id} className={styles.group} data-group={group.id}>
          <legend className={styles.legend}>
            <Heading as="h2" className={styles.groupTitle}>
              {group.title}
            </Heading>
          </legend>
          <div className={styles.fields}>
            {group.fields.map((field) => (
              <FormField key={field.name} field={withHint(field, form.values)} idPrefix={formId} {...form.bind(field)} />
            ))}
          </div>
        </fieldset>
      ))}
      <TrapField />
      <div className={styles.actions}>
        <button type="submit" className="button button--primary button--lg" disabled={!hydrated || form.submit.state === 'sending'}>
          {form.submit.state === 'sending' ? FORM_SYSTEM_COPY.sending : submitLabel}
        </button>
        <ClearAnswersButton className="button button--secondary button--lg" />
      </div>
      <FormStatus status={form.submit} errorCount={form.errorCount} cleared={form.cleared} sentMessage={sentMessage} address={address} mailto={mailtoHref(address, subject, fields, form.values)} onRetry={() => void form.retry()} />
    </form>
  );
}
