/**
 * What works in each market: currency, phone numbers, operators, wallets,
 * products, sender-ID rules and offices. The single source of the coverage
 * page (/coverage), the mobile money page's phone mock-up and every count of
 * markets; the API contract's wallet and currency lists and the sandbox test
 * numbers (sandboxNumbers.ts, beside it) are checked against it
 * (tests/unit/coverageConsistency.test.ts).
 *
 * Plain data, no client imports: Node tests and build plugins read it. The
 * countries' names are not here: they come, in each language, from
 * i18n-iso-countries (src/plugins/countries/names.ts; ./countries.ts).
 */
import type {CurrencyWriting} from '../../../format/money';
import type {OfficeCountryCode} from '../../../data/offices';
import type {ProductId} from '../../../data/products/registry';
import {MARKET_CODES, type MarketCode} from '../../../data/marketCodes';

export {MARKET_CODES, MARKET_COUNT, type MarketCode} from '../../../data/marketCodes';

/** The six products a market can have (the partner programme is not one). */
export type MarketProduct = Exclude<ProductId, 'partners'>;
export const MARKET_PRODUCTS: readonly MarketProduct[] = ['bulk-sms', 'mobile-money', 'card-services', 'carrier-billing', 'bank-checkout', 'ussd'];

export const REGIONS = ['east', 'southern', 'west', 'central', 'north'] as const;
export type Region = (typeof REGIONS)[number];

/** A mobile money wallet: its name, the names it had before in some markets, and, for a value the API no longer takes, since when and what to send instead. */
interface Wallet {
  name: string;
  /** A name readers may still know it by, per market (Senegal's Mixx by Yas was Free Money). */
  formerly?: Partial<Record<MarketCode, string>>;
  /** The API version (Api-Version) from which the value is refused, and the value to send instead. */
  retired?: {since: string; use: string};
}

/** The mobile money wallets, by their `wallet` value: one value per wallet (WALLET_IDS), and the values the API no longer takes. */
export const WALLETS = {
  mpesa: {name: 'M-Pesa'},
  /**
   * Kenya's M-Pesa by its operator's name, a second value for one wallet: versions up to 2026-11-03 take it as
   * `mpesa`; from 2026-11-30 the API takes `mpesa` only. No market lists it; kept for what still names it.
   */
  safaricom: {name: 'Safaricom', retired: {since: '2026-11-30', use: 'mpesa'}},
  'airtel-money': {name: 'Airtel Money'},
  glo: {name: 'Glo'},
  'tnm-mpamba': {name: 'TNM Mpamba'},
  zamtel: {name: 'Zamtel'},
  'orange-money': {name: 'Orange Money'},
  'mtn-momo': {name: 'MTN MoMo'},
  'moov-money': {name: 'Moov Money'},
  wave: {name: 'Wave'},
  /** Moov Africa's wallet in Togo (elsewhere Moov's wallet is `moov-money`). */
  flooz: {name: 'Flooz'},
  /** Yas's wallet, under the name it had before in each market: Free Money in Senegal, T-Money in Togo. */
  'mixx-by-yas': {name: 'Mixx by Yas', formerly: {SN: 'Free Money', TG: 'T-Money'}},
  /** The wallet of Yas Madagascar (the operator formerly named Telma). */
  mvola: {name: 'MVola'},
  /** Celtiis's wallet in Benin. */
  'celtiis-cash': {name: 'Celtiis Cash'},
  /** Africell's wallet in DR Congo. */
  afrimoney: {name: 'Afrimoney'},
} as const satisfies Record<string, Wallet>;
export type WalletId = keyof typeof WALLETS;
/** The values the API takes (the contract's `Wallet` enum): every wallet's one value, the retired ones left out. */
export const WALLET_IDS = (Object.keys(WALLETS) as WalletId[]).filter((id) => !('retired' in WALLETS[id]));

