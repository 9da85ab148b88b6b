import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import countries from 'i18n-iso-countries';
import {SAMPLE_PAYMENT} from '@site/src/constants';
import {STATS} from '@site/src/data/figures';
import {CLAIMS} from '@site/src/data/claims';
import {
  currenciesOf,
  FRANC_ZONE,
  MARKET_CODES,
  MARKET_COUNT,
  MARKET_LIST,
  MARKET_PRODUCTS,
  MARKETS,
  walletEverywhere,
  walletsByRegion,
  walletsOf,
  WALLET_IDS,
  WALLETS,
  type WalletId,
} from '@site/src/features/coverage/data/markets';
import {filterMarkets, foldForSearch} from '@site/src/features/coverage/data/filter';
import {walletLabel} from '@site/src/features/coverage/data/walletLabel';
import {coverageFilterLink, marketDetailsLink} from '@site/src/features/coverage/data/route';
import {OFFICES} from '@site/src/data/offices';
import {francZoneNote} from '@site/src/features/company/data/officeReach';
import {gridWallets, SAMPLE_MARKET, SAMPLE_PAY_SCREEN} from '@site/src/features/marketing/data/products/mobileMoney';
import {exampleMarket} from '@site/src/features/coverage/data/exampleMarkets';
import {grouped, pageExample} from '@site/src/plugins/countries';
import {AFRICA} from '@site/src/plugins/coverage/map';
import {marketNames} from '../support/marketNames';
import {PRIVACY_LAWS} from '@site/src/features/coverage/data/privacyLaws';

const root = path.join(__dirname, '../..');
const names = marketNames('en');
const codesOf = (markets: readonly {code: string}[]) => markets.map((market) => market.code).sort();

