import React, {type ReactNode} from 'react';
import ContactFormPage from '@site/src/features/company/ContactFormPage';
import contactPartnerships from '@site/src/data/pages/contactPartnerships';

export default function ContactPartnerships(): ReactNode {
  return <ContactFormPage page={contactPartnerships} team="partnerships" />;
}
