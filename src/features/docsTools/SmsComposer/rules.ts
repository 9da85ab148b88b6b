/**
 * The figures of SMS encoding the composer's placeholder states without JavaScript (./wrapperCopy.ts),
 * kept apart from the counting (./encoding.ts) so that the page carries only these.
 */

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** Units (septets, or UTF-16 code units) a message holds in one part, and per part once split. */
export const SMS_PART_SIZES: Record<SmsEncoding, {single: number; perPart: number}> = {
  'GSM-7': {single: 160, perPart: 153},
  'UCS-2': {single: 70, perPart: 67},
};

/** The extension table of the GSM 7-bit alphabet (TS 23.038, 6.2.1.1): each is sent as the escape and one septet, two in all. */
export const GSM7_EXTENSION = new Set('€[]{}^~\\|\f');

