/**
 * Cloudflare Turnstile, when TURNSTILE_SECRET_KEY is set: the token the page's
 * challenge gave is checked with Cloudflare's siteverify (TURNSTILE_VERIFY_URL,
 * a local stand-in in the tests) before anything is stored. Without the
 * secret, no challenge (the honeypot, the minimum time and the rate still
 * apply).
 *
 * Three outcomes: `passed`; `refused` (no token, or siteverify says it is not
 * a person's, expired or already used: the visitor's to solve again, 400);
 * `unavailable` (siteverify cannot be reached or answers something other than
 * a verdict, or refuses our own secret: not the visitor's fault, 503 like a
 * database down, the page keeps the draft and offers to send it again).
 */
export type ChallengeOutcome = {status: 'passed'} | {status: 'refused'; codes: string[]} | {status: 'unavailable'; reason: string};

/** How long siteverify may take before the service answers 503. */
export const SITEVERIFY_TIMEOUT_MS = 10_000;

/** Siteverify's error codes that say our configuration is wrong, not the visitor's token (developers.cloudflare.com/turnstile/get-started/server-side-validation). */
const OUR_FAULT = new Set(['missing-input-secret', 'invalid-input-secret', 'internal-error']);

export async function verifyChallenge({secret, verifyUrl}: {secret: string; verifyUrl: string}, token: string | undefined, remoteip: string): Promise<ChallengeOutcome> {
  if (!token) return {status: 'refused', codes: ['missing-input-response']};
  let outcome: {success?: unknown; 'error-codes'?: unknown};
  try {
    const response = await fetch(verifyUrl, {method: 'POST', body: new URLSearchParams({secret, response: token, remoteip}), signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS)});
    if (!response.ok) return {status: 'unavailable', reason: `http ${response.status}`};
    outcome = (await response.json()) as typeof outcome;
  } catch (error) {
    return {status: 'unavailable', reason: error instanceof Error ? error.name : 'unknown'};
  }
  if (outcome.success === true) return {status: 'passed'};
  const codes = Array.isArray(outcome['error-codes']) ? outcome['error-codes'].filter((code): code is string => typeof code === 'string') : [];
  if (typeof outcome.success !== 'boolean') return {status: 'unavailable', reason: 'no verdict'};
  if (codes.some((code) => OUR_FAULT.has(code))) return {status: 'unavailable', reason: codes.join(',')};
  return {status: 'refused', codes};
}
