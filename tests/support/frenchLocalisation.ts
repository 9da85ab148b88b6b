/**
 * What a French page owes its readers beyond typography (i18n/fr/STYLE.md,
 * "Examples", "Headings" and "SMS and USSD"): examples from the franc zone
 * first, headings in sentence case, SMS and USSD bodies in GSM-7. Used on the
 * translation files (tests/unit/frenchTypography.test.ts) and on the built
 * French pages (tests/integration/french-pages.test.ts).
 */
import {currenciesOf, FRANC_ZONE, MARKET_LIST, WALLETS, type WalletId} from '../../src/features/coverage/data/markets';
import {countSms} from '../../src/features/docsTools/SmsComposer/encoding';
import {countriesIn} from '../../src/plugins/countries';
import {brand} from '../../src/brand';
import {OFFICES} from '../../src/data/offices';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SPACE = '[\\s\\u00a0\\u202f]';

/** Currencies as a page writes them beside an amount: ISO codes, the markets' own signs (KSh, ₦; not one-letter ones), and names. */
const FRANC_UNITS = ['FCFA', 'F CFA', 'XOF', 'XAF', 'francs? CFA'];
const OTHER_UNITS = [
  ...new Set(
    MARKET_LIST.flatMap((market) => currenciesOf(market))
      .filter((currency) => !['XOF', 'XAF'].includes(currency.code))
      .flatMap((currency) => [currency.code, ...(currency.sign.length > 1 || /[^\x20-\x7e]/.test(currency.sign) ? [currency.sign] : [])])
      .map(escape),
  ),
  'shillings?',
  'nairas?',
  'cedis?',
  'rands?',
  'kwachas?',
];
/** An amount's figure, or the words a sentence spells it with (« mille shillings »). */
const NUMBER = `(?:\\d{1,3}(?:[ ,.\\u00a0\\u202f]\\d{3})*(?:[.,]\\d+)?|mille|cent)`;
const unitAfter = (units: string[]) => `${NUMBER}${SPACE}?(?:${units.join('|')})(?![\\p{L}])`;
const unitBefore = (units: string[]) => `(?<![\\p{L}])(?:${units.join('|')})${SPACE}?${NUMBER}`;
const FRANC_AMOUNT = new RegExp(`${unitAfter(FRANC_UNITS)}|${unitBefore(FRANC_UNITS)}`, 'u');
const ANY_AMOUNT = new RegExp(`${unitAfter([...FRANC_UNITS, ...OTHER_UNITS])}|${unitBefore([...FRANC_UNITS, ...OTHER_UNITS])}`, 'gu');

/** A telephone number as a page shows it: +, a calling code and at least seven more digits, grouped or not. */
const PHONE = /\+[1-9](?:[\s\u00a0\u202f]?\d){7,14}/gu;
const FRANC_DIAL_CODES = FRANC_ZONE.map((market) => market.phone.dialCode);

/**
 * The wallets a page may name (and their former names), each known as franc-zone or not by the markets
 * that take it; not a wallet's other API value (Kenya's `safaricom` for M-Pesa), which is an operator's name on a page.
 */
const FRANC_WALLETS = new Set<WalletId>(FRANC_ZONE.flatMap((market) => market.wallets));
const WALLET_NAMES: {name: string; francZone: boolean}[] = (Object.entries(WALLETS) as [WalletId, (typeof WALLETS)[WalletId]][]).filter(([, wallet]) => !('aliasOf' in wallet)).flatMap(([id, wallet]) => {
  const formerly: string[] = 'formerly' in wallet ? Object.values(wallet.formerly) : [];
  return [wallet.name, ...formerly].map((name) => ({name, francZone: FRANC_WALLETS.has(id)}));
});
const WALLET = new RegExp(`(?<![\\p{L}-])(?:${WALLET_NAMES.map(({name}) => escape(name)).join('|')})(?![\\p{L}-])`, 'gu');

export interface Example {
  kind: 'amount' | 'phone number' | 'wallet';
  text: string;
  francZone: boolean;
  index: number;
}

/** The first amount, the first telephone number and the first wallet the text shows, each with whether it is the franc zone's. */
export function firstExamples(text: string): Example[] {
  const first = (kind: Example['kind'], pattern: RegExp, isFranc: (found: string) => boolean): Example[] => {
    const match = [...text.matchAll(pattern)][0];
    return match ? [{kind, text: match[0], francZone: isFranc(match[0]), index: match.index}] : [];
  };
  return [
    ...first('amount', ANY_AMOUNT, (found) => FRANC_AMOUNT.test(found)),
    ...first('phone number', PHONE, (found) => FRANC_DIAL_CODES.some((code) => found.replace(/[\s\u00a0\u202f]/g, '').startsWith(code))),
    ...first('wallet', WALLET, (found) => WALLET_NAMES.some(({name, francZone}) => name === found && francZone)),
  ];
}

