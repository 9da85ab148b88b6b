import React, {type ReactNode} from 'react';
import FormPage from '@site/src/components/FormPage';
import FormView from '@site/src/components/FormView';
import {FORM_COPY, PARTNER_FORM, PROGRAMME_OPTIONS} from '@site/src/data/forms/enquiries';
import {useQueryChoice} from '@site/src/hooks/useQueryParam';

const PROGRAMMES = PROGRAMME_OPTIONS.map((o) => o.value);

/** The partner application, with the programme preselected by ?programme= (the partners page's links). */
export default function PartnerSignup(): ReactNode {
  const programme = useQueryChoice('programme', PROGRAMMES);
  return (
    <FormPage path="/partner-signup">
      <FormView
        formId="partner-signup"
        groups={PARTNER_FORM}
        submitLabel={FORM_COPY.partnerSubmit}
        team="partnerships"
        subject={FORM_COPY.partnerSubject}
        prefill={programme ? {programme} : undefined}
        draftKey="partner-signup"
        sentMessage={FORM_COPY.partnerSent}
      />
    </FormPage>
  );
}
