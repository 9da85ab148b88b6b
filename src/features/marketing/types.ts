import type {Card, CodeSample, Cta} from '../../types/content';

/** Ways to integrate beside a code sample, with a link to the docs (mobile money). */
export interface IntegrationProps {
  cards: Card[];
  sample: CodeSample;
  link: Cta;
}

/** What the phone illustration shows: a mobile money pay screen. */
export interface PayScreen {
  merchant: string;
  amount: string;
  wallets: string[];
  selectedWallet: string;
  phoneNumber: string;
}
