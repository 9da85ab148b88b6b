import React, {type ReactNode} from 'react';
import FormPage from '@site/src/components/FormPage';
import FormView from '@site/src/components/FormView';
import {DEMO_FORM, FORM_COPY, PRODUCT_OPTIONS} from '@site/src/data/forms/enquiries';
import {useQueryChoice} from '@site/src/hooks/useQueryParam';

const PRODUCTS = PRODUCT_OPTIONS.map((o) => o.value);

/** A demo request to the sales team, with the product of interest (preselected by ?product=). */
export default function Demo(): ReactNode {
  const product = useQueryChoice('product', PRODUCTS);
  return (
    <FormPage path="/demo">
      <FormView
        formId="demo"
        groups={DEMO_FORM}
        submitLabel={FORM_COPY.demoSubmit}
        team="sales"
        subject={FORM_COPY.demoSubject}
        prefill={product ? {product} : undefined}
        draftKey="demo"
        sentMessage={FORM_COPY.demoSent}
      />
    </FormPage>
  );
}
