/**
 * The API contract, the docs and the coverage data describe the same
 * markets: the contract's `Wallet` and `Currency` enums, the sandbox test
 * numbers per country and wallet (docs/sandbox.mdx), the mobile money guide's
 * wallet table and src/features/coverage/data/markets.ts. A market, wallet or currency
 * that one has and another lacks fails here, unless listed below with a reason.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {currenciesOf, MARKET_LIST, MARKETS, type MarketCode} from '@site/src/features/coverage/data/markets';
import {sandboxNumbersAnchor} from '@site/src/features/coverage/data/route';

const root = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Currencies the contract takes that no market pays in, with why. */
const CONTRACT_ONLY_CURRENCIES: Record<string, string> = {};
/** Wallets the contract takes that no market lists, with why. */
const CONTRACT_ONLY_WALLETS: Record<string, string> = {};

interface SandboxCountry {
  code: string;
  currencies: string[];
  rows: {wallets: string[]; first: string; last: string}[];
}

// The sandbox page's countries: a heading with the currencies in brackets and an explicit id in an MDX comment
// (test-numbers-ke), then a table of wallet, `wallet` values and numbers.
function parseSandboxCountries(markdown: string): SandboxCountry[] {
  const countries: SandboxCountry[] = [];
  const sections = markdown.split(/^### /m).slice(1);
  for (const section of sections) {
    const heading = /^[^\n]*\(([^)]*)\)\s*\{\/\* #test-numbers-([a-z]{2}) \*\/\}/.exec(section);
    if (!heading) continue;
    const rows = [...section.matchAll(/^\|[^|\n]*\|([^|\n]*)\|\s*`(\+\d+)` to `(\+\d+)`\s*\|$/gm)].map((row) => ({
      wallets: [...row[1]!.matchAll(/`([^`]+)`/g)].map((value) => value[1]!),
      first: row[2]!,
      last: row[3]!,
    }));
    countries.push({code: heading[2]!.toUpperCase(), currencies: heading[1]!.split(/,\s*/), rows});
  }
  return countries;
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

describe('API contract, docs and coverage data', () => {
  const contract = load(read('src/features/api/data/openapi.yaml')) as {components: {schemas: Record<string, {enum?: string[]}>}};
  const contractWallets = contract.components.schemas.Wallet!.enum!;
  const contractCurrencies = contract.components.schemas.Currency!.enum!;
  const sandbox = parseSandboxCountries(read('docs/sandbox.mdx'));
  const mobileMoneyMarkets = MARKET_LIST.filter((market) => market.wallets.length > 0);

  it("agree on the wallets: the contract's enum is every market's wallets", () => {
    expect(sorted(contractWallets)).toEqual(sorted([...MARKET_LIST.flatMap((market) => market.wallets), ...Object.keys(CONTRACT_ONLY_WALLETS)]));
  });

  it("agree on the currencies: the contract's enum is every market's currencies", () => {
    expect(sorted(contractCurrencies)).toEqual(
      sorted([...MARKET_LIST.flatMap((market) => currenciesOf(market).map((currency) => currency.code)), ...Object.keys(CONTRACT_ONLY_CURRENCIES)]),
    );
  });

  it('agree on the countries with mobile money: the sandbox has test numbers for each, and for no other', () => {
    expect(sandbox.length).toBeGreaterThan(0);
    expect(sorted(sandbox.map((country) => country.code))).toEqual(sorted(mobileMoneyMarkets.map((market) => market.code)));
  });

  it("give each country's test numbers in its currencies, for each of its wallets, in its number format", () => {
    for (const country of sandbox) {
      const market = MARKETS[country.code as MarketCode];
      expect([country.code, country.currencies]).toEqual([country.code, currenciesOf(market).map((currency) => currency.code)]);
      expect([country.code, sorted(country.rows.flatMap((row) => row.wallets))]).toEqual([country.code, sorted(market.wallets)]);
      for (const row of country.rows) {
        for (const number of [row.first, row.last]) {
          expect([country.code, number.startsWith(market.phone.dialCode), number.length]).toEqual([country.code, true, market.phone.example.length]);
        }
        // The last digit picks the outcome: 1 (success) to 6 (invalid number), on the same number.
        expect([row.first.slice(0, -1), row.first.slice(-1), row.last.slice(-1)]).toEqual([row.last.slice(0, -1), '1', '6']);
      }
    }
  });

  it("link the coverage page's details to the sandbox's country headings", () => {
    for (const market of mobileMoneyMarkets) expect(read('docs/sandbox.mdx')).toContain(`{/* #${sandboxNumbersAnchor(market)} */}`);
  });

  it("list in the mobile money guide the contract's wallet values", () => {
    const guide = read('docs/guides/mobile-money.mdx');
    const table = guide.slice(guide.indexOf('## Supported wallets'), guide.indexOf('## How a payment works'));
    const values = [...table.matchAll(/^\|[^|\n]*\|\s*`([^`]+)`\s*\|$/gm)].map((row) => row[1]!);
    expect(sorted(values)).toEqual(sorted(contractWallets));
  });
});
