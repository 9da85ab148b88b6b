import React, {type ReactNode} from 'react';
import ContactFormPage from '@site/src/features/company/ContactFormPage';
import contactSupport from '@site/src/data/pages/contactSupport';

export default function ContactSupport(): ReactNode {
  return <ContactFormPage page={contactSupport} team="support" />;
}
