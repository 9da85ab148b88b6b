import React, {type ReactNode} from 'react';
import EnquiryFormPage from '@site/src/features/forms/EnquiryFormPage';
import partnerSignup from '@site/src/data/pages/partnerSignup';
import {PARTNER_ENQUIRY} from '@site/src/features/forms/data/enquiries';

/** The partner application, with the programme preselected by ?programme= (the partners page's links). */
export default function PartnerSignup(): ReactNode {
  return <EnquiryFormPage page={partnerSignup} form={PARTNER_ENQUIRY} />;
}
