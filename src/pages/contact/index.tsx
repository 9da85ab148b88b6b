import React, {type ReactNode} from 'react';
import ContactFormPage from '@site/src/features/company/ContactFormPage';
import contact from '@site/src/data/pages/contact';

export default function Contact(): ReactNode {
  return <ContactFormPage page={contact} />;
}
