import React, {type ReactNode} from 'react';
import ContactFormPage from '@site/src/components/ContactFormPage';

export default function ContactSupport(): ReactNode {
  return <ContactFormPage path="/contact/support" team="support" />;
}
