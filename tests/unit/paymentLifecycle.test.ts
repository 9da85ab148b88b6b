/**
 * @jest-environment node
 *
 * The sandbox's mobile money outcomes (src/features/coverage/data/sandboxOutcomes.ts)
 * and the payment-lifecycle lab built on them (src/features/docsTools/PaymentLab):
 * every outcome is one the API contract can return (the contract the Prism mock
 * serves), the sandbox page says what the data says, and the lab's steps and
 * signed webhooks are right.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {webcrypto} from 'node:crypto';
import yaml from 'js-yaml';
import {eventTypeOf, finalStatusOf, NO_ANSWER_SECONDS, SANDBOX_OUTCOMES} from '@site/src/features/coverage/data/sandboxOutcomes';
import {OUTCOME_DIGITS, SANDBOX_NUMBERS} from '@site/src/features/coverage/data/sandboxNumbers';
import {labIds, lifecycleSteps, POLL_AFTER_SECONDS, signedWebhook, webhookBody, type LabPayment} from '@site/src/features/docsTools/PaymentLab/lifecycle';
import {checkSignature} from '@site/src/features/docsTools/WebhookSignatureChecker/verify';
import {API_SAMPLES} from '@site/src/features/api/data/samples';

// Web Crypto as the browser has it (the signing module uses crypto.subtle).
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', {value: webcrypto});

const root = path.join(__dirname, '../..');
interface Schema {
  required?: string[];
  enum?: (string | null)[];
  properties?: Record<string, Schema>;
  $ref?: string;
}
const contract = yaml.load(readFileSync(path.join(root, 'src/features/api/data/openapi.yaml'), 'utf8')) as {components: {schemas: Record<string, Schema>}};
const schemas = contract.components.schemas;
const transaction = schemas.Transaction!;
const event = schemas.WebhookEvent!;

const payment = (digit: string, startedAt = 1_767_263_381): LabPayment => ({
  outcome: SANDBOX_OUTCOMES.find((outcome) => outcome.digit === digit)!,
  phoneNumber: `${SANDBOX_NUMBERS.SN!.wave}${digit}`,
  wallet: 'wave',
  currency: 'XOF',
  amount: 1000,
  startedAt,
});

describe('the sandbox outcomes', () => {
  it('are one per last digit, and give every failure code of the contract, and success', () => {
    expect(SANDBOX_OUTCOMES.map((outcome) => outcome.digit)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(OUTCOME_DIGITS).toEqual(SANDBOX_OUTCOMES.map((outcome) => outcome.digit));
    // The errors guide promises every payment failure code in the sandbox: the wallets' from these
    // outcomes, the cards' from the sandbox page's test cards.
    const testCards = readFileSync(path.join(root, 'docs/sandbox.mdx'), 'utf8').split('## Test cards')[1]!.split('\n## ')[0]!;
    const cardCodes = [...new Set([...testCards.matchAll(/\(`([a-z_]+)`\)/g)].map((match) => match[1]))];
    expect(cardCodes.length).toBeGreaterThanOrEqual(3);
    expect([...SANDBOX_OUTCOMES.map((outcome) => outcome.failureCode), ...cardCodes].sort()).toEqual([...schemas.PaymentFailureCode!.enum!].sort());
  });

  it('end in a status and an event the contract knows', () => {
    for (const outcome of SANDBOX_OUTCOMES) {
      expect(transaction.properties!.status!.enum).toContain(finalStatusOf(outcome));
      expect(event.properties!.type!.enum).toContain(eventTypeOf(outcome));
      expect([outcome.digit, finalStatusOf(outcome) === 'failed']).toEqual([outcome.digit, outcome.failureCode !== null]);
    }
  });

  it.each([
    ['docs/sandbox.mdx', `about ${NO_ANSWER_SECONDS} seconds`],
    ['i18n/fr/docusaurus-plugin-content-docs/current/sandbox.mdx', `environ ${NO_ANSWER_SECONDS}\u00a0secondes`],
  ])('are the table of %s, which says the unanswered prompt takes %s', (file, wait) => {
    const page = readFileSync(path.join(root, file), 'utf8');
    expect(page).toContain('<SandboxOutcomes />');
    expect(page).toContain('<PaymentLab />');
    // No second, hand-typed copy of the table.
    expect(page).not.toMatch(/^\| 1 \|/m);
    expect(page).toContain(wait);
  });
});

describe('the payment-lifecycle lab', () => {
  it('plays request, prompt and webhook; a refused number has no prompt; a customer who never answers has the long wait', () => {
    const kinds = (digit: string) => lifecycleSteps(payment(digit).outcome).map((step) => `${step.kind}@${step.atSeconds}:${step.status}`);
    expect(kinds('1')).toEqual(['request@0:pending', 'prompt@1:pending', 'webhook@5:succeeded']);
    expect(kinds('2')).toEqual(['request@0:pending', 'prompt@1:pending', 'webhook@5:failed']);
    expect(kinds('3')).toEqual(['request@0:pending', 'prompt@1:pending', `no-answer@${POLL_AFTER_SECONDS}:pending`, `webhook@${NO_ANSWER_SECONDS}:failed`]);
    expect(kinds('5')).toEqual(['request@0:pending', 'refused@1:pending', 'webhook@2:failed']);
    expect(kinds('6')).toEqual(['request@0:pending', 'refused@1:pending', 'webhook@2:failed']);
  });

  it('gives each API step a code sample of the contract', () => {
    for (const outcome of SANDBOX_OUTCOMES) {
      for (const step of lifecycleSteps(outcome)) if (step.sample) expect(Object.keys(API_SAMPLES)).toContain(step.sample);
    }
    expect(lifecycleSteps(payment('3').outcome).find((step) => step.kind === 'no-answer')?.sample).toBe('getTransaction');
  });

  it.each(SANDBOX_OUTCOMES.map((outcome) => [outcome.digit]))('ends outcome %s with a webhook shaped as the contract says', (digit) => {
    const body = JSON.parse(webhookBody(payment(digit), labIds())) as Record<string, unknown> & {data: Record<string, unknown>};
    for (const field of event.required!) expect(body).toHaveProperty(field);
    for (const field of transaction.required ?? []) expect(body.data).toHaveProperty(field);
    expect(event.properties!.type!.enum).toContain(body.type);
    expect(transaction.properties!.status!.enum).toContain(body.data.status);
    expect(schemas.PaymentFailureCode!.enum).toContain(body.data.failureCode);
    expect(body.data).toMatchObject({type: 'payment', amount: 1000, currency: 'XOF'});
    expect(Date.parse(body.createdAt as string) / 1000).toBe(1_767_263_381 + payment(digit).outcome.settlesAfterSeconds);
  });

  it('signs the webhook so that the signature checker finds it valid, and any change invalid', async () => {
    const secret = 'whsec_7Jq2mX9vL4pR8tK3nB6cF1dH5sW0yZ';
    const played = payment('2');
    const {signature, body, timestamp} = await signedWebhook(played, labIds(), secret);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    await expect(checkSignature({body, header: signature, secret, now: timestamp})).resolves.toEqual({kind: 'valid', signedAt: timestamp});
    await expect(checkSignature({body: body.replace('"failed"', '"succeeded"'), header: signature, secret, now: timestamp})).resolves.toMatchObject({kind: 'mismatch'});
  });

  it('makes ids shaped like the API’s, and a version 4 UUID for the idempotency key', () => {
    const ids = labIds();
    expect(ids.payment).toMatch(/^txn_[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(ids.event).toMatch(/^evt_[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(ids.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
