/**
 * The webhooks guide's worked example of a signed event (docs/webhooks.mdx,
 * "Worked example"): the signature checker offers it, and a unit test checks
 * that the guide shows these values and that the signature is right.
 */
export const WEBHOOK_EXAMPLE = {
  secret: 'whsec_7Jq2mX9vL4pR8tK3nB6cF1dH5sW0yZ',
  body: '{"id":"evt_01JD4WB1XY","type":"payment.succeeded","createdAt":"2026-01-01T10:30:00Z","data":{"id":"txn_01JD4W3K8Q","type":"payment","status":"succeeded","amount":1000,"currency":"KES","failureCode":null,"createdAt":"2026-01-01T10:29:41Z","updatedAt":"2026-01-01T10:30:00Z"}}',
  timestamp: 1767263400,
  signature: 'ae54355b1d44d4aea5c0d444199cb4c5814195f3a3d43eaf3a14721046056e13',
} as const;

/** How far a signature's time may be from the receiver's clock, in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export const EXAMPLE_SIGNATURE_HEADER = `t=${WEBHOOK_EXAMPLE.timestamp},v1=${WEBHOOK_EXAMPLE.signature}`;
