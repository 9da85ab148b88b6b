import type {ReactNode} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import {translate} from '@docusaurus/Translate';

/* The mobile money guide's table of wallets. Imported as a namespace (`import * as COPY`). */

export const wallet = translate({id: 'walletTable.wallet', message: 'Wallet'});
export const countries = translate({id: 'walletTable.countries', message: 'Countries'});

/** The second column's heading around the field's name (an element): "`wallet` value". */
export function valueOf(field: ReactNode): ReactNode {
  return interpolate(translate({id: 'walletTable.value', message: '{field} value'}), {field});
}
