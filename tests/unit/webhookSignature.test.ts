/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {checkSignature, parseSignatureHeader, signatureOf} from '@site/src/features/docsTools/WebhookSignatureChecker/verify';
import {EXAMPLE_SIGNATURE_HEADER, WEBHOOK_EXAMPLE} from '@site/src/features/docsTools/data/webhookExample';
import {TOOL_INPUT_MAX_LENGTH} from '@site/src/constants';

const {secret, body, timestamp, signature} = WEBHOOK_EXAMPLE;
const check = (changes: Partial<{body: string; header: string; secret: string; now: number}> = {}) => checkSignature({body, header: `Signature: ${EXAMPLE_SIGNATURE_HEADER}`, secret, now: timestamp + 60, ...changes});

describe('the webhook signature checker (Web Crypto)', () => {
  it('signs the worked example as the guide says, and the guide shows these values', async () => {
    expect(await signatureOf(secret, timestamp, body)).toBe(signature);
    for (const file of ['docs/webhooks.mdx', 'i18n/fr/docusaurus-plugin-content-docs/current/webhooks.mdx']) {
      const guide = readFileSync(path.join(__dirname, '../..', file), 'utf8');
      for (const value of [secret, body, String(timestamp), signature]) expect([file, guide.includes(value)]).toEqual([file, true]);
    }
  });

  it('reads the header with or without its name, and refuses a malformed one', () => {
    expect(parseSignatureHeader(`Signature: ${EXAMPLE_SIGNATURE_HEADER}`)).toEqual({timestamp, signatures: [signature]});
    expect(parseSignatureHeader(` t=${timestamp} , v1=${signature.toUpperCase()} `)).toEqual({timestamp, signatures: [signature]});
    expect(parseSignatureHeader('v1=abc')).toEqual({signatures: []});
  });

  it('accepts a delivery signed with two secrets during a rotation, with either secret', async () => {
    const newSecret = 'whsec_9b1d3f5a7c2e4b6d8f0a1c3e5b7d9f2a';
    const header = `t=${timestamp},v1=${await signatureOf(newSecret, timestamp, body)},v1=${signature}`;
    expect(parseSignatureHeader(header).signatures).toHaveLength(2);
    expect(await check({header})).toEqual({kind: 'valid', signedAt: timestamp});
    expect(await check({header, secret: newSecret})).toEqual({kind: 'valid', signedAt: timestamp});
    expect(await check({header, secret: 'whsec_other'})).toEqual({kind: 'mismatch', signedAt: timestamp});
  });

  it('valid within five minutes of the clock, either side', async () => {
    expect(await check()).toEqual({kind: 'valid', signedAt: timestamp});
    expect(await check({now: timestamp - 299})).toEqual({kind: 'valid', signedAt: timestamp});
  });

  it('expired when older (or newer) than five minutes, though the signature matches', async () => {
    expect(await check({now: timestamp + 301})).toEqual({kind: 'expired', signedAt: timestamp, ageSeconds: 301});
    expect(await check({now: timestamp - 400})).toEqual({kind: 'expired', signedAt: timestamp, ageSeconds: -400});
  });

  it('names the likely cause when the signature does not match', async () => {
    expect(await check({secret: 'whsec_other'})).toEqual({kind: 'mismatch', signedAt: timestamp});
    expect(await check({body: body.replace('100000', '900000')})).toEqual({kind: 'mismatch', signedAt: timestamp});
    expect(await check({secret: 'sk_test_51abc'})).toEqual({kind: 'api-key'});
    expect(await check({body: `${body}\n`})).toEqual({kind: 'altered-body', change: 'trailing-newline'});
    expect(await check({body: JSON.stringify(JSON.parse(body), null, 2)})).toEqual({kind: 'altered-body', change: 'reformatted'});
    expect(await check({header: `t=${timestamp}`})).toEqual({kind: 'bad-header', problem: 'no-signature'});
    expect(await check({header: `v1=${signature}`})).toEqual({kind: 'bad-header', problem: 'no-timestamp'});
  });

  it('answers at once for the longest body the checker takes, whatever its whitespace (no regular expression that backtracks over it)', async () => {
    // Spaces, then a character, then a trailing space: a search for trailing whitespace that backtracks takes minutes over this.
    const spaces = `${' '.repeat(TOOL_INPUT_MAX_LENGTH.webhookBody - 2)}x `;
    expect(await check({body: spaces})).toEqual({kind: 'mismatch', signedAt: timestamp});
    expect(await check({body: `${body}${' '.repeat(TOOL_INPUT_MAX_LENGTH.webhookBody - body.length)}`})).toEqual({kind: 'altered-body', change: 'trailing-newline'});
  });
});
