import React, {Fragment, type ReactNode} from 'react';
import {PAYMENT_REGULATORS} from '@site/src/features/coverage/data/paymentRegulators';

/**
 * The regulators' abbreviations in a sentence (BCEAO, BEAC, COBAC, CBK…), each with its official name
 * for those who ask (abbr title): the security page's mention of the terms page's table. Its own
 * module, so that the page does not load the table's country names.
 */
export default function PaymentRegulatorAbbreviations(): ReactNode {
  const bodies = PAYMENT_REGULATORS.flatMap((regulator) => [{abbreviation: regulator.abbreviation, name: regulator.name}, ...(regulator.with ? [regulator.with] : [])]);
  return (
    <>
      {bodies.map((body, index) => (
        <Fragment key={body.abbreviation}>
          {index > 0 && ', '}
          <abbr title={body.name}>{body.abbreviation}</abbr>
        </Fragment>
      ))}
    </>
  );
}