/** ISO 4217 codes of the currencies the markets pay in. */
export type CurrencyCode =
  | 'KES'
  | 'UGX'
  | 'TZS'
  | 'RWF'
  | 'ETB'
  | 'MWK'
  | 'ZMW'
  | 'MZN'
  | 'ZAR'
  | 'MGA'
  | 'NGN'
  | 'GHS'
  | 'XOF'
  | 'GNF'
  | 'XAF'
  | 'CDF'
  | 'USD'
  | 'EGP';

/** A currency of a market: its ISO code and how its amounts are written (src/format/money.ts writes them). */
export interface MarketCurrency extends CurrencyWriting {
  code: CurrencyCode;
  /** Digits after the decimal point an amount may have (ISO 4217 minor units). */
  decimals: 0 | 2;
  /** The sign people in the market put on an amount (KSh, FCFA, ₦), not always the ISO code. */
  sign: string;
  /** Where the sign goes, and whether a space separates it: KSh 1,000 (before), ₦1,000 (before, attached), 1 000 FCFA (after). */
  signAt: 'before' | 'before-attached' | 'after';
}

/** Facts that are the company's current plan, to be confirmed per account before they are promised. */
export type ConfirmableFact = 'products' | 'senderId' | 'wallets';

export interface Market {
  code: MarketCode;
  /** The anchor of the market's details on /coverage (`/coverage#kenya`): stable, whatever the language. */
  slug: string;
  region: Region;
  /** The currency payments are made in; some markets take a second one (`also`). */
  currency: MarketCurrency;
  alsoPaysIn?: MarketCurrency[];
  phone: {
    /** The country calling code, with its plus sign. */
    dialCode: `+${number}`;
    /** A mobile number in E.164, as the API takes it. */
    example: string;
  };
  /** Mobile network operators we reach (SMS, USSD, carrier billing). */
  operators: string[];
  /** Mobile money wallets we collect from, by their `wallet` value; empty where mobile money is not offered. */
  wallets: WalletId[];
  products: MarketProduct[];
  senderId: {registration: 'required'; workingDays: number} | {registration: 'not-required'};
  /** Our office in the market, if there is one (src/data/offices.ts). */
  office?: OfficeCountryCode;
  /** Facts above that are plausible but not yet confirmed by the business (shown as indicative). */
  toConfirm: ConfirmableFact[];
}

const ALL_PRODUCTS: MarketProduct[] = [...MARKET_PRODUCTS];
const XOF: MarketCurrency = {code: 'XOF', decimals: 0, sign: 'FCFA', signAt: 'after'};
const XAF: MarketCurrency = {code: 'XAF', decimals: 0, sign: 'FCFA', signAt: 'after'};
/** Availability and sender-ID lead times are indicative everywhere until the business confirms them market by market. */
const INDICATIVE: ConfirmableFact[] = ['products', 'senderId'];
/** Markets whose wallet list is not confirmed by the business either (the franc zone's newer wallets: Mixx by Yas, Flooz, Celtiis Cash, Afrimoney). */
const WALLETS_INDICATIVE: ConfirmableFact[] = [...INDICATIVE, 'wallets'];

