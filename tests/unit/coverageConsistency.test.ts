/**
 * The API contract, the docs and the coverage data describe the same
 * markets: the contract's `Wallet` and `Currency` enums, the sandbox test
 * numbers per country and wallet (src/features/coverage/data/sandboxNumbers.ts,
 * drawn on docs/sandbox.mdx and its French twin by SandboxNumbers), the mobile
 * money guide's wallet table (English and French, drawn by WalletTable) and
 * src/features/coverage/data/markets.ts. A market, wallet or currency that one
 * has and another lacks fails here, unless listed below with a reason.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {currenciesOf, MARKET_LIST, MINOR_UNITS, WALLETS, type WalletId} from '@site/src/features/coverage/data/markets';
import {SANDBOX_NUMBERS} from '@site/src/features/coverage/data/sandboxNumbers';

const root = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Currencies the contract takes that no market pays in, with why. */
const CONTRACT_ONLY_CURRENCIES: Record<string, string> = {};
/** Wallets the contract takes that no market lists, with why. */
const CONTRACT_ONLY_WALLETS: Record<string, string> = {};

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** The sandbox pages: they draw the numbers from the data, and keep no table of their own. */
const SANDBOX_PAGES = ['docs/sandbox.mdx', 'i18n/fr/docusaurus-plugin-content-docs/current/sandbox.mdx'];
/** The mobile money guide's wallet table, between its two headings, in each language. */
const GUIDES = [
  {file: 'docs/guides/mobile-money.mdx', from: '## Supported wallets', to: '## How a payment works'},
  {file: 'i18n/fr/docusaurus-plugin-content-docs/current/guides/mobile-money.mdx', from: '## Portefeuilles pris en charge', to: '## Déroulement d’un paiement'},
];

