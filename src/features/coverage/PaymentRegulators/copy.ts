import {translate} from '@docusaurus/Translate';

/* The terms page's table of payment regulators, and the security page's mention of them. Imported as a namespace (`import * as COPY`). */

export const caption = translate({id: 'paymentRegulators.caption', message: 'Who licenses and supervises payment services in each market we serve'});
export const regulator = translate({id: 'paymentRegulators.regulator', message: 'Regulator'});
export const currency = translate({id: 'paymentRegulators.currency', message: 'Currency'});
export const countries = translate({id: 'paymentRegulators.countries', message: 'Countries'});
/** "BEAC, with the COBAC": a central bank and the commission that supervises with it. */
export const withBody = (body: string) => translate({id: 'paymentRegulators.with', message: 'with the {body}'}, {body});
