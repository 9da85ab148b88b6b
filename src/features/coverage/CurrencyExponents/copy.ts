import type {ReactNode} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import {translate} from '@docusaurus/Translate';

/* The table of each currency's minor unit (the upgrade guide, the docs' overview). Imported as a namespace (`import * as COPY`). */

export const currency = translate({id: 'currencyExponents.currency', message: 'Currency'});
export const exponent = translate({id: 'currencyExponents.exponent', message: 'Decimals (ISO 4217 exponent)'});
export const countries = translate({id: 'currencyExponents.countries', message: 'Paid in'});

/** The last column's heading around an amount of the main unit (an element): "1,000 in the main unit is sent as". */
export function thousandIs(amount: ReactNode): ReactNode {
  return interpolate(translate({id: 'currencyExponents.thousandIs', message: '{amount} in the main unit is sent as'}), {amount});
}
