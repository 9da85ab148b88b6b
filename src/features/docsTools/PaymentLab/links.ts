/**
 * Where the payment lab sends the reader (the guides' sections, by their anchors; a test finds each in the
 * built pages of every locale, since the lab is drawn in the browser only and the build's link check never
 * sees it), and the address its example webhooks are sent to.
 */
export const LAB_LINKS = {
  idempotency: '/docs/authentication#idempotency-keys',
  verify: '/docs/webhooks#verification-code',
  retries: '/docs/webhooks#acknowledge-events-and-handle-retries',
  failures: '/docs/errors#payment-failure-codes',
} as const;

/** The merchant's webhook endpoint in the lab's example requests. */
export const LAB_WEBHOOK_PATH = '/webhooks/payments';
