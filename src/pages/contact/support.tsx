import React, {type ReactNode} from 'react';
import ContactFormPage from '@site/src/features/company/ContactFormPage';

export default function ContactSupport(): ReactNode {
  return <ContactFormPage path="/contact/support" team="support" />;
}
