/**
 * How an SMS is encoded, counted and split into parts (3GPP TS 23.038 and
 * TS 23.040), the logic of the bulk SMS guide's composer.
 *
 * A message whose every character is in the GSM 7-bit default alphabet (with
 * its extension table) is sent as GSM-7: 160 septets in one part. Any other
 * character (ê, ç, the typographic apostrophe ’, a no-break space, an emoji)
 * sends the whole message as UCS-2: 70 UTF-16 code units in one part. A longer
 * message is split into parts that each give up room to the header that joins
 * them on the phone (User Data Header, 6 bytes): 153 septets or 67 code units
 * per part. An extension character (€ [ ] { } ^ ~ \ | and the form feed) is an
 * escape and a septet: it counts as two, and a part never splits it; nor does a
 * part split the surrogate pair of a character outside the Basic Multilingual
 * Plane (most emoji), which counts as two code units.
 */

import {GSM7_EXTENSION, SMS_PART_SIZES, type SmsEncoding} from './rules';

export {GSM7_EXTENSION, SMS_PART_SIZES, type SmsEncoding};

/** The GSM 7-bit default alphabet (TS 23.038, 6.2.1), in table order; the escape (0x1B) left out. */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/**
 * A GSM-7 stand-in for characters that are not in the alphabet and have one:
 * what a careful editor would type on a phone keyboard. Characters missing here
 * (emoji, other scripts) have none.
 */
const GSM7_EQUIVALENTS: Record<string, string> = {
  // Typographic quotes and apostrophes, dashes, ellipsis.
  '’': "'", '‘': "'", '‚': "'", '‛': "'", '′': "'",
  '“': '"', '”': '"', '„': '"', '‟': '"', '″': '"', '«': '"', '»': '"',
  '‐': '-', '‑': '-', '‒': '-', '–': '-', '—': '-', '―': '-', '−': '-',
  '…': '...', '•': '-',
  // Spaces French typography and word processors put in (no-break, narrow no-break, thin, figure), and tabs.
  '\u00a0': ' ', '\u202f': ' ', '\u2009': ' ', '\u2007': ' ', '\t': ' ',
  // Letters of French, Portuguese, Wolof, Swahili loans… that the alphabet lacks; é, è, à, ù, ì, ò, ä, ö, ü, ñ are in it.
  'ê': 'e', 'ë': 'e', 'ē': 'e', 'Ê': 'E', 'Ë': 'E', 'È': 'E',
  'â': 'a', 'á': 'a', 'ã': 'a', 'ā': 'a', 'Â': 'A', 'À': 'A', 'Á': 'A', 'Ã': 'A',
  'î': 'i', 'ï': 'i', 'í': 'i', 'Î': 'I', 'Ï': 'I', 'Í': 'I', 'Ì': 'I',
  'ô': 'o', 'ó': 'o', 'õ': 'o', 'ō': 'o', 'Ô': 'O', 'Ó': 'O', 'Õ': 'O', 'Ò': 'O',
  'û': 'u', 'ú': 'u', 'ū': 'u', 'Û': 'U', 'Ú': 'U', 'Ù': 'U',
  'ç': 'c', 'ÿ': 'y', 'Ÿ': 'Y', 'œ': 'oe', 'Œ': 'OE', 'ŋ': 'n', 'Ŋ': 'N', 'ɓ': 'b', 'ɗ': 'd',
};

/** A character of the message (a code point: an emoji's surrogate pair is one) and how many times it occurs. */
export interface CharacterCount {
  character: string;
  count: number;
}

/** A character that forces UCS-2, and the GSM-7 text that can stand in for it (none for an emoji, say). */
export interface UnicodeCharacter extends CharacterCount {
  /** Its code point, as U+2019. */
  codePoint: string;
  equivalent: string | undefined;
}

export interface SmsCount {
  encoding: SmsEncoding;
  /** Units used: septets in GSM-7 (an extension character takes two), UTF-16 code units in UCS-2 (an emoji takes two). */
  used: number;
  /** Parts the message is sent (and billed) in: 0 for an empty message. */
  parts: number;
  /** Units left before one more part is needed. */
  left: number;
  /** Extension characters, counted as two each (GSM-7 only: in UCS-2 they are ordinary characters). */
  extension: CharacterCount[];
  /** The characters that make the message UCS-2, in the order they first appear. */
  unicode: UnicodeCharacter[];
}

const isGsm7 = (character: string) => GSM7_BASIC.has(character) || GSM7_EXTENSION.has(character);

/** Distinct characters matching `keep`, in order of first appearance, with their counts. */
function tally(characters: readonly string[], keep: (character: string) => boolean): CharacterCount[] {
  const counts = new Map<string, number>();
  for (const character of characters) if (keep(character)) counts.set(character, (counts.get(character) ?? 0) + 1);
  return [...counts].map(([character, count]) => ({character, count}));
}

/**
 * Packs characters of the given widths into parts of `perPart` units, never
 * splitting one: the number of parts, and the units the last one holds.
 */
function pack(widths: readonly number[], perPart: number): {parts: number; inLast: number} {
  let parts = 1;
  let inLast = 0;
  for (const width of widths) {
    if (inLast + width > perPart) {
      parts += 1;
      inLast = 0;
    }
    inLast += width;
  }
  return {parts, inLast};
}

/** The encoding, length, parts and telling characters of a message. */
export function countSms(message: string): SmsCount {
  const characters = Array.from(message);
  const unicode = tally(characters, (character) => !isGsm7(character)).map(({character, count}) => ({
    character,
    count,
    codePoint: `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
    equivalent: GSM7_EQUIVALENTS[character],
  }));
  const encoding: SmsEncoding = unicode.length ? 'UCS-2' : 'GSM-7';
  const widths = characters.map((character) => (encoding === 'GSM-7' ? (GSM7_EXTENSION.has(character) ? 2 : 1) : character.length));
  const used = widths.reduce((sum, width) => sum + width, 0);
  const {single, perPart} = SMS_PART_SIZES[encoding];
  const extension = encoding === 'GSM-7' ? tally(characters, (character) => GSM7_EXTENSION.has(character)) : [];
  if (used <= single) return {encoding, used, parts: used ? 1 : 0, left: single - used, extension, unicode};
  const {parts, inLast} = pack(widths, perPart);
  return {encoding, used, parts, left: perPart - inLast, extension, unicode};
}

/** The message with every character that has a GSM-7 equivalent replaced by it; the others (emoji…) stay. */
export function withGsm7Equivalents(message: string): string {
  return Array.from(message, (character) => (isGsm7(character) ? character : (GSM7_EQUIVALENTS[character] ?? character))).join('');
}
