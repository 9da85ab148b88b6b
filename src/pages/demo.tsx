import React, {type ReactNode} from 'react';
import EnquiryFormPage from '@site/src/features/forms/EnquiryFormPage';
import demo from '@site/src/data/pages/demo';
import {DEMO_ENQUIRY} from '@site/src/features/forms/data/enquiries';

/** A demo request to the sales team, with the product of interest (preselected by ?product=). */
export default function Demo(): ReactNode {
  return <EnquiryFormPage page={demo} form={DEMO_ENQUIRY} />;
}
