import React, {type ReactNode} from 'react';
import FormPage from '@site/src/components/FormPage';
import FormView from '@site/src/components/FormView';
import {FORM_COPY, GENERAL_APPLICATION_FORM} from '@site/src/data/forms/enquiries';

/** An application without a specific opening, to the talent team. */
export default function GeneralApplication(): ReactNode {
  return (
    <FormPage path="/general-application">
      <FormView
        formId="general-application"
        groups={GENERAL_APPLICATION_FORM}
        submitLabel={FORM_COPY.applicationSubmit}
        team="talent"
        subject={FORM_COPY.applicationSubject}
        draftKey="general-application"
        sentMessage={FORM_COPY.applicationSent}
      />
    </FormPage>
  );
}
