/**
 * French pages whose first example need not be the franc zone's, each with why: a
 * reference of every market, or an article about one market outside it. Named by the
 * built page (`page`, under build/fr/) and by its translation file (`source`, under i18n/fr/).
 */
export interface MarketFitExemption {
  page: string;
  source?: string;
  reason: string;
}

export const MARKET_FIT_EXEMPT: readonly MarketFitExemption[] = [
  {page: 'coverage.html', reason: 'every market, in alphabetical order (Afrique du Sud first): a reference, not an example'},
  {page: 'docs/sandbox.html', source: 'sandbox.mdx', reason: 'every market\'s test numbers, region by region from East Africa, with the note on Kenya\'s two values for M-Pesa: a reference'},
  {page: 'changelog.html', reason: 'every product update, newest first: each update\'s own page is checked (those about one market are listed here)'},
  {page: 'changelog/page/2.html', reason: 'the changelog\'s second page, as above'},
  {page: 'product-updates.html', reason: 'every product update\'s card, newest first, as the changelog'},
  {page: 'api-reference.html', reason: 'the contract\'s texts and examples (src/features/api/data/openapi.fr.yaml): their franc-zone examples are issue 51\'s item 2, written with the contract'},
  {page: 'api-reference/payments.html', reason: 'as api-reference.html'},
  {page: 'news/new-office-in-lilongwe.html', source: '2026-09-18-new-office-in-lilongwe.md', reason: 'the article is about the Malawi office'},
  {page: 'updates/sender-id-registration-nigeria.html', source: '2026-08-27-sender-id-registration-nigeria.md', reason: 'the notice is about Nigeria'},
  {page: 'updates/faster-delivery-reports-kenya.html', source: '2026-10-21-faster-delivery-reports-kenya.md', reason: 'the update is about Kenya'},
  {page: 'updates/v3-2-0.html', source: '2026-09-10-v3-2-0.md', reason: 'the release brings carrier billing to Malawi and Zambia'},
  {page: 'updates/bank-payouts-nigeria-ghana.html', source: '2026-11-12-bank-payouts-nigeria-ghana.md', reason: 'the update is about Nigeria and Ghana'},
];
