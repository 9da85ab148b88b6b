/**
 * Who licenses and supervises payment services in each market: its central bank, or the central
 * bank of its monetary union (the BCEAO for the UEMOA's XOF, the BEAC with the banking commission
 * COBAC for the CEMAC's XAF). For the terms and security pages, in both languages. Official names
 * stay in the language of the institution (`lang`), as the privacy page's laws do. Plain data beside
 * the markets: tests/unit/paymentRegulators.test.ts fails on a market with none or two, and on a
 * union whose markets are not the ones that pay in its currency.
 */
import type {MarketCode} from '../../../data/marketCodes';

export interface PaymentRegulator {
  /** The official name, in `lang`. */
  name: string;
  abbreviation: string;
  lang: 'en' | 'fr' | 'pt';
  /** The markets where it licenses and supervises payment services and electronic money. */
  markets: readonly MarketCode[];
  /** The monetary union it is the central bank of, with the union's currency. */
  union?: {name: 'UEMOA' | 'CEMAC'; currency: 'XOF' | 'XAF'};
  /** A body that supervises with it (the CEMAC's banking commission). */
  with?: {name: string; abbreviation: string};
}

export const PAYMENT_REGULATORS: readonly PaymentRegulator[] = [
  {
    name: 'Banque Centrale des États de l’Afrique de l’Ouest',
    abbreviation: 'BCEAO',
    lang: 'fr',
    markets: ['SN', 'CI', 'ML', 'BF', 'BJ', 'TG'],
    union: {name: 'UEMOA', currency: 'XOF'},
  },
  {
    name: 'Banque des États de l’Afrique Centrale',
    abbreviation: 'BEAC',
    lang: 'fr',
    markets: ['CM', 'GA', 'CG'],
    union: {name: 'CEMAC', currency: 'XAF'},
    with: {name: 'Commission Bancaire de l’Afrique Centrale', abbreviation: 'COBAC'},
  },
  {name: 'Central Bank of Kenya', abbreviation: 'CBK', lang: 'en', markets: ['KE']},
  {name: 'Bank of Uganda', abbreviation: 'BoU', lang: 'en', markets: ['UG']},
  {name: 'Bank of Tanzania', abbreviation: 'BoT', lang: 'en', markets: ['TZ']},
  {name: 'National Bank of Rwanda', abbreviation: 'BNR', lang: 'en', markets: ['RW']},
  {name: 'National Bank of Ethiopia', abbreviation: 'NBE', lang: 'en', markets: ['ET']},
  {name: 'Reserve Bank of Malawi', abbreviation: 'RBM', lang: 'en', markets: ['MW']},
  {name: 'Bank of Zambia', abbreviation: 'BoZ', lang: 'en', markets: ['ZM']},
  {name: 'Banco de Moçambique', abbreviation: 'BM', lang: 'pt', markets: ['MZ']},
  {name: 'South African Reserve Bank', abbreviation: 'SARB', lang: 'en', markets: ['ZA']},
  {name: 'Banque Centrale de Madagascar', abbreviation: 'BFM', lang: 'fr', markets: ['MG']},
  {name: 'Central Bank of Nigeria', abbreviation: 'CBN', lang: 'en', markets: ['NG']},
  {name: 'Bank of Ghana', abbreviation: 'BoG', lang: 'en', markets: ['GH']},
  {name: 'Banque Centrale de la République de Guinée', abbreviation: 'BCRG', lang: 'fr', markets: ['GN']},
  {name: 'Banque Centrale du Congo', abbreviation: 'BCC', lang: 'fr', markets: ['CD']},
  {name: 'Central Bank of Egypt', abbreviation: 'CBE', lang: 'en', markets: ['EG']},
];