export const MARKETS: Record<MarketCode, Market> = {
  KE: {
    code: 'KE',
    slug: 'kenya',
    region: 'east',
    currency: {code: 'KES', decimals: 2, sign: 'KSh', signAt: 'before'},
    phone: {dialCode: '+254', example: '+254712345678'},
    operators: ['Safaricom', 'Airtel Kenya', 'Telkom Kenya'],
    wallets: ['mpesa', 'airtel-money'],
    products: ALL_PRODUCTS,
    senderId: {registration: 'required', workingDays: 3},
    office: 'ke',
    toConfirm: INDICATIVE,
  },
  UG: {
    code: 'UG',
    slug: 'uganda',
    region: 'east',
    currency: {code: 'UGX', decimals: 0, sign: 'USh', signAt: 'before'},
    phone: {dialCode: '+256', example: '+256772123456'},
    operators: ['MTN Uganda', 'Airtel Uganda'],
    wallets: ['mtn-momo', 'airtel-money'],
    products: ['bulk-sms', 'mobile-money', 'card-services', 'carrier-billing', 'ussd'],
    senderId: {registration: 'required', workingDays: 5},
    toConfirm: INDICATIVE,
  },
  TZ: {
    code: 'TZ',
    slug: 'tanzania',
    region: 'east',
    currency: {code: 'TZS', decimals: 2, sign: 'TSh', signAt: 'before'},
    phone: {dialCode: '+255', example: '+255754123456'},
    operators: ['Vodacom Tanzania', 'Airtel Tanzania', 'Yas', 'Halotel'],
    wallets: ['mpesa', 'airtel-money'],
    products: ['bulk-sms', 'mobile-money', 'card-services', 'bank-checkout', 'ussd'],
    senderId: {registration: 'required', workingDays: 7},
    toConfirm: INDICATIVE,
  },
  RW: {
    code: 'RW',
    slug: 'rwanda',
    region: 'east',
    currency: {code: 'RWF', decimals: 0, sign: 'FRw', signAt: 'before'},
    phone: {dialCode: '+250', example: '+250788123456'},
    operators: ['MTN Rwanda', 'Airtel Rwanda'],
    wallets: ['mtn-momo', 'airtel-money'],
    products: ['bulk-sms', 'mobile-money', 'card-services', 'bank-checkout', 'ussd'],
    senderId: {registration: 'not-required'},
    toConfirm: INDICATIVE,
  },
  ET: {
    code: 'ET',
    slug: 'ethiopia',
    region: 'east',
    currency: {code: 'ETB', decimals: 2, sign: 'Br', signAt: 'before'},
    phone: {dialCode: '+251', example: '+251711234567'},
    operators: ['Ethio Telecom', 'Safaricom Ethiopia'],
    wallets: ['mpesa'],
    products: ['bulk-sms', 'mobile-money', 'card-services', 'ussd'],
    senderId: {registration: 'required', workingDays: 10},
    toConfirm: INDICATIVE,
  },
  MW: {
    code: 'MW',
    slug: 'malawi',
    region: 'southern',
    currency: {code: 'MWK', decimals: 2, sign: 'MK', signAt: 'before'},
    phone: {dialCode: '+265', example: '+265888123456'},
    operators: ['TNM', 'Airtel Malawi'],
    wallets: ['tnm-mpamba', 'airtel-money'],
    products: ALL_PRODUCTS,
    senderId: {registration: 'not-required'},
    office: 'mw',
    toConfirm: INDICATIVE,
  },
  ZM: {
    code: 'ZM',
    slug: 'zambia',
    region: 'southern',
    currency: {code: 'ZMW', decimals: 2, sign: 'K', signAt: 'before'},
    phone: {dialCode: '+260', example: '+260971234567'},
    operators: ['MTN Zambia', 'Airtel Zambia', 'Zamtel'],
    wallets: ['mtn-momo', 'airtel-money', 'zamtel'],
    products: ['bulk-sms', 'mobile-money', 'card-services', 'carrier-billing', 'ussd'],
    senderId: {registration: 'required', workingDays: 5},
    toConfirm: INDICATIVE,
  },
  MZ: {
    code: 'MZ',
    slug: 'mozambique',
    region: 'southern',
    currency: {code: 'MZN', decimals: 2, sign: 'MT', signAt: 'after'},
    phone: {dialCode: '+258', example: '+258841234567'},
    operators: ['Vodacom Moçambique', 'Movitel', 'Tmcel'],
    wallets: ['mpesa'],
    products: ['bulk-sms', 'mobile-money', 'card-services', 'ussd'],
    senderId: {registration: 'required', workingDays: 5},
    toConfirm: INDICATIVE,
  },
  ZA: {
    code: 'ZA',
    slug: 'south-africa',
    region: 'southern',
    currency: {code: 'ZAR', decimals: 2, sign: 'R', signAt: 'before-attached'},
    phone: {dialCode: '+27', example: '+27821234567'},
    operators: ['Vodacom', 'MTN South Africa', 'Cell C', 'Telkom'],
    wallets: [],
    products: ['bulk-sms', 'card-services', 'carrier-billing', 'bank-checkout', 'ussd'],
    senderId: {registration: 'not-required'},
    toConfirm: INDICATIVE,
  },
  MG: {
    code: 'MG',
    slug: 'madagascar',
    region: 'southern',
    currency: {code: 'MGA', decimals: 2, sign: 'Ar', signAt: 'after'},
    phone: {dialCode: '+261', example: '+261321234567'},
    operators: ['Yas Madagascar', 'Orange Madagascar', 'Airtel Madagascar'],
    wallets: ['mvola', 'orange-money', 'airtel-money'],
    products: ['bulk-sms', 'mobile-money', 'card-services', 'ussd'],
    senderId: {registration: 'not-required'},
    toConfirm: INDICATIVE,
  },
  NG: {
    code: 'NG',
    slug: 'nigeria',
    region: 'west',
    currency: {code: 'NGN', decimals: 2, sign: '₦', signAt: 'before-attached'},
    phone: {dialCode: '+234', example: '+2348031234567'},
    operators: ['MTN Nigeria', 'Airtel Nigeria', 'Globacom', '9mobile'],
    wallets: ['glo', 'mtn-momo'],
    products: ALL_PRODUCTS,
    // The five working days of the product update "Sender ID registration required in Nigeria".
    senderId: {registration: 'required', workingDays: 5},
    toConfirm: INDICATIVE,
  },
  GH: {
    code: 'GH',
    slug: 'ghana',
    region: 'west',
    currency: {code: 'GHS', decimals: 2, sign: 'GH₵', signAt: 'before-attached'},
    phone: {dialCode: '+233', example: '+233241234567'},
    operators: ['MTN Ghana', 'Telecel Ghana', 'AT'],
    wallets: ['mtn-momo', 'airtel-money'],
    products: ALL_PRODUCTS,
    senderId: {registration: 'required', workingDays: 3},
    toConfirm: INDICATIVE,
  },
  SN: {
    code: 'SN',
    slug: 'senegal',
    region: 'west',
    currency: XOF,
    phone: {dialCode: '+221', example: '+221771234567'},
    operators: ['Orange Sénégal', 'Yas Sénégal', 'Expresso'],
    wallets: ['orange-money', 'wave', 'mixx-by-yas'],
    products: ['bulk-sms', 'mobile-money', 'card-services', 'carrier-billing', 'ussd'],
    senderId: {registration: 'required', workingDays: 5},
    toConfirm: WALLETS_INDICATIVE,
  },
  CI: {
    code: 'CI',
    slug: 'cote-d-ivoire',
    region: 'west',
    currency: XOF,
    phone: {dialCode: '+225', example: '+2250701234567'},
    operators: ['Orange Côte d’Ivoire', 'MTN Côte d’Ivoire', 'Moov Africa'],
    wallets: ['orange-money', 'mtn-momo', 'moov-money', 'wave'],
    products: ALL_PRODUCTS,
    senderId: {registration: 'required', workingDays: 5},
    toConfirm: INDICATIVE,
  },
  ML: {
    code: 'ML',
    slug: 'mali',
    region: 'west',
    currency: XOF,
    phone: {dialCode: '+223', example: '+22376123456'},
    operators: ['Orange Mali', 'Moov Africa Malitel'],
    wallets: ['orange-money', 'moov-money', 'wave'],
    products: ['bulk-sms', 'mobile-money', 'card-services', 'ussd'],
    senderId: {registration: 'not-required'},
    toConfirm: INDICATIVE,
  },
  BF: {
    code: 'BF',
    slug: 'burkina-faso',
    region: 'west',
    currency: XOF,
    phone: {dialCode: '+226', example: '+22670123456'},
    operators: ['Orange Burkina Faso', 'Moov Africa', 'Telecel Faso'],
    wallets: ['orange-money', 'moov-money', 'wave'],
    products: ['bulk-sms', 'mobile-money', 'card-services', 'ussd'],
    senderId: {registration: 'not-required'},
    toConfirm: INDICATIVE,
  },
  BJ: {
    code: 'BJ',
    slug: 'benin',
    region: 'west',
    currency: XOF,
    phone: {dialCode: '+229', example: '+2290196123456'},
    operators: ['MTN Bénin', 'Moov Africa', 'Celtiis'],
    wallets: ['mtn-momo', 'moov-money', 'celtiis-cash'],
    products: ['bulk-sms', 'mobile-money', 'card-services', 'ussd'],
    senderId: {registration: 'not-required'},
    toConfirm: WALLETS_INDICATIVE,
  },
  TG: {
    code: 'TG',
    slug: 'togo',
    region: 'west',
    currency: XOF,
    phone: {dialCode: '+228', example: '+22890123456'},
    operators: ['Moov Africa Togo', 'Yas Togo'],
    wallets: ['flooz', 'mixx-by-yas'],
    products: ['bulk-sms', 'mobile-money', 'card-services', 'ussd'],
    senderId: {registration: 'not-required'},
    toConfirm: WALLETS_INDICATIVE,
  },
  GN: {
    code: 'GN',
    slug: 'guinea',
    region: 'west',
    currency: {code: 'GNF', decimals: 0, sign: 'FG', signAt: 'after'},
    phone: {dialCode: '+224', example: '+224621234567'},
    operators: ['Orange Guinée', 'MTN Guinée'],
    wallets: ['orange-money', 'mtn-momo'],
    products: ['bulk-sms', 'mobile-money', 'card-services', 'ussd'],
    senderId: {registration: 'not-required'},
    toConfirm: INDICATIVE,
  },
  CM: {
    code: 'CM',
    slug: 'cameroon',
    region: 'central',
    currency: XAF,
    phone: {dialCode: '+237', example: '+237671234567'},
    operators: ['MTN Cameroon', 'Orange Cameroun', 'Camtel'],
    wallets: ['mtn-momo', 'orange-money'],
    products: ['bulk-sms', 'mobile-money', 'card-services', 'carrier-billing', 'ussd'],
    senderId: {registration: 'required', workingDays: 7},
    toConfirm: INDICATIVE,
  },
  GA: {
    code: 'GA',
    slug: 'gabon',
    region: 'central',
    currency: XAF,
    phone: {dialCode: '+241', example: '+24177123456'},
    operators: ['Airtel Gabon', 'Moov Africa Gabon'],
    wallets: ['airtel-money', 'moov-money'],
    products: ['bulk-sms', 'mobile-money', 'card-services', 'ussd'],
    senderId: {registration: 'not-required'},
    toConfirm: INDICATIVE,
  },
  CG: {
    code: 'CG',
    slug: 'congo',
    region: 'central',
    currency: XAF,
    phone: {dialCode: '+242', example: '+242061234567'},
    operators: ['MTN Congo', 'Airtel Congo'],
    wallets: ['mtn-momo', 'airtel-money'],
    products: ['bulk-sms', 'mobile-money', 'card-services', 'ussd'],
    senderId: {registration: 'not-required'},
    toConfirm: INDICATIVE,
  },
  CD: {
    code: 'CD',
    slug: 'dr-congo',
    region: 'central',
    currency: {code: 'CDF', decimals: 2, sign: 'FC', signAt: 'after'},
    alsoPaysIn: [{code: 'USD', decimals: 2, sign: '$', signAt: 'before-attached'}],
    phone: {dialCode: '+243', example: '+243812345678'},
    operators: ['Vodacom Congo', 'Airtel Congo RDC', 'Orange RDC', 'Africell'],
    wallets: ['mpesa', 'airtel-money', 'orange-money', 'afrimoney'],
    products: ['bulk-sms', 'mobile-money', 'card-services', 'ussd'],
    senderId: {registration: 'not-required'},
    toConfirm: WALLETS_INDICATIVE,
  },
  EG: {
    code: 'EG',
    slug: 'egypt',
    region: 'north',
    currency: {code: 'EGP', decimals: 2, sign: 'E£', signAt: 'before-attached'},
    phone: {dialCode: '+20', example: '+201001234567'},
    operators: ['Vodafone Egypt', 'Orange Egypt', 'e& Egypt', 'WE'],
    wallets: [],
    products: ['bulk-sms', 'card-services', 'carrier-billing', 'bank-checkout'],
    senderId: {registration: 'required', workingDays: 10},
    toConfirm: INDICATIVE,
  },
};