describe('the markets (src/features/coverage/data)', () => {
  it('are 24 African countries, each once, each with its entry', () => {
    expect(MARKET_COUNT).toBe(24);
    expect(new Set(MARKET_CODES).size).toBe(MARKET_COUNT);
    expect(Object.keys(MARKETS).sort()).toEqual([...MARKET_CODES].sort());
    for (const code of MARKET_CODES) {
      expect(MARKETS[code].code).toBe(code);
      expect(countries.isValid(code)).toBe(true);
      expect(AFRICA).toContain(code);
    }
  });

  it('have unique anchors made of lower-case words', () => {
    const slugs = MARKET_LIST.map((market) => market.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('know the franc zone by its currencies, and the footer\'s note that none of its markets has an office in French only', () => {
    expect(FRANC_ZONE.map((market) => market.code)).toEqual(['SN', 'CI', 'ML', 'BF', 'BJ', 'TG', 'CM', 'GA', 'CG']);
    expect([francZoneNote('fr'), francZoneNote('en')]).toEqual([{link: '/coverage'}, undefined]);
    expect([pageExample('fr').francZoneNote, pageExample('en').francZoneNote]).toEqual([{link: '/coverage'}, undefined]);
  });

  it('give an E.164 example number that starts with the calling code', () => {
    for (const {code, phone} of MARKET_LIST) {
      expect([code, phone.example]).toEqual([code, expect.stringMatching(/^\+[1-9][0-9]{7,14}$/)]);
      expect([code, phone.example.startsWith(phone.dialCode)]).toEqual([code, true]);
    }
    // As people write it, grouped as the country groups it (libphonenumber-js at build time: the forms' country list, @page-example).
    expect(grouped(MARKETS.SN.phone.example)).toBe('+221 77 123 45 67');
    expect(grouped(MARKETS.CI.phone.example)).toBe('+225 07 01 23 4567');
    expect(grouped(MARKETS.CM.phone.example)).toBe('+237 6 71 23 45 67');
  });

  it('write a currency as ISO 4217 code, minor units and the sign people use, before or after the amount', () => {
    for (const market of MARKET_LIST) {
      for (const currency of currenciesOf(market)) {
        expect(currency.code).toMatch(/^[A-Z]{3}$/);
        expect(currency.sign).toMatch(/^\S{1,4}$/);
        expect(['before', 'before-attached', 'after']).toContain(currency.signAt);
      }
    }
    // The CFA francs and the currencies without a minor unit in use take whole amounts.
    for (const code of ['XOF', 'XAF', 'UGX', 'RWF', 'GNF']) {
      const markets = MARKET_LIST.filter((market) => market.currency.code === code);
      expect(markets.length).toBeGreaterThan(0);
      for (const market of markets) expect(market.currency.decimals).toBe(0);
    }
  });

  it('list wallets exactly where mobile money is offered, known and without repeats', () => {
    for (const market of MARKET_LIST) {
      expect([market.code, market.wallets.length > 0]).toEqual([market.code, market.products.includes('mobile-money')]);
      expect(new Set(market.wallets).size).toBe(market.wallets.length);
      for (const wallet of market.wallets) expect(WALLET_IDS).toContain(wallet);
      for (const product of market.products) expect(MARKET_PRODUCTS).toContain(product);
      expect(market.operators.length).toBeGreaterThan(0);
    }
  });

  it("cover the specification's wallets and the francophone zone's, and more than the English-speaking markets", () => {
    const walletsWhere = (test: (code: string) => boolean) => new Set(MARKET_LIST.filter((market) => test(market.currency.code)).flatMap((market) => market.wallets));
    const everywhere = walletsWhere(() => true);
    for (const wallet of ['mpesa', 'airtel-money', 'glo', 'tnm-mpamba', 'zamtel'] satisfies WalletId[]) expect(everywhere).toContain(wallet);
    // The specification's sixth, Safaricom, is Kenya's M-Pesa under its operator's name: one wallet, one value (`mpesa`); `safaricom` is a retired value.
    expect(WALLETS.safaricom).toEqual({name: 'Safaricom', retired: {since: '2026-11-30', use: 'mpesa'}});
    expect(everywhere).not.toContain('safaricom');
    const francophone = walletsWhere((currency) => currency === 'XOF' || currency === 'XAF');
    for (const wallet of ['orange-money', 'mtn-momo', 'moov-money', 'wave', 'flooz', 'mixx-by-yas', 'celtiis-cash'] satisfies WalletId[]) expect(francophone).toContain(wallet);
    expect(MARKET_LIST.filter((market) => market.currency.code === 'XOF').length).toBeGreaterThanOrEqual(3);
    expect(MARKET_LIST.filter((market) => market.currency.code === 'XAF').length).toBeGreaterThanOrEqual(2);
    expect((MARKET_CODES as readonly string[]).some((code) => code === 'MZ' || code === 'AO')).toBe(true);
  });

  it('give each wallet one value: Kenya\'s M-Pesa is `mpesa`, no market lists a retired value', () => {
    expect(walletsOf(MARKETS.KE)).toEqual([
      {name: 'M-Pesa', formerly: [], value: 'mpesa'},
      {name: 'Airtel Money', formerly: [], value: 'airtel-money'},
    ]);
    for (const market of MARKET_LIST) for (const wallet of market.wallets) expect([market.code, wallet, 'retired' in WALLETS[wallet]]).toEqual([market.code, wallet, false]);
    expect(walletsOf(MARKETS.CI).map((wallet) => wallet.name)).toEqual(['Orange Money', 'MTN MoMo', 'Moov Money', 'Wave']);
  });

  it("list the franc zone's wallets by the names readers know: Mixx by Yas was Free Money in Senegal, T-Money in Togo; Togo's Moov wallet is Flooz", () => {
    expect(walletsOf(MARKETS.SN)).toEqual([
      {name: 'Orange Money', formerly: [], value: 'orange-money'},
      {name: 'Wave', formerly: [], value: 'wave'},
      {name: 'Mixx by Yas', formerly: ['Free Money'], value: 'mixx-by-yas'},
    ]);
    expect(walletsOf(MARKETS.TG).map((wallet) => [wallet.name, ...wallet.formerly])).toEqual([['Flooz'], ['Mixx by Yas', 'T-Money']]);
    expect(MARKETS.TG.wallets).not.toContain('moov-money');
    expect(walletEverywhere('mixx-by-yas')).toEqual({name: 'Mixx by Yas', formerly: ['Free Money', 'T-Money']});
    expect(walletLabel(walletsOf(MARKETS.SN)[2]!)).toBe('Mixx by Yas (formerly Free Money)');
    expect(walletLabel(walletsOf(MARKETS.SN)[0]!)).toBe('Orange Money');
    expect([MARKETS.MG.wallets[0], MARKETS.BJ.wallets, MARKETS.CD.wallets]).toEqual(['mvola', ['mtn-momo', 'moov-money', 'celtiis-cash'], ['mpesa', 'airtel-money', 'orange-money', 'afrimoney']]);
  });

  it('mark the invented operational details as to be confirmed, and name only real offices', () => {
    for (const market of MARKET_LIST) {
      expect(market.toConfirm).toEqual(expect.arrayContaining(['products', 'senderId']));
      if (market.office) expect(OFFICES.map((office) => office.code)).toContain(market.office);
    }
    // The franc zone's wallets not confirmed by the business yet (Mixx by Yas, Flooz, Celtiis Cash, Afrimoney).
    expect(MARKET_LIST.filter((market) => market.toConfirm.includes('wallets')).map((market) => market.code)).toEqual(['SN', 'BJ', 'TG', 'CD']);
    expect(MARKET_LIST.filter((market) => market.office).map((market) => market.code)).toEqual(['KE', 'MW']);
  });

  it('have a name in English and French from i18n-iso-countries, both Congos told apart', () => {
    const french = marketNames('fr');
    for (const code of MARKET_CODES) {
      expect(names[code]).toBeTruthy();
      expect(french[code]).toBeTruthy();
    }
    expect(names.CI).toBe('Côte d’Ivoire'.replace('’', "'"));
    expect(names.TZ).toBe('Tanzania');
    expect(names.CD).not.toBe(names.CG);
    expect(french.SN).toBe('Sénégal');
    // A language without names falls back to English.
    expect(marketNames('pt-XX')).toEqual(names);
  });

  it('are named by one function (src/plugins/countries/names.ts): the rest of the site reads what it wrote, @countries or countriesIn()', () => {
    const sources = readdirSync(path.join(root, 'src'), {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name));
    const naming = sources
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((file) => {
        const text = readFileSync(path.join(root, file), 'utf8');
        // The country-name library's names, or the naming function itself imported.
        return /\.getNames?\(/.test(text) || /from '(?:\.\/names|[^']*\/countries\/names)'/.test(text);
      });
    expect(naming.sort()).toEqual(['src/plugins/countries/index.ts', 'src/plugins/countries/names.ts']);
  });
});

describe('the count of markets', () => {
  it('is the one every figure of the site quotes', () => {
    expect(STATS.countries).toBe(MARKET_COUNT);
    expect(CLAIMS.markets).toBe(String(MARKET_COUNT));
    expect(CLAIMS.uptime).toBe('99.99%');
  });

  /** Dated news posts keep the figure of their day; everything else quotes the count. */
  const HISTORY = /^blog\//;
  const files = (dir: string): string[] =>
    readdirSync(path.join(root, dir)).flatMap((entry) => {
      const file = path.join(dir, entry);
      return statSync(path.join(root, file)).isDirectory() ? files(file) : [file];
    });

  it('is never typed as a number of countries or markets in the pages, data or docs', () => {
    const typed = ['src', 'docs', 'changelog', 'blog']
      .flatMap(files)
      .filter((file) => /\.(tsx?|mdx?)$/.test(file) && !HISTORY.test(file))
      .flatMap((file) =>
        [...readFileSync(path.join(root, file), 'utf8').matchAll(/\b\d+\+?\s+(?:African\s+)?(?:countries|markets|pays|marchés)\b/gi)].map((match) => `${file}: ${match[0]}`),
      );
    expect(typed).toEqual([]);
  });
});

describe('the mobile money page', () => {
  it("shows the wallets of the page's example market, in its currency and number format", () => {
    expect(SAMPLE_MARKET.currency.code).toBe(SAMPLE_PAYMENT.currency);
    expect(exampleMarket('en')).toBe(SAMPLE_MARKET);
    expect([pageExample('en').market, pageExample('fr')]).toEqual(['KE', {market: 'SN', phoneNumber: '+221 77 123 45 67', currency: MARKETS.SN.currency, francZoneNote: {link: '/coverage'}}]);
    expect(SAMPLE_PAY_SCREEN.wallets).toEqual(walletsOf(exampleMarket('en')).map((wallet) => wallet.name));
    expect(SAMPLE_PAY_SCREEN.wallets).not.toContain(WALLETS.zamtel.name);
    expect(SAMPLE_PAY_SCREEN.phoneNumber.replace(/ /g, '')).toBe(exampleMarket('en').phone.example);
  });

  it('shows the spec’s six wallets in English, and in French the franc zone’s confirmed wallets first, then the most widespread', () => {
    expect(gridWallets('en')).toEqual(['M-Pesa', 'Airtel Money', 'Glo', 'TNM Mpamba', 'Zamtel', 'Safaricom']);
    expect(gridWallets('fr')).toEqual(['Orange Money', 'MTN MoMo', 'Moov Money', 'Wave', 'Airtel Money', 'M-Pesa']);
  });
});

describe('the coverage filter', () => {
  const filter = (query: Parameters<typeof filterMarkets>[2]) => codesOf(filterMarkets(MARKET_LIST, names, query));

  it('keeps every market when nothing is chosen', () => {
    expect(filter({})).toHaveLength(MARKET_COUNT);
  });

  it('narrows to the markets with a product, a wallet, or both', () => {
    expect(filter({product: 'ussd'})).toEqual(codesOf(MARKET_LIST.filter((market) => market.products.includes('ussd'))));
    expect(filter({wallet: 'wave'})).toEqual(['BF', 'CI', 'ML', 'SN']);
    expect(filter({product: 'bank-checkout', wallet: 'wave'})).toEqual(['CI']);
    expect(filter({wallet: 'mpesa'})).toEqual(expect.arrayContaining(['KE']));
  });

  it('finds a country by name without accents, by ISO code, currency or calling code', () => {
    expect(filter({query: 'cote'})).toEqual(['CI']);
    expect(filter({query: 'CI'})).toEqual(['CI']);
    expect(filter({query: 'xof'})).toEqual(['BF', 'BJ', 'CI', 'ML', 'SN', 'TG']);
    expect(filter({query: 'usd'})).toEqual(['CD']);
    expect(filter({query: '+225'})).toEqual(['CI']);
    expect(filter({query: '254'})).toEqual(['KE']);
    expect(filter({query: '<script>alert(1)</script>'})).toEqual([]);
    expect(foldForSearch('  Sénégal ')).toBe('senegal');
  });

  it('links to a filtered view and to a market', () => {
    expect(coverageFilterLink({product: 'mobile-money'})).toBe('/coverage?product=mobile-money');
    expect(coverageFilterLink({})).toBe('/coverage');
    expect(marketDetailsLink(MARKETS.CI)).toBe('/coverage#cote-d-ivoire');
  });
});

describe('the markets’ data-protection laws (src/features/coverage/data/privacyLaws.ts)', () => {
  it('name a law, its year and its authority for every market, in the law’s own language', () => {
    expect(Object.keys(PRIVACY_LAWS).sort()).toEqual([...MARKET_CODES].sort());
    for (const [code, law] of Object.entries(PRIVACY_LAWS)) {
      expect([code, law.name.length > 10, law.authority.length > 5]).toEqual([code, true, true]);
      expect(law.year).toBeGreaterThanOrEqual(2000);
      expect(law.year).toBeLessThanOrEqual(new Date().getUTCFullYear());
      expect(['en', 'fr', 'pt', 'ar']).toContain(law.lang);
    }
    // The francophone markets' laws are French texts; a few are marked as not yet confirmed.
    expect(PRIVACY_LAWS.SN).toMatchObject({year: 2008, abbreviation: 'CDP', lang: 'fr'});
    expect(PRIVACY_LAWS.CI).toMatchObject({year: 2013, abbreviation: 'ARTCI'});
    expect(Object.values(PRIVACY_LAWS).filter((law) => law.toConfirm).length).toBeGreaterThan(0);
  });
});

describe('the wallets by region (/mobile-money)', () => {
  const regions = walletsByRegion();

  it('list every market\'s wallets under its region, once each, and leave out regions without mobile money', () => {
    for (const market of MARKET_LIST) {
      const region = regions.find((entry) => entry.region === market.region);
      for (const wallet of walletsOf(market)) expect([market.code, region?.wallets.some((entry) => entry.name === wallet.name)]).toEqual([market.code, true]);
    }
    for (const {wallets} of regions) expect(new Set(wallets.map((wallet) => wallet.name)).size).toBe(wallets.length);
    expect(regions.map((entry) => entry.region)).not.toContain('north');
  });

  it('count the markets of each wallet, the most widespread first, an alias folded into its wallet', () => {
    const east = regions.find((entry) => entry.region === 'east')!;
    expect(east.wallets.map((wallet) => wallet.name)).not.toContain('Safaricom');
    const mpesa = east.wallets.find((wallet) => wallet.name === 'M-Pesa')!;
    expect(mpesa.markets).toBe(MARKET_LIST.filter((market) => market.region === 'east' && market.wallets.includes('mpesa')).length);
    for (const {wallets} of regions) expect(wallets.map((wallet) => wallet.markets)).toEqual([...wallets.map((wallet) => wallet.markets)].sort((a, b) => b - a));
    const west = regions.find((entry) => entry.region === 'west')!;
    expect(west.wallets.map((wallet) => wallet.name)).toEqual(expect.arrayContaining(['Orange Money', 'Wave']));
  });
});
