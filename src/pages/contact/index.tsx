import React, {type ReactNode} from 'react';
import ContactFormPage from '@site/src/components/ContactFormPage';

export default function Contact(): ReactNode {
  return <ContactFormPage path="/contact" />;
}
