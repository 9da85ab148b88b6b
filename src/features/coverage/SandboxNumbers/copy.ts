import type {ReactNode} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import {translate} from '@docusaurus/Translate';

/* The sandbox page's mobile money test numbers, country by country. Imported as a namespace (`import * as COPY`). */

export const wallet = translate({id: 'sandboxNumbers.wallet', message: 'Wallet'});
export const testNumbers = translate({id: 'sandboxNumbers.testNumbers', message: 'Test numbers'});

/** A wallet's test numbers, the first and the last (elements): "`+254700000001` to `+254700000006`". */
export function range(first: ReactNode, last: ReactNode): ReactNode {
  return interpolate(translate({id: 'sandboxNumbers.range', message: '{first} to {last}'}), {first, last});
}
