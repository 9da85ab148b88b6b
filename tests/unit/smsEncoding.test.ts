/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {countSms, GSM7_EXTENSION, SMS_PART_SIZES, withGsm7Equivalents} from '@site/src/features/docsTools/SmsComposer/encoding';
import {TOOL_INPUT_MAX_LENGTH} from '@site/src/constants';

const times = (text: string, count: number) => text.repeat(count);
const parts = (message: string) => countSms(message).parts;

describe('SMS encoding, length and parts (the composer)', () => {
  it('GSM-7: 160 characters in one part, 161 in two; 153 per part beyond', () => {
    expect(countSms(times('a', 160))).toMatchObject({encoding: 'GSM-7', used: 160, parts: 1, left: 0});
    expect(countSms(times('a', 161))).toMatchObject({encoding: 'GSM-7', used: 161, parts: 2, left: 153 * 2 - 161});
    expect(countSms(times('a', 153 * 2))).toMatchObject({parts: 2, left: 0});
    expect(countSms(times('a', 154 * 2))).toMatchObject({parts: 3, left: 153 * 3 - 308});
    expect(parts(times('a', 153 * 3))).toBe(3);
    expect(parts(times('a', 153 * 3 + 1))).toBe(4);
  });

  it('UCS-2 as soon as one character is outside GSM-7: 70 in one part, 71 in two; 67 per part beyond', () => {
    expect(countSms(times('ê', 70))).toMatchObject({encoding: 'UCS-2', used: 70, parts: 1, left: 0});
    expect(countSms(times('ê', 71))).toMatchObject({encoding: 'UCS-2', parts: 2, left: 67 * 2 - 71});
    expect(parts(times('ê', 67 * 2))).toBe(2);
    expect(parts(times('ê', 68 * 2))).toBe(3);
    // One ’ in a GSM-7 message of 100 characters: from one part to two.
    const message = times('a', 99);
    expect(countSms(`${message}'`)).toMatchObject({encoding: 'GSM-7', parts: 1});
    expect(countSms(`${message}’`)).toMatchObject({encoding: 'UCS-2', parts: 2, unicode: [{character: '’', count: 1, codePoint: 'U+2019', equivalent: "'"}]});
  });

  it('counts each extension character as two, and never splits one across parts', () => {
    expect([...GSM7_EXTENSION].sort()).toEqual([...'€[]{}^~\\|\f'].sort());
    expect(countSms(times('€', 80))).toMatchObject({encoding: 'GSM-7', used: 160, parts: 1, extension: [{character: '€', count: 80}]});
    expect(countSms(times('€', 81))).toMatchObject({used: 162, parts: 2});
    expect(countSms('{[a]}|').extension).toEqual([
      {character: '{', count: 1},
      {character: '[', count: 1},
      {character: ']', count: 1},
      {character: '}', count: 1},
      {character: '|', count: 1},
    ]);
    // 152 septets, then € (two) does not fit in the first part's 153: it starts the second.
    expect(countSms(`${times('a', 152)}€${times('a', 10)}`)).toMatchObject({used: 164, parts: 2, left: 153 - 12});
    // In UCS-2 they are ordinary characters.
    expect(countSms('€ê')).toMatchObject({encoding: 'UCS-2', used: 2, extension: []});
  });

  it('counts an emoji as two UCS-2 units (a surrogate pair) and never splits one', () => {
    expect(countSms('😀')).toMatchObject({encoding: 'UCS-2', used: 2, parts: 1, left: 68, unicode: [{character: '😀', codePoint: 'U+1F600', equivalent: undefined}]});
    expect(countSms(times('😀', 35))).toMatchObject({used: 70, parts: 1});
    expect(countSms(times('😀', 36))).toMatchObject({used: 72, parts: 2});
    // 66 units, then the emoji (two) does not fit in the first part's 67.
    expect(countSms(`${times('ê', 66)}😀${times('ê', 3)}`)).toMatchObject({used: 71, parts: 2, left: 67 - 5});
  });

  it('knows the GSM-7 alphabet: é, è, à, ù, Ç, line breaks are in it; ê, ç, a no-break space are not', () => {
    expect(countSms('éèàùìòÇÉÄÖÑÜäöñü§¿¡£¥$@_\n\r')).toMatchObject({encoding: 'GSM-7', unicode: []});
    expect(countSms('ç ê\u00a0').unicode.map((character) => character.character)).toEqual(['ç', 'ê', '\u00a0']);
  });

  it('an empty message takes no part', () => {
    expect(countSms('')).toEqual({encoding: 'GSM-7', used: 0, parts: 0, left: 160, extension: [], unicode: []});
  });

  it('replaces what has a GSM-7 equivalent and keeps the rest', () => {
    const french = 'Boutique Awa\u00a0: «\u00a0reçu\u00a0» – l’été… 😀';
    const replaced = withGsm7Equivalents(french);
    expect(replaced).toBe('Boutique Awa : " recu " - l\'été... 😀');
    expect(countSms(replaced).unicode.map((character) => character.character)).toEqual(['😀']);
    expect(countSms(withGsm7Equivalents('Ça coûte 5 000 FCFA\u202f!'))).toMatchObject({encoding: 'GSM-7'});
  });

  it('the part sizes follow from the 140-byte payload and the 6-byte header that joins parts', () => {
    expect(SMS_PART_SIZES['GSM-7']).toEqual({single: Math.floor((140 * 8) / 7), perPart: Math.floor(((140 - 6) * 8) / 7)});
    expect(SMS_PART_SIZES['UCS-2']).toEqual({single: 140 / 2, perPart: (140 - 6) / 2});
  });

  it("the composer takes the longest message the API sends (the contract's message.maxLength)", () => {
    const contract = yaml.load(readFileSync(path.join(__dirname, '../../src/features/api/data/openapi.yaml'), 'utf8')) as {
      components: {schemas: Record<string, {properties?: Record<string, {maxLength?: number}>}>};
    };
    const withMessage = Object.values(contract.components.schemas).find((schema) => schema.properties?.message?.maxLength);
    expect(withMessage?.properties?.message?.maxLength).toBe(TOOL_INPUT_MAX_LENGTH.smsMessage);
  });
});
