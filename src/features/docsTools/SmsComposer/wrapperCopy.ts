import {translate} from '@docusaurus/Translate';
import {GSM7_EXTENSION, SMS_PART_SIZES} from './rules';
import {formatInteger} from '@site/src/format/number';

const n = formatInteger;

/** What the composer's placeholder says (with the page; the composer's own words load with it, ./copy.ts). */
export const COMPOSER_WRAPPER_COPY = {
  /** Without JavaScript: the rules the composer applies, as text. */
  noScript: translate(
    {
      id: 'smsComposer.noScript',
      message:
        'The composer counts in your browser and needs JavaScript. Its rules: a message of GSM-7 characters only takes up to {gsmSingle} characters in one part, {gsmPart} per part beyond; {extension} count as two. One character outside GSM-7 (ê, â, î, ô, ç, ’, a no-break space, an emoji) makes the whole message UCS-2: {ucsSingle} characters in one part, {ucsPart} per part beyond, an emoji counting as two. Each part is billed as one SMS. The sender ID rule of each country is on the coverage page.',
    },
    {extension: [...GSM7_EXTENSION].filter((character) => character !== '\f').join(' '), gsmSingle: n(SMS_PART_SIZES['GSM-7'].single), gsmPart: n(SMS_PART_SIZES['GSM-7'].perPart), ucsSingle: n(SMS_PART_SIZES['UCS-2'].single), ucsPart: n(SMS_PART_SIZES['UCS-2'].perPart)},
  ),
};
