/**
 * The French typography of i18n/fr/STYLE.md, as a checker of prose: what a
 * careful French editor would correct at once. Used on the translation files
 * (tests/unit/frenchTypography.test.ts) and on the text of the built French
 * pages (tests/integration/french-pages.test.ts). Give it prose only: code,
 * addresses and identifiers keep their own punctuation.
 */

import {currenciesOf, MARKET_LIST} from '../../src/features/coverage/data/markets';

const NNBSP = '\u202f';
const NBSP = '\u00a0';
/** A no-break space of either width. */
const NO_BREAK = `[${NNBSP}${NBSP}]`;
/** ISO 4217 codes a page may write beside an amount: every market's currency (src/features/coverage/data/markets.ts), and the euro. */
const CURRENCY_CODES = [...new Set([...MARKET_LIST.flatMap((market) => currenciesOf(market).map((currency) => currency.code)), 'EUR'])];

export interface TypographyRule {
  id: string;
  /** What a reader sees is wrong, and how it is written instead. */
  says: string;
  pattern: RegExp;
}

export const FRENCH_TYPOGRAPHY_RULES: readonly TypographyRule[] = [
  {
    id: 'space-before-high-punctuation',
    says: 'a narrow no-break space (U+202F) goes before ; ! and ?',
    // Punctuation that ends a clause (followed by a space, a closing mark or the end), after anything but U+202F.
    pattern: new RegExp(`(?<!${NNBSP})[;!?](?=[\\s»)"”]|$)`, 'gu'),
  },
  {
    id: 'space-before-colon',
    says: 'a no-break space (U+00A0) goes before :',
    pattern: new RegExp(`(?<!${NO_BREAK}):(?=\\s|$)`, 'gu'),
  },
  {
    id: 'guillemet-spacing',
    says: 'guillemets take a no-break space inside: « texte »',
    pattern: new RegExp(`«(?!${NO_BREAK})|(?<!${NO_BREAK})»`, 'gu'),
  },
  {
    id: 'english-quotes',
    says: 'French prose quotes with « », not " "',
    pattern: /“[^”]*”/gu,
  },
  {
    id: 'percent-spacing',
    says: 'a narrow no-break space goes before % (99,5 %)',
    pattern: new RegExp(`(?<=\\d)%|(?<=\\d) %`, 'gu'),
  },
  {
    id: 'english-thousands',
    says: 'thousands are grouped with U+202F (1 000 000), never a comma',
    pattern: /(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])/gu,
  },
  {
    id: 'thousands-spacing',
    says: 'thousands are grouped with a narrow no-break space (U+202F), never an ordinary space: 1 000',
    // Not inside a telephone number (+254 712 345 678).
    pattern: /(?<![\d.,])(?<!\+[\d ]*)\d{1,3}(?: \d{3})+(?![\d,])/gu,
  },
  {
    id: 'english-decimal',
    says: 'decimals take a comma (99,99 %), not a point',
    pattern: /(?<![\d.])\d+\.\d+(?=\s?%|\s?[MK]\b|\s?(?:secondes?|s|ms|Mo|Ko|Go)\b)/gu,
  },
  {
    id: 'english-abbreviated-figure',
    says: 'figures such as 50M+ or 24/7 are written out the French way (plus de 50 millions, 24 h/24 et 7 j/7)',
    pattern: /\b\d+\s?[MKB]\+|\b24\/7\b/gu,
  },
  {
    id: 'apostrophe-spacing',
    says: 'nothing goes after an elided article’s apostrophe (l’objet, not l’ objet)',
    pattern: /\b[cdjlmnst]['’] (?=\p{L})|\bqu['’] (?=\p{L})/giu,
  },
  {
    id: 'space-before-comma',
    says: 'no space before a comma or a full stop',
    pattern: /(?<=\p{L}) [,.](?=\s|$)/gu,
  },
  {
    id: 'straight-apostrophe',
    says: 'French prose takes the typographic apostrophe ’ (U+2019): l’objet, not l\'objet',
    pattern: /(?<=\p{L})'(?=\p{L})/gu,
  },
  {
    id: 'straight-quotes',
    says: 'French prose quotes with « », not straight quotes "…"',
    pattern: /"[^"\n]{1,200}"/gu,
  },
  {
    id: 'plus-after-figure',
    says: 'a figure with a plus sign is written out: « plus de 100 », not « 100+ »',
    // Not a sign before a number (+221), nor a sum (2+2).
    pattern: /(?<![\d+])\d+(?:[\u202f\u00a0 ]\d{3})*\s?\+(?![\d\p{L}])/gu,
  },
  {
    id: 'clock-time',
    says: 'French writes the time with h: « 9 h », « 17 h 30 », not « 9:00 »',
    // Not a timestamp's time (10:30:00) or a ratio inside code.
    pattern: /(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:])/gu,
  },
  {
    id: 'currency-before-amount',
    says: 'the currency follows the amount in French: « 1 000 FCFA », « 250 XOF », not « FCFA 1 000 »',
    pattern: new RegExp(`(?<![\\p{L}])(?:F\\s?CFA|${CURRENCY_CODES.join('|')})[${NNBSP}${NBSP} ]?\\d`, 'gu'),
  },
];

export interface TypographySlip {
  rule: string;
  says: string;
  /** The slip with a few characters around it, no-break spaces shown as ⍽ (U+00A0) and ⌴ (U+202F). */
  context: string;
}

const shown = (text: string) => text.replace(/\u00a0/g, '⍽').replace(/\u202f/g, '⌴');

/** Every slip of French typography in `text` (prose), with where it is. */
export function frenchTypographySlips(text: string): TypographySlip[] {
  return FRENCH_TYPOGRAPHY_RULES.flatMap(({id, says, pattern}) =>
    [...text.matchAll(pattern)].map((match) => ({
      rule: id,
      says,
      context: shown(text.slice(Math.max(0, match.index - 25), match.index + match[0].length + 15)),
    })),
  );
}
