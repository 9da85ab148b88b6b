import {translate} from '@docusaurus/Translate';

/* The terms page's table of payment regulators, and the security page's mention of them. Imported as a namespace (`import * as COPY`). */

export const caption = translate({id: 'paymentRegulators.caption', message: 'Who licenses and supervises payment services in each market we serve'});
export const regulator = translate({id: 'paymentRegulators.regulator', message: 'Regulator'});
/** "UEMOA, CFA franc (XOF)": the monetary union whose currency a central bank issues. */
export const union = (name: string, currency: string) => translate({id: 'paymentRegulators.union', message: '{union}, CFA franc ({currency})'}, {union: name, currency});
export const countries = translate({id: 'paymentRegulators.countries', message: 'Countries'});
/** "BEAC, with the COBAC": a central bank and the commission that supervises with it. */
export const withBody = (body: string) => translate({id: 'paymentRegulators.with', message: 'with the {body}'}, {body});
