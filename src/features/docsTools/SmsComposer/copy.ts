import type {ReactNode} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import {translate} from '@docusaurus/Translate';
import {selectPlural} from '@site/src/format/plural';
import {formatInteger} from '@site/src/format/number';

/** The SMS composer's words (loaded with the composer, not with the page; the placeholder's are in ./wrapperCopy.ts). */
export const COMPOSER_COPY = {
  label: translate({id: 'smsComposer.label', message: 'SMS composer'}),
  privacy: translate({id: 'smsComposer.privacy', message: 'Counted in this page: nothing you type is sent anywhere or kept.'}),
  message: translate({id: 'smsComposer.message', message: 'Message'}),
  messageHint: translate({id: 'smsComposer.messageHint', message: 'Type or paste it as you will send it: spaces and line breaks count too.'}),
  example: translate({id: 'smsComposer.example', message: 'Try a French receipt'}),
  /** A message a merchant in Dakar could send: typographic apostrophe, ç, ê and the French no-break spaces make it UCS-2. */
  exampleText: translate({
    id: 'smsComposer.exampleText',
    message: 'Boutique Awa\u00a0: votre paiement de 12\u202f500 FCFA est bien reçu. Votre commande sera prête à 17\u00a0h\u202f; merci de votre fidélité\u202f!',
  }),
  encoding: translate({id: 'smsComposer.encoding', message: 'Encoding'}),
  encodings: {
    'GSM-7': translate({id: 'smsComposer.encoding.gsm7', message: 'GSM-7'}),
    'UCS-2': translate({id: 'smsComposer.encoding.ucs2', message: 'UCS-2 (Unicode)'}),
  },
  characters: translate({id: 'smsComposer.characters', message: 'Characters'}),
  used: (used: number, left: number) =>
    translate(
      {id: 'smsComposer.usedAndLeft', message: '{used}, {left}'},
      {
        used: selectPlural(used, translate({id: 'smsComposer.used', message: '{count} used|{count} used'}, {count: formatInteger(used)})),
        left: selectPlural(left, translate({id: 'smsComposer.left', message: '{count} left in this part|{count} left in this part'}, {count: formatInteger(left)})),
      },
    ),
  parts: translate({id: 'smsComposer.parts', message: 'Parts'}),
  partCount: (count: number) => selectPlural(count, translate({id: 'smsComposer.partCount', message: '{count} part|{count} parts'}, {count: formatInteger(count)})),
  /** What a screen reader hears when the encoding or the number of parts changes (not at each key). */
  announcement: (encoding: string, parts: string) => translate({id: 'smsComposer.announcement', message: '{encoding}, {parts}'}, {encoding, parts}),
  partSizes: (single: number, perPart: number) =>
    translate({id: 'smsComposer.partSizes', message: 'Up to {single} characters in one part; {perPart} per part beyond. Each part is billed as one SMS.'}, {single: formatInteger(single), perPart: formatInteger(perPart)}),
  extension: translate({id: 'smsComposer.extension', message: 'These count as two characters each in GSM-7:'}),
  times: (count: number) => translate({id: 'smsComposer.times', message: '×{count}'}, {count: formatInteger(count)}),
  unicode: translate({id: 'smsComposer.unicode', message: 'These characters are not in GSM-7 and make the whole message UCS-2:'}),
  /** How many times a character occurs, and what can replace it. */
  fix: (times: string, equivalent: ReactNode): ReactNode => interpolate(translate({id: 'smsComposer.fix', message: '{times}: use {equivalent}'}), {times, equivalent}),
  noFix: (times: string) => translate({id: 'smsComposer.noFix', message: '{times}: no GSM-7 equivalent'}, {times}),
  /** Characters one cannot see, named. */
  invisible: {
    '\u00a0': translate({id: 'smsComposer.invisible.nbsp', message: 'no-break space'}),
    '\u202f': translate({id: 'smsComposer.invisible.narrowNbsp', message: 'narrow no-break space'}),
    '\u2009': translate({id: 'smsComposer.invisible.thinSpace', message: 'thin space'}),
    '\u2007': translate({id: 'smsComposer.invisible.figureSpace', message: 'figure space'}),
    '\t': translate({id: 'smsComposer.invisible.tab', message: 'tab'}),
    ' ': translate({id: 'smsComposer.invisible.space', message: 'space'}),
  } as Record<string, string>,
  useEquivalents: translate({id: 'smsComposer.useEquivalents', message: 'Use GSM-7 equivalents'}),
  undo: translate({id: 'smsComposer.undo', message: 'Undo the replacements'}),
  replaced: (count: number) =>
    selectPlural(count, translate({id: 'smsComposer.replaced', message: '{count} character replaced.|{count} characters replaced.'}, {count: formatInteger(count)})),
  country: translate({id: 'smsComposer.country', message: 'Sending to'}),
  chooseCountry: translate({id: 'smsComposer.chooseCountry', message: 'Choose a country for its sender ID rule'}),
  senderIdRule: (country: string, rule: string) => translate({id: 'smsComposer.senderIdRule', message: '{country}, sender ID: {rule}'}, {country, rule}),
  countryDetails: (country: string) => translate({id: 'smsComposer.countryDetails', message: '{country} on the coverage page'}, {country}),
};
