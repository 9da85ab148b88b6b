import React, {type ReactNode} from 'react';
import FormPage from '@site/src/features/forms/FormPage';
import FormView from '@site/src/features/forms/FormView';
import type {EnquiryForm} from '@site/src/features/forms/data/enquiries';
import type {PageMeta} from '@site/src/data/pages/types';
import {useQueryChoice} from '@site/src/hooks/useQueryParam';

/** A page with a form sent to one team, the choice named by `form.preselect` taken from the address. */
export default function EnquiryFormPage({page, form}: {page: PageMeta; form: EnquiryForm}): ReactNode {
  const choiceField = form.groups.flatMap((g) => g.fields).find((f) => f.name === form.preselect?.field);
  const choice = useQueryChoice(form.preselect?.param ?? '', choiceField?.options?.map((o) => o.value) ?? []);
  return (
    <FormPage page={page}>
      <FormView
        formId={form.formId}
        groups={form.groups}
        submitLabel={form.submitLabel}
        team={form.team}
        subject={form.subject}
        prefill={choice && form.preselect ? {[form.preselect.field]: choice} : undefined}
        draftKey={form.formId}
        sentMessage={form.sentMessage}
      />
    </FormPage>
  );
}
