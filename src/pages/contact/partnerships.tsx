import React, {type ReactNode} from 'react';
import ContactFormPage from '@site/src/features/company/ContactFormPage';

export default function ContactPartnerships(): ReactNode {
  return <ContactFormPage path="/contact/partnerships" team="partnerships" />;
}