/** A wallet of a market as readers know it (walletsOf). */
export interface MarketWallet {
  name: string;
  /** The names it had before in the market (none, or one: Free Money). */
  formerly: string[];
  /** Its `wallet` value. */
  value: WalletId;
}

/** The markets in the order of MARKET_CODES (by region). */
export const MARKET_LIST: readonly Market[] = MARKET_CODES.map((code) => MARKETS[code]);

/** Whether a market pays in the CFA franc: XOF (UEMOA, issued by the BCEAO) or XAF (CEMAC, issued by the BEAC). */
export const inFrancZone = (market: Market): boolean => market.currency.code === 'XOF' || market.currency.code === 'XAF';
/** The franc zone's markets, in the order of MARKET_LIST. */
export const FRANC_ZONE: readonly Market[] = MARKET_LIST.filter(inFrancZone);

/** Every currency a market pays in, first its own, then any second one. */
export function currenciesOf(market: Market): MarketCurrency[] {
  return [market.currency, ...(market.alsoPaysIn ?? [])];
}

/**
 * Each currency's ISO 4217 exponent (its `decimals`), from the markets that pay in it: the API's amounts are
 * integers in the minor unit, the main unit times 10 to this power (the contract's `Currency` schema gives the
 * same, `x-minor-units`; tests/unit/coverageConsistency.test.ts holds them equal).
 */