describe('API contract, docs and coverage data', () => {
  const contract = load(read('src/features/api/data/openapi.yaml')) as {components: {schemas: Record<string, {enum?: string[]}>}};
  const contractCountries = contract.components.schemas.Country!.enum!;
  const contractWallets = contract.components.schemas.Wallet!.enum!;
  const contractCurrencies = contract.components.schemas.Currency!.enum!;
  const mobileMoneyMarkets = MARKET_LIST.filter((market) => market.wallets.length > 0);

  it("agree on the wallets: the contract's enum is every market's wallets", () => {
    expect(sorted(contractWallets)).toEqual(sorted([...MARKET_LIST.flatMap((market) => market.wallets), ...Object.keys(CONTRACT_ONLY_WALLETS)]));
  });

  it('take one value per wallet: a retired value (Kenya\'s `safaricom`, now `mpesa`) is in no market and not in the contract', () => {
    const retired = (Object.keys(WALLETS) as WalletId[]).filter((id) => 'retired' in WALLETS[id]);
    expect(retired).toEqual(['safaricom']);
    for (const id of retired) expect(contractWallets).not.toContain(id);
  });

  it("give each currency's minor unit as the market data does: the contract's ISO 4217 exponents (`x-minor-units`) are the markets' decimals", () => {
    const currency = contract.components.schemas.Currency as {enum: string[]; 'x-minor-units': Record<string, number>; description: string};
    expect(currency['x-minor-units']).toEqual(MINOR_UNITS);
    expect(Object.keys(currency['x-minor-units']).sort()).toEqual([...currency.enum].sort());
    // The description names them the same way: those of 2 decimals, then those of none.
    const named = (decimals: number) => (Object.keys(MINOR_UNITS) as (keyof typeof MINOR_UNITS)[]).filter((code) => MINOR_UNITS[code] === decimals);
    for (const decimals of [0, 2]) {
      const sentence = new RegExp(`${decimals} for ([A-Z, and]+)`).exec(currency.description.replace(/\s+/g, ' '))?.[1] ?? '';
      expect([decimals, sentence.trim().split(/, | and /).sort()]).toEqual([decimals, named(decimals).sort()]);
    }
  });

  it("agree on the currencies: the contract's enum is every market's currencies", () => {
    expect(sorted(contractCurrencies)).toEqual(
      sorted([...MARKET_LIST.flatMap((market) => currenciesOf(market).map((currency) => currency.code)), ...Object.keys(CONTRACT_ONLY_CURRENCIES)]),
    );
  });

  it('agree on the countries with mobile money: the sandbox has test numbers for each, and for no other', () => {
    expect(mobileMoneyMarkets.length).toBeGreaterThan(0);
    expect(sorted(Object.keys(SANDBOX_NUMBERS))).toEqual(sorted(mobileMoneyMarkets.map((market) => market.code)));
  });

  it("give each country's test numbers for exactly its wallets, in its number format", () => {
    for (const market of mobileMoneyMarkets) {
      const numbers: Partial<Record<WalletId, string>> = SANDBOX_NUMBERS[market.code] ?? {};
      expect([market.code, sorted(Object.keys(numbers))]).toEqual([market.code, sorted(market.wallets)]);
      for (const [wallet, prefix] of Object.entries(numbers)) {
        // The number without its outcome digit: the calling code, then digits, one short of the market's example.
        expect([market.code, wallet, prefix.startsWith(market.phone.dialCode), /^\+\d+$/.test(prefix), prefix.length + 1]).toEqual([
          market.code,
          wallet,
          true,
          true,
          market.phone.example.length,
        ]);
      }
    }
  });

  it('give each wallet of a country numbers of its own', () => {
    for (const market of mobileMoneyMarkets) {
      const numbers: Partial<Record<WalletId, string>> = SANDBOX_NUMBERS[market.code] ?? {};
      const owners = new Map<string, WalletId>();
      for (const wallet of market.wallets) {
        const prefix = numbers[wallet];
        if (prefix === undefined) continue; // A wallet without numbers fails the test above.
        expect([market.code, prefix, owners.get(prefix) ?? wallet]).toEqual([market.code, prefix, wallet]);
        owners.set(prefix, wallet);
      }
    }
  });

  it('draw the sandbox pages\' country tables from the data, in both languages', () => {
    for (const file of SANDBOX_PAGES) {
      const page = read(file);
      expect([file, page.includes("import SandboxNumbers from '@site/src/features/coverage/SandboxNumbers';"), page.includes('<SandboxNumbers />')]).toEqual([file, true, true]);
      // No hand-written country left: a heading with a test-numbers id, or a row of numbers.
      expect([file, page.match(/#test-numbers-|`\+\d+` (?:to|à) `\+\d+`/g)]).toEqual([file, null]);
    }
  });

  it('draw the mobile money guide\'s wallet table from the data, in both languages, and keep no hand-written row', () => {
    for (const {file, from, to} of GUIDES) {
      const guide = read(file);
      const section = guide.slice(guide.indexOf(from), guide.indexOf(to));
      expect([file, guide.includes("import WalletTable from '@site/src/features/coverage/WalletTable';"), section.includes('<WalletTable />')]).toEqual([file, true, true]);
      expect([file, section.match(/^\|.*`[a-z-]+`.*\|$/gm)]).toEqual([file, null]);
    }
  });

  it("agree on the countries: the contract's `Country` (sender IDs' countries) is every market, and the payouts' bank countries are markets", () => {
    expect(sorted(contractCountries)).toEqual(sorted(MARKET_LIST.map((market) => market.code)));
    const bankCountries = contract.components.schemas.BankPayoutCountry!.enum!;
    expect(bankCountries.length).toBeGreaterThan(0);
    for (const country of bankCountries) expect(contractCountries).toContain(country);
  });

  it("give each sender ID's expected date from the market's lead time: the contract's example for a country that needs registration is that many working days after the request", () => {
    const registration = (load(read('src/features/api/data/openapi.yaml')) as {
      paths: Record<string, {post?: {requestBody?: {content: {'application/json': {example: {countries: string[]}}}}; responses: Record<string, {content?: {'application/json': {example?: {createdAt: string; countries: {country: string; expectedBy: string}[]}}}}>}}>;
    }).paths['/v1/sms/sender-ids']!.post!;
    const example = registration.responses['201']!.content!['application/json'].example!;
    expect(example.countries.map((entry) => entry.country)).toEqual(registration.requestBody!.content['application/json'].example.countries);
    for (const {country, expectedBy} of example.countries) {
      const market = MARKET_LIST.find((candidate) => candidate.code === country)!;
      if (market.senderId.registration !== 'required') continue;
      const day = new Date(example.createdAt.slice(0, 10));
      for (let left = market.senderId.workingDays; left > 0; ) {
        day.setUTCDate(day.getUTCDate() + 1);
        if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left--;
      }
      expect([country, expectedBy]).toEqual([country, day.toISOString().slice(0, 10)]);
    }
  });
});
