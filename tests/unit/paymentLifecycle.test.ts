/**
 * @jest-environment node
 *
 * The sandbox's cases (src/features/coverage/data/sandboxOutcomes.ts, the one
 * module that draws the sandbox page in both languages and the payment-lifecycle
 * lab): every case is one the API contract can give (the contract the Prism mock
 * serves: its statuses, failure and error codes, event types and answers), its
 * test numbers fit their market, the sandbox pages draw it and type no copy of
 * it, and the lab's steps and signed webhooks are right.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {webcrypto} from 'node:crypto';
import yaml from 'js-yaml';
import {MARKETS, toMinorUnits} from '@site/src/features/coverage/data/markets';
import {
  CARRIER_BILLING_DIGITS,
  CARRIER_BILLING_NUMBERS,
  eventTypeOf,
  eventTypesOf,
  finalStatusOf,
  NO_ANSWER_SECONDS,
  OTP_CASES,
  PAYOUT_CASES,
  REFUND_CASES,
  SANDBOX_OTP_CODE,
  SANDBOX_OTP_DIGITS,
  SANDBOX_OUTCOMES,
  SMS_CASES,
  SMS_TEST_PREFIXES,
  UNREGISTERED_SENDER_ID,
  WEBHOOK_CASE_KEY,
  WEBHOOK_CASES,
} from '@site/src/features/coverage/data/sandboxOutcomes';
import {OUTCOME_DIGITS, SANDBOX_NUMBERS} from '@site/src/features/coverage/data/sandboxNumbers';
import {labIds, lifecycleSteps, POLL_AFTER_SECONDS, signedWebhook, webhookBody, type LabPayment} from '@site/src/features/docsTools/PaymentLab/lifecycle';
import {checkSignature} from '@site/src/features/docsTools/WebhookSignatureChecker/verify';
import {API_SAMPLES} from '@site/src/features/api/data/samples';

// Web Crypto as the browser has it (the signing module uses crypto.subtle).
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', {value: webcrypto});

const root = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
interface Schema {
  required?: string[];
  enum?: (string | null)[];
  pattern?: string;
  properties?: Record<string, Schema>;
  propertyNames?: {maxLength: number};
  $ref?: string;
}
const contract = yaml.load(read('src/features/api/data/openapi.yaml')) as {
  components: {schemas: Record<string, Schema>};
  paths: Record<string, Record<string, {responses: Record<string, unknown>}>>;
};
const schemas = contract.components.schemas;
const enumOf = (schema: string, property?: string) => (property ? schemas[schema]!.properties![property]!.enum : schemas[schema]!.enum)!;
const payment = schemas.Payment!;
const paymentEvent = schemas.PaymentEvent!;
const SANDBOX_PAGES = ['docs/sandbox.mdx', 'i18n/fr/docusaurus-plugin-content-docs/current/sandbox.mdx'];

const labPayment = (digit: string, startedAt = 1_767_263_381): LabPayment => ({
  outcome: SANDBOX_OUTCOMES.find((outcome) => outcome.digit === digit)!,
  phoneNumber: `${SANDBOX_NUMBERS.SN!.wave}${digit}`,
  wallet: 'wave',
  currency: 'XOF',
  amount: toMinorUnits(1000, 'XOF'),
  reference: 'order-1042',
  startedAt,
});

describe('the sandbox\'s mobile money outcomes', () => {
  it('are one per last digit, and give every failure code of the contract, and success', () => {
    expect(SANDBOX_OUTCOMES.map((outcome) => outcome.digit)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(OUTCOME_DIGITS).toEqual(SANDBOX_OUTCOMES.map((outcome) => outcome.digit));
    // The errors guide promises every payment failure code in the sandbox: the wallets' from these
    // outcomes, the cards' from the sandbox page's test cards.
    const testCards = read('docs/sandbox.mdx').split('## Test cards')[1]!.split('\n## ')[0]!;
    const cardCodes = [...new Set([...testCards.matchAll(/\(`([a-z_]+)`\)/g)].map((match) => match[1]))];
    expect(cardCodes.length).toBeGreaterThanOrEqual(3);
    const walletCodes = [...new Set(SANDBOX_OUTCOMES.map((outcome) => outcome.failureCode))];
    expect([...walletCodes, ...cardCodes].sort()).toEqual([...enumOf('PaymentFailureCode')].sort());
  });

  it('end in a status and events the contract knows, a reversal after a success', () => {
    for (const outcome of SANDBOX_OUTCOMES) {
      expect(enumOf('PaymentStatus')).toContain(finalStatusOf(outcome));
      for (const type of eventTypesOf(outcome)) expect(enumOf('PaymentEvent', 'type')).toContain(type);
      expect(eventTypeOf(outcome)).toBe(eventTypesOf(outcome)[0]);
    }
    const reversed = SANDBOX_OUTCOMES.find((outcome) => finalStatusOf(outcome) === 'reversed')!;
    expect([reversed.failureCode, eventTypesOf(reversed)]).toEqual(['reversed_by_operator', ['payment.succeeded', 'payment.reversed']]);
  });
});

describe('the sandbox\'s other cases, against the contract', () => {
  it('carrier billing: numbers in the countries that sell it here (Senegal, Côte d\'Ivoire and Cameroon among them), in each one\'s number format, with outcomes of the mobile money table', () => {
    expect(CARRIER_BILLING_NUMBERS.map(({market}) => market)).toEqual(expect.arrayContaining(['KE', 'SN', 'CI', 'CM']));
    for (const {market, operator, prefix} of CARRIER_BILLING_NUMBERS) {
      expect([market, MARKETS[market].products]).toEqual([market, expect.arrayContaining(['carrier-billing'])]);
      expect([market, MARKETS[market].operators]).toEqual([market, expect.arrayContaining([operator])]);
      expect([market, prefix.startsWith(MARKETS[market].phone.dialCode), prefix.length + 1]).toEqual([market, true, MARKETS[market].phone.example.length]);
      // Not a mobile money test number of the same country: each number has one meaning.
      expect(Object.values(SANDBOX_NUMBERS[market] ?? {})).not.toContain(prefix);
    }
    for (const digit of CARRIER_BILLING_DIGITS) expect(OUTCOME_DIGITS).toContain(digit);
  });

  it('payouts: statuses, failure codes, events and recipient checks of the contract; 402 where createPayout documents it', () => {
    expect(PAYOUT_CASES.map((entry) => entry.id)).toEqual(expect.arrayContaining(['nameMismatch', 'insufficientBalance', 'reversed']));
    expect(contract.paths['/v1/payouts']!.post!.responses).toHaveProperty('402');
    for (const entry of PAYOUT_CASES) {
      if (entry.status) expect(enumOf('PayoutStatus')).toContain(entry.status);
      expect(enumOf('PayoutFailureCode')).toContain(entry.failureCode);
      for (const event of entry.events) expect(enumOf('PayoutEvent', 'type')).toContain(event);
      if (entry.lookup) {
        expect(enumOf('PayoutLookup', 'status')).toContain(entry.lookup.status);
        expect(enumOf('PayoutLookup', 'nameMatch')).toContain(entry.lookup.nameMatch);
      }
      if ('digit' in entry.trigger) expect(OUTCOME_DIGITS).toContain(entry.trigger.digit);
    }
  });

  it('refunds: statuses, failure codes, events and the 409 of the contract', () => {
    for (const entry of REFUND_CASES) {
      if (entry.status) expect(enumOf('RefundStatus')).toContain(entry.status);
      expect(enumOf('RefundFailureCode')).toContain(entry.failureCode);
      for (const event of entry.events) expect(enumOf('RefundEvent', 'type')).toContain(event);
      if (entry.errorCode) expect(contract.paths['/v1/refunds']!.post!.responses).toHaveProperty(String(entry.answer));
      if (entry.trigger !== 'moreThanLeft') expect(SANDBOX_OUTCOMES.find((outcome) => outcome.digit === (entry.trigger as {digit: string}).digit)?.failureCode).toBeNull();
    }
    const failing = REFUND_CASES.find((entry) => entry.status === 'failed')!;
    expect(SANDBOX_OUTCOMES.find((outcome) => outcome.digit === (failing.trigger as {digit: string}).digit)?.refundsFail).toBe(true);
  });

  it('one-time codes: a fixed sandbox code the contract takes, which the verify sample sends', () => {
    expect(SANDBOX_OTP_CODE).toMatch(new RegExp(schemas.OtpVerifyRequest!.properties!.code!.pattern!));
    expect(SANDBOX_OTP_DIGITS.startsWith(SANDBOX_OTP_CODE)).toBe(true);
    expect(API_SAMPLES.verifyOtp.body.code).toBe(SANDBOX_OTP_CODE);
    for (const entry of OTP_CASES) expect(enumOf('Otp', 'status')).toContain(entry.status);
  });

  it('SMS: one delivery report per recipient, with the contract\'s statuses, error codes and events; numbers in their market\'s format', () => {
    for (const entry of SMS_CASES) {
      expect(enumOf('SmsDeliveryReport', 'status')).toContain(entry.status);
      expect(enumOf('SmsErrorCode')).toContain(entry.errorCode);
      expect(enumOf('SmsDeliveryEvent', 'type')).toContain(entry.event);
    }
    for (const {market, prefix} of SMS_TEST_PREFIXES) expect([market, prefix.startsWith(MARKETS[market].phone.dialCode), prefix.length + 1]).toEqual([market, true, MARKETS[market].phone.example.length]);
    expect(UNREGISTERED_SENDER_ID).toMatch(/^[A-Za-z0-9 ]{3,11}$/);
  });

  it('webhook deliveries: late, duplicated and missing, asked for with a metadata key the contract takes', () => {
    expect(WEBHOOK_CASES.map((entry) => entry.id)).toEqual(['late', 'duplicate', 'missing']);
    expect(WEBHOOK_CASE_KEY.length).toBeLessThanOrEqual(schemas.Metadata!.propertyNames!.maxLength);
    expect(WEBHOOK_CASES.find((entry) => entry.id === 'missing')!.deliveries).toBe(0);
  });
});

describe('the sandbox pages', () => {
  it.each([
    [SANDBOX_PAGES[0]!, `about ${NO_ANSWER_SECONDS} seconds`],
    [SANDBOX_PAGES[1]!, `environ ${NO_ANSWER_SECONDS}\u00a0secondes`],
  ])('%s draws every table from the data, types no copy of it, and says the unanswered prompt takes %s', (file, wait) => {
    const page = read(file);
    for (const kind of ['', ' kind="carrierBilling"', ' kind="payouts"', ' kind="refunds"', ' kind="otp"', ' kind="sms"', ' kind="webhooks"']) expect([file, page.includes(`<SandboxOutcomes${kind} />`)]).toEqual([file, true]);
    expect(page).toContain('<PaymentLab />');
    // No second, hand-typed copy of a table: a row starting with a digit or a test number.
    expect(page).not.toMatch(/^\| (?:\d|`\+\d)/m);
    expect(page).toContain(wait);
    for (const value of [SANDBOX_OTP_CODE, UNREGISTERED_SENDER_ID]) expect([file, page.includes(`\`${value}\``)]).toEqual([file, true]);
  });

  it('and the lab read the one module: the component and the lab import it', () => {
    for (const file of ['src/features/coverage/SandboxOutcomes/index.tsx', 'src/features/docsTools/PaymentLab/Lab.tsx']) expect(read(file)).toContain("from '@site/src/features/coverage/data/sandboxOutcomes'");
  });
});

describe('the payment-lifecycle lab', () => {
  it('plays request, prompt and webhook; a refused number has no prompt; a customer who never answers has the long wait; a reversal comes after the success', () => {
    const kinds = (digit: string) => lifecycleSteps(labPayment(digit).outcome).map((step) => `${step.kind}@${step.atSeconds}:${step.status}`);
    expect(kinds('1')).toEqual(['request@0:pending', 'prompt@1:pending', 'webhook@5:succeeded']);
    expect(kinds('2')).toEqual(['request@0:pending', 'prompt@1:pending', 'webhook@5:failed']);
    expect(kinds('3')).toEqual(['request@0:pending', 'prompt@1:pending', `no-answer@${POLL_AFTER_SECONDS}:pending`, `webhook@${NO_ANSWER_SECONDS}:failed`]);
    expect(kinds('5')).toEqual(['request@0:pending', 'refused@1:pending', 'webhook@2:failed']);
    expect(kinds('6')).toEqual(['request@0:pending', 'refused@1:pending', 'webhook@2:failed']);
    expect(kinds('7')).toEqual(['request@0:pending', 'prompt@1:pending', 'webhook@5:succeeded', 'reversal@60:reversed']);
  });

  it('gives each API step a code sample of the contract, the payment looked up by its id', () => {
    for (const outcome of SANDBOX_OUTCOMES) {
      for (const step of lifecycleSteps(outcome)) if (step.sample) expect(Object.keys(API_SAMPLES)).toContain(step.sample);
    }
    expect(lifecycleSteps(labPayment('3').outcome).find((step) => step.kind === 'no-answer')?.sample).toBe('getPayment');
  });

  it.each(SANDBOX_OUTCOMES.map((outcome) => [outcome.digit]))('ends outcome %s with webhooks shaped as the contract says: the payment, in minor units', (digit) => {
    const played = labPayment(digit);
    const webhookSteps = lifecycleSteps(played.outcome).filter((step) => step.kind === 'webhook' || step.kind === 'reversal');
    for (const step of webhookSteps) {
      const body = JSON.parse(webhookBody(played, labIds(), step.kind as 'webhook' | 'reversal')) as Record<string, unknown> & {data: Record<string, unknown>};
      for (const field of paymentEvent.required!) expect(body).toHaveProperty(field);
      for (const field of payment.required!) expect(body.data).toHaveProperty(field);
      expect(enumOf('PaymentEvent', 'type')).toContain(body.type);
      expect(enumOf('PaymentStatus')).toContain(body.data.status);
      expect(body.data.status).toBe(step.status);
      expect(enumOf('PaymentFailureCode')).toContain(body.data.failureCode);
      expect(body.data).toMatchObject({amount: 1000, currency: 'XOF', method: 'mobile_money', reference: 'order-1042'});
      expect(body.data.id).toMatch(/^pay_/);
      expect(Date.parse(body.createdAt as string) / 1000).toBe(1_767_263_381 + step.atSeconds);
    }
  });

  it('signs each webhook so that the signature checker finds it valid, and any change invalid', async () => {
    const secret = 'whsec_7Jq2mX9vL4pR8tK3nB6cF1dH5sW0yZ';
    for (const [digit, kind] of [['2', 'webhook'], ['7', 'reversal']] as const) {
      const {signature, body, timestamp} = await signedWebhook(labPayment(digit), labIds(), secret, kind);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      await expect(checkSignature({body, header: signature, secret, now: timestamp})).resolves.toEqual({kind: 'valid', signedAt: timestamp});
      await expect(checkSignature({body: body.replace('"pay_', '"pay_X'), header: signature, secret, now: timestamp})).resolves.toMatchObject({kind: 'mismatch'});
    }
  });

  it('makes ids shaped like the API\'s (a payment is `pay_…`), and a version 4 UUID for the idempotency key', () => {
    const ids = labIds();
    expect(ids.payment).toMatch(/^pay_[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(ids.event).toMatch(/^evt_[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(ids.reversalEvent).toMatch(/^evt_[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(ids.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
