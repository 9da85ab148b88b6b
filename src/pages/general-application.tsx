import React, {type ReactNode} from 'react';
import EnquiryFormPage from '@site/src/features/forms/EnquiryFormPage';
import generalApplication from '@site/src/data/pages/generalApplication';
import {GENERAL_APPLICATION_ENQUIRY} from '@site/src/features/forms/data/enquiries';

/** An application without a specific opening, to the talent team. */
export default function GeneralApplication(): ReactNode {
  return <EnquiryFormPage page={generalApplication} form={GENERAL_APPLICATION_ENQUIRY} />;
}
