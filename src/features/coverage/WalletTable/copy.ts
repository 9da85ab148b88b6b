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

/** A value that names the same wallet as another, in the countries its row gives: "Safaricom (another value for M-Pesa)". */
export function aliasName(name: string, of: string): string {
  return translate({id: 'walletTable.alias', message: '{name} (another value for {of})'}, {name, of});
}
