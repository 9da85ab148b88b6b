import type {Card, Cta} from '../../types/content';
import type {ApiSampleId} from '../api/data/samples';

/** Ways to integrate beside one of the site's API samples (src/features/api/data/samples.ts), with a link to the docs (mobile money). */
export interface IntegrationProps {
  cards: Card[];
  sample: ApiSampleId;
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
