import {translate} from '@docusaurus/Translate';

/* The pay screen illustration's labels (the screen's data comes from the page). Imported as a namespace (`import * as COPY`). */

export const amount = translate({id: 'payScreen.amount', message: 'Amount to pay'});
export const wallet = translate({id: 'payScreen.wallet', message: 'Pay with'});
export const phone = translate({id: 'payScreen.phone', message: 'Phone number'});
export const pay = (value: string) => translate({id: 'payScreen.pay', message: 'Pay {amount}'}, {amount: value});
export const caption = translate({id: 'payScreen.caption', message: 'Example checkout: the customer confirms with their wallet PIN.'});
