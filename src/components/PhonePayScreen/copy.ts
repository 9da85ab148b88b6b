import {translate} from '@docusaurus/Translate';

/** The pay screen illustration's labels (the screen's data comes from the page). */
export const PAY_SCREEN_COPY = {
  amount: translate({id: 'payScreen.amount', message: 'Amount to pay'}),
  wallet: translate({id: 'payScreen.wallet', message: 'Pay with'}),
  phone: translate({id: 'payScreen.phone', message: 'Phone number'}),
  pay: (amount: string) => translate({id: 'payScreen.pay', message: 'Pay {amount}'}, {amount}),
  caption: translate({id: 'payScreen.caption', message: 'Example checkout: the customer confirms with their wallet PIN.'}),
};