export const MINOR_UNITS = Object.fromEntries(MARKET_LIST.flatMap(currenciesOf).map((currency) => [currency.code, currency.decimals])) as Record<CurrencyCode, 0 | 2>;

/** An amount in the main unit (1000 KES) as the API takes it, in the minor unit (100000). */
export function toMinorUnits(amount: number, currency: CurrencyCode): number {
  return Math.round(amount * 10 ** MINOR_UNITS[currency]);
}

/**
 * The market's wallets as a customer knows them: each with its `wallet` value and the name it had before in
 * this market, if any (Senegal's Mixx by Yas: Free Money), for readers who still know it by that name.
 */
export function walletsOf(market: Market): MarketWallet[] {
  return market.wallets.map((id) => {
    const formerly = (WALLETS[id] as Wallet).formerly?.[market.code];
    return {name: WALLETS[id].name, formerly: formerly ? [formerly] : [], value: id};
  });
}

/** A wallet in every market, with every name it had before (the coverage page's wallet filter: Mixx by Yas, formerly Free Money and T-Money). */
export function walletEverywhere(id: WalletId): {name: string; formerly: string[]} {
  const wallet: Wallet = WALLETS[id];
  return {name: wallet.name, formerly: Object.values(wallet.formerly ?? {})};
}

/** The wallets of one region: each wallet (as walletsOf names it), its `wallet` value, and how many of the region's markets it works in. */
export interface RegionWallets {
  region: Region;
  wallets: {id: WalletId; name: string; markets: number}[];
}

/**
 * The wallets region by region, in the order of REGIONS; within a region,
 * the wallet in the most markets first (ties in the order the markets list
 * them). Regions without mobile money are left out.
 */
export function walletsByRegion(markets: readonly Market[] = MARKET_LIST): RegionWallets[] {
  return REGIONS.map((region) => {
    const wallets: RegionWallets['wallets'] = [];
    for (const market of markets.filter((candidate) => candidate.region === region)) {
      for (const {name, value} of walletsOf(market)) {
        const known = wallets.find((wallet) => wallet.name === name);
        if (known) known.markets += 1;
        else wallets.push({id: value, name, markets: 1});
      }
    }
    return {region, wallets: wallets.map((wallet, order) => ({wallet, order})).sort((a, b) => b.wallet.markets - a.wallet.markets || a.order - b.order).map(({wallet}) => wallet)};
  }).filter((entry) => entry.wallets.length > 0);
}
