import React, {type ReactNode} from 'react';
import ContactFormPage from '@site/src/features/company/ContactFormPage';

export default function Contact(): ReactNode {
  return <ContactFormPage path="/contact" />;
}
