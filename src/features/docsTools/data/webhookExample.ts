/**
 * The webhooks guide's worked example of a signed event (docs/webhooks.mdx,
 * "Worked example"): the signature checker offers it, and a unit test checks
 * that the guide shows these values and that the signature is right.
 */
export const WEBHOOK_EXAMPLE = {
  secret: 'whsec_7Jq2mX9vL4pR8tK3nB6cF1dH5sW0yZ',
  body: '{"id":"evt_01JD4WB1XY","type":"payment.succeeded","createdAt":"2026-01-01T10:30:00Z","data":{"id":"pay_01JD4W3K8Q","status":"succeeded","amount":100000,"amountRefunded":0,"currency":"KES","method":"mobile_money","phoneNumber":"+254712345678","wallet":"mpesa","reference":"order-1042","metadata":{},"nextAction":null,"failureCode":null,"createdAt":"2026-01-01T10:29:41Z"}}',
  timestamp: 1767263400,
  signature: '66d980dc951ee7f8c080d75bff9e4b36aa7954c937e317225ae0e55143b36d9c',
} as const;

/** How far a signature's time may be from the receiver's clock, in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export const EXAMPLE_SIGNATURE_HEADER = `t=${WEBHOOK_EXAMPLE.timestamp},v1=${WEBHOOK_EXAMPLE.signature}`;