/**
 * Where a French text leads with an example from outside the franc zone: its first
 * amount (1 000 KES), telephone number (+254…) or wallet (M-Pesa) is not the
 * franc zone's. A page that shows one example shows a franc-zone one; a page
 * that lists several puts a franc-zone one first.
 */
export function marketFitSlips(text: string): string[] {
  return firstExamples(text)
    .filter((example) => !example.francZone)
    .map((example) => `its first ${example.kind} is « ${example.text} », not the franc zone's: …${text.slice(Math.max(0, example.index - 40), example.index + example.text.length + 20).replace(/\s+/g, ' ')}…`);
}

/**
 * Where a heading is not in French sentence case: a word after the first that starts
 * with a capital and is not a proper noun (`properNouns`: names of products, wallets,
 * operators, countries, languages…), unless it starts a new sentence; or a heading
 * typed in capitals (« ILS NOUS FONT CONFIANCE »).
 */
export function headingCaseSlips(heading: string, properNouns: readonly string[]): string[] {
  const words = heading.match(/[\p{L}\p{N}][\p{L}\p{N}’'.&-]*/gu) ?? [];
  const capitalWords = words.filter((word) => /\p{L}/u.test(word) && word === word.toUpperCase() && word.replace(/[^\p{L}]/gu, '').length >= 2);
  if (capitalWords.length >= 3 && capitalWords.length === words.filter((word) => /\p{L}/u.test(word)).length) return [`« ${heading} » is typed in capitals`];
  // Proper nouns (and what follows the end of a sentence) are taken out before the words are read.
  let rest = heading;
  for (const name of [...properNouns].sort((a, b) => b.length - a.length)) rest = rest.replace(new RegExp(`(?<![\\p{L}])${escape(name)}(?![\\p{L}])`, 'gu'), ' · ');
  rest = rest.replace(/([.!?]|^)[^\p{L}\p{N}]*\p{Lu}/gu, '$1 ·');
  const slips = rest.match(/(?<![\p{L}\p{N}’'-])\p{Lu}\p{Ll}[\p{L}’'-]*/gu) ?? [];
  return slips.map((word) => `« ${word} » in « ${heading} »: a French heading capitalises its first word and proper nouns only`);
}

/** The characters of an SMS or USSD body that are not GSM-7 (the SMS composer's alphabet): each would send it as UCS-2, 70 characters a part. */
export function gsm7Slips(body: string): string[] {
  return countSms(body).unicode.map(({character, codePoint, equivalent}) => `« ${character} » (${codePoint}) is not GSM-7${equivalent === undefined ? '' : `: write « ${equivalent} »`} in « ${body} »`);
}

/**
 * The names a French heading keeps capitalised: the brand, the products as names, the
 * wallets, operators and countries of the data (in French), the card networks, and the
 * languages, tools and bodies a page names.
 */
export const FRENCH_PROPER_NOUNS: readonly string[] = [
  brand.name, brand.legalName,
  'Bulk SMS', 'Mobile Money', 'Card Services', 'Carrier Billing', 'Bank Checkout',
  ...WALLET_NAMES.map(({name}) => name),
  '3D Secure',
  ...MARKET_LIST.flatMap((market) => market.operators),
  ...countriesIn('fr').map((country) => country.name),
  // Continents and regions as French writes them (Afrique de l’Ouest).
  'Afrique', 'Ouest', 'Est', 'Nord', 'Sud', 'Centrale',
  'Visa', 'Mastercard', 'Amex', 'UnionPay', 'Verve',
  'JavaScript', 'TypeScript', 'Python', 'Node.js', 'Node', 'Java', 'Go', 'PHP', 'Ruby', 'Android', 'Postman', 'Excel', 'Redoc', 'Prism',
  'Safaricom', 'Airtel', 'Orange', 'MTN', 'Moov', 'Yas', 'Celtiis', 'Africell', 'Vodacom', 'Telkom', 'Zamtel', 'Globacom',
  // Cities the pages name: the offices' and the examples'.
  ...OFFICES.map((office) => office.city),
  'Dakar', 'Abidjan', 'Douala',
];
